import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from '../shared/api-routes';
import { createTestContext, type TestContext } from './test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
});
afterAll(() => ctx.close());

/** Fastify writes `:id`; OpenAPI writes `{id}`. */
const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the API route table (src/shared/api-routes.ts)', () => {
  it('is exactly what the server registers under /api', async () => {
    const document = (await ctx.app.openApiDocument()) as { paths: Record<string, unknown> };
    const documented = Object.keys(document.paths).filter((path) => path.startsWith('/api/'));
    const table = Object.values(API_ROUTES)
      .filter((path) => path !== API_ROUTES.docs)
      .map(openApiPath);
    expect(documented.sort()).toEqual([...new Set(table)].sort());
    expect(ctx.app.hasRoute({ method: 'GET', url: API_ROUTES.docs })).toBe(true);
  });

  it('builds request paths with every parameter percent-encoded', () => {
    expect(apiPath(API_ROUTES.campaign, { id: 'a/b?c' })).toBe('/api/campaigns/a%2Fb%3Fc');
    expect(apiPath(API_ROUTES.analyticsExport, { period: '30d', channel: 'Google Search' })).toBe(
      '/api/analytics/30d/Google%20Search/export.csv',
    );
  });
});
