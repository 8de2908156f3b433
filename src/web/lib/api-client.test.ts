import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, NETWORK_ERROR_MESSAGE } from './api-client';
import { errorMessage } from './form-errors';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends cookies, and a JSON content type only when there is a body', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    await api.post('/api/login', { username: 'a', password: 'b' });
    await api.post('/api/logout');
    const [, withBody] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, withoutBody] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(withBody).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"username":"a","password":"b"}',
    });
    expect(withBody.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(withoutBody.headers).not.toHaveProperty('content-type');
    expect(withoutBody.body).toBeUndefined();
  });

  it('throws the server message and field errors', async () => {
    stubFetch(
      new Response(
        JSON.stringify({ message: 'That username is already taken', fieldErrors: { username: ['Taken'] } }),
        {
          status: 409,
        },
      ),
    );
    const error = await api.post('/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'That username is already taken' });
    expect((error as ApiError).fieldError('username')).toBe('Taken');
  });

  it('falls back to the SPEC §8 catalogue when the body has no message', async () => {
    stubFetch(new Response('', { status: 503 }));
    await expect(api.get('/api/user')).rejects.toMatchObject({
      status: 503,
      message: 'Service temporarily unavailable. Please try again in a few minutes.',
    });
  });

  it('reports an unreachable server', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/api/user')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('keeps the code and request id, and shows the id where the user cannot fix the failure alone', async () => {
    stubFetch(
      new Response(
        JSON.stringify({
          message: 'Service temporarily unavailable.',
          code: 'db_unavailable',
          requestId: 'req-503',
        }),
        { status: 503 },
      ),
    );
    const outage = (await api.get('/api/campaigns').catch((e: unknown) => e)) as ApiError;
    expect(outage).toMatchObject({ status: 503, code: 'db_unavailable', requestId: 'req-503' });
    expect(errorMessage(outage)).toBe('Service temporarily unavailable. (Request ID: req-503)');

    stubFetch(
      new Response(
        JSON.stringify({
          message: 'Please enter a valid email address',
          code: 'validation_failed',
          requestId: 'req-400',
          fieldErrors: { email: ['Please enter a valid email address'] },
        }),
        { status: 400 },
      ),
    );
    const invalid = await api.post('/api/contacts', {}).catch((e: unknown) => e);
    expect(errorMessage(invalid)).toBe('Please enter a valid email address');
  });

  it('takes the request id from the X-Request-Id header when the body is not JSON', async () => {
    stubFetch(new Response('Bad gateway', { status: 502, headers: { 'x-request-id': 'req-from-header' } }));
    const error = (await api.get('/api/user').catch((e: unknown) => e)) as ApiError;
    expect(error.requestId).toBe('req-from-header');
    expect(errorMessage(error)).toContain('(Request ID: req-from-header)');
  });

  it('sends a raw body (a file) as it is, with its own content type', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    const file = new File(['date,campaign\n'], 'metrics.csv', { type: 'text/csv' });
    await apiRequest('POST', '/api/metrics/import', { rawBody: file, contentType: 'text/csv' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(file);
    expect(init.headers).toMatchObject({ 'content-type': 'text/csv', accept: 'application/json' });
  });

  it('keeps the whole error body for endpoints that send more than a message', async () => {
    const body = {
      message: 'The file has problems',
      code: 'unprocessable',
      errors: [{ line: 2 }],
      errorCount: 1,
    };
    stubFetch(new Response(JSON.stringify(body), { status: 422 }));
    const error = (await api.post('/api/metrics/import').catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual(body);
  });
});
