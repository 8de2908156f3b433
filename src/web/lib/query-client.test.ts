import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  GC_TIME_MS,
  MUTATION_RETRY_DELAY_MS,
  shouldRetryMutation,
  shouldRetryQuery,
  shouldRetryTransientMutation,
} from './query-client';

const failure = (status: number) => new ApiError(status, 'failed');

describe('query retries (SPEC §9)', () => {
  it('retries a failing query up to twice', () => {
    expect(shouldRetryQuery(0, failure(500))).toBe(true);
    expect(shouldRetryQuery(1, failure(500))).toBe(true);
    expect(shouldRetryQuery(2, failure(500))).toBe(false);
  });

  it.each([401, 403, 404, 422])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, failure(status))).toBe(false);
    expect(shouldRetryMutation(0, failure(status))).toBe(false);
  });

  it('retries network failures and other statuses', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(0, failure(0))).toBe(true);
    expect(shouldRetryQuery(0, failure(429))).toBe(true);
    expect(shouldRetryQuery(0, failure(503))).toBe(true);
  });
});

describe('mutation retries', () => {
  it('retries once', () => {
    expect(shouldRetryMutation(0, failure(500))).toBe(true);
    expect(shouldRetryMutation(1, failure(500))).toBe(false);
  });

  it('retries sign-in and registration only after a network failure or a server error', () => {
    expect(shouldRetryTransientMutation(0, failure(0))).toBe(true);
    expect(shouldRetryTransientMutation(0, failure(503))).toBe(true);
    expect(shouldRetryTransientMutation(1, failure(503))).toBe(false);
    for (const status of [400, 401, 409, 429])
      expect(shouldRetryTransientMutation(0, failure(status))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('uses the SPEC §9 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: GC_TIME_MS,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: shouldRetryQuery,
    });
    // The library's own back-off (1 s, doubling, capped at 30 s) is SPEC §9's: no hand-written copy.
    expect(queries?.retryDelay).toBeUndefined();
    expect(GC_TIME_MS).toBe(300_000);
    expect(mutations).toMatchObject({ retry: shouldRetryMutation, retryDelay: MUTATION_RETRY_DELAY_MS });
    expect(MUTATION_RETRY_DELAY_MS).toBe(1000);
  });
});
