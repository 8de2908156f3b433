import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** SPEC §9: these failures will not change on a second try, so they are never retried. */
const NON_RETRYABLE_STATUSES = new Set([401, 403, 404, 422]);

export const MAX_QUERY_RETRIES = 2;
export const MAX_MUTATION_RETRIES = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;
export const GC_TIME_MS = 5 * 60 * 1000;

export function isRetryableError(error: unknown): boolean {
  return !(isApiError(error) && NON_RETRYABLE_STATUSES.has(error.status));
}

/** TanStack passes the number of failures before this one: 0 on the first failure. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_MUTATION_RETRIES && isRetryableError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: GC_TIME_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        // No retryDelay: TanStack Query's default is SPEC §9's back-off (1 s, doubling, capped at 30 s).
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
}

/**
 * For rate-limited, non-idempotent calls (sign-in, registration): a 4xx answer will not change on a second try
 * and a retry would spend one of the user's few attempts, so only network failures and 5xx answers are retried.
 */
export function shouldRetryTransientMutation(failureCount: number, error: unknown): boolean {
  const isClientError = isApiError(error) && error.status >= 400 && error.status < 500;
  return shouldRetryMutation(failureCount, error) && !isClientError;
}

/** Marks every query under each of `keys` stale (refetching those on screen); settles when they have all refetched. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
