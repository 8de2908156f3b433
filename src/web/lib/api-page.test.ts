import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/render-app';
import { type RecordedCall, stubApi } from '../test/stub-api';
import { getPage, nextLinkOf } from './api-page';

describe('paged lists', () => {
  it('follows only the rel="next" link, and only on this origin', () => {
    expect(nextLinkOf('</api/insights?limit=2&cursor=abc>; rel="next"')).toBe(
      '/api/insights?limit=2&cursor=abc',
    );
    expect(nextLinkOf('</api/x?page=1>; rel="prev", </api/x?page=3>; rel=next')).toBe('/api/x?page=3');
    expect(nextLinkOf(`<${window.location.origin}/api/x?cursor=a%2Bb>; rel="next"`)).toBe(
      '/api/x?cursor=a%2Bb',
    );
    expect(nextLinkOf('<https://evil.example/api/x>; rel="next"')).toBeNull();
    expect(nextLinkOf('<//evil.example/api/x>; rel="next"')).toBeNull();
    expect(nextLinkOf('</api/x?page=1>; rel="prev"')).toBeNull();
    expect(nextLinkOf(null)).toBeNull();
  });

  it('reads the page, its next link and the total count from one answer', async () => {
    stubApi({
      'GET /api/things': (call: RecordedCall) =>
        call.url.includes('cursor')
          ? jsonResponse(200, ['c'])
          : new Response(JSON.stringify(['a', 'b']), {
              headers: { link: '</api/things?cursor=2>; rel="next"', 'x-total-count': '3' },
            }),
    });
    expect(await getPage<string>('/api/things')).toEqual({
      items: ['a', 'b'],
      next: '/api/things?cursor=2',
      total: 3,
    });
    // Without X-Total-Count the page is all there is to count.
    expect(await getPage<string>('/api/things?cursor=2')).toEqual({ items: ['c'], next: null, total: 1 });
  });
});
