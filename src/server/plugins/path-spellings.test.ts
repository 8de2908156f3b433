import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestContext,
  request,
  signIn,
  TEST_ORIGIN,
  type TestContext,
  withTestContext,
} from '../test/helpers';

// Every guard (session loader, CSRF, rate limits, Cache-Control) must decide on the route Fastify matched, so a
// path spelled differently either reaches the same route with the same guards or is not found at all.

/** Other spellings of one path: percent-encoded letters, doubled and trailing slashes, dot segments, case. */
function spellingsOf(path: string): Record<string, string> {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.join('/');
  const encodeFirstLetter = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  const lastSlash = path.lastIndexOf('/');
  const last = path.slice(lastSlash + 1);
  return {
    'encoded first letter': `/${encodeFirstLetter(first)}/${tail}`,
    'encoded letter, upper-case hex': `/${encodeFirstLetter(first).toUpperCase()}/${tail}`,
    'every letter encoded': path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? segment : [...segment].map(encodeChar).join('')))
      .join('/'),
    'encoded last segment': last ? `${path.slice(0, lastSlash + 1)}${encodeFirstLetter(last)}` : path,
    'leading double slash': `/${path}`,
    'inner double slash': `/${first}//${tail}`,
    'trailing slash': `${path}/`,
    'dot segment': `/${first}/./${tail}`,
    'upper case': `/${first.toUpperCase()}/${tail}`,
    'encoded slash': `/${first}%2F${tail}`,
  };
}

function encodeChar(char: string): string {
  return /[a-z]/i.test(char) ? `%${char.charCodeAt(0).toString(16)}` : char;
}

const ANY_ID = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let adminCookie: string;
/** Rate limits on (300/min per address), so that every answer shows the limit it counts against. */
let limited: TestContext;
let limitedCookie: string;
beforeAll(async () => {
  ({ ctx, cookie: adminCookie } = await createAdminTestContext({}, 'spelling-admin'));
  ({ ctx: limited, cookie: limitedCookie } = await createAdminTestContext(
    { rateLimitScale: 1 },
    'spelling-admin',
  ));
});
afterAll(async () => {
  await ctx.close();
  await limited.close();
});

function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, ANY_ID);
}

interface Observed {
  status: number;
  cacheControl: string | undefined;
  rateLimit: string | undefined;
}

function observe(response: LightMyRequestResponse): Observed {
  return {
    status: response.statusCode,
    cacheControl: response.headers['cache-control'] as string | undefined,
    rateLimit: response.headers['x-ratelimit-limit'] as string | undefined,
  };
}

describe('every API route answers the same whatever the spelling of its path', () => {
  it('signed in as an administrator (session loader, Cache-Control, rate limits)', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.apiRoutes.filter((r) => r.method === 'GET')) {
      const canonical = concrete(route.url);
      const expected = observe(await request(limited.app, 'GET', canonical, { cookie: limitedCookie }));
      if (!expected.rateLimit || expected.cacheControl !== 'no-store') {
        failures.push(`${canonical}: canonical answer lacks its guards ${JSON.stringify(expected)}`);
      }
      for (const [spelling, path] of Object.entries(spellingsOf(route.url))) {
        const url = concrete(path);
        const actual = observe(await request(limited.app, 'GET', url, { cookie: limitedCookie }));
        if (actual.status === 404) {
          if (actual.cacheControl !== 'no-store') failures.push(`${url} (${spelling}): 404 without no-store`);
          continue;
        }
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          failures.push(`${url} (${spelling}): ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('from another site with a session (the CSRF Origin check)', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.apiRoutes.filter((r) => r.method !== 'GET')) {
      for (const [spelling, path] of Object.entries({ canonical: route.url, ...spellingsOf(route.url) })) {
        const url = concrete(path);
        const response = await request(ctx.app, route.method as 'POST', url, {
          cookie: adminCookie,
          body: {},
          headers: { origin: 'https://evil.example' },
        });
        // A cross-site request never reaches a handler, whatever route it spells.
        if (response.statusCode !== 403) {
          failures.push(`${route.method} ${url} (${spelling}): ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('shares one rate-limit counter between spellings of a route', async () => {
    await withTestContext({ rateLimitScale: 1 }, async (fresh) => {
      // The login route allows 5 per minute per address; six attempts spread over spellings must hit it.
      const paths = ['/api/login', '/%61pi/login', '/api/logi%6E', '/api/l%6Fgin', '/api/%6c%6f%67%69%6e'];
      const statuses: number[] = [];
      for (const url of [...paths, '/%61pi/%6cogin']) {
        const response = await request(fresh.app, 'POST', url, {
          body: { username: 'nobody', password: 'wrong-password-123' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  it.each(['/api/nothing-here', '/%61pi/nothing-here', '/API/nothing-here', '//api/nothing-here'])(
    'answers an API path that matches no route with a JSON 404, however it is spelled: %s',
    async (url) => {
      const response = await request(ctx.app, 'GET', url, { cookie: adminCookie });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('treats an empty path parameter as no resource (a trailing slash never matches /:id)', async () => {
    const response = await request(ctx.app, 'GET', '/api/campaigns/', { cookie: adminCookie });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the origin of a same-origin request valid on spelled paths', async () => {
    const cookie = await signIn(ctx, 'spelling-admin');
    const response = await request(ctx.app, 'POST', '/%61pi/logout', {
      cookie,
      body: {},
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
  });
});
