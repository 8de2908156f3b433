import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/http';
import { isAllowed, ROLES, type Role } from '../../shared/roles';
import { buildApp } from '../app';
import { createUser, request, signIn, testContextForFile } from '../test/helpers';

/**
 * Every /api route × visitor and each role, driven by the shared role table: a route the table allows never
 * answers 401 or the guard's 403, and a route it forbids answers 401 to visitors and 403 to signed-in users.
 */
const ctx = testContextForFile();
beforeAll(async () => {
  for (const role of ROLES) {
    await createUser(ctx, { username: `matrix-${role}`, role });
  }
  await ctx.app.ready();
});

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('role matrix', () => {
  it('covers at least the account and admin calls', () => {
    const routes = ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/user',
        'POST /api/login',
        'POST /api/register',
        'POST /api/logout',
        'GET /api/admin/users',
        'PATCH /api/admin/users/:id/role',
        'POST /api/admin/make-admin',
      ]),
    );
  });

  const identities: (Role | null)[] = [null, ...ROLES];
  it.each(identities.map((role) => [role ?? 'visitor', role] as const))(
    'holds for %s',
    async (_label, role) => {
      const cookie = role ? await signIn(ctx, `matrix-${role}`) : undefined;
      for (const route of ctx.app.apiRoutes) {
        if (route.url === '/api/logout' || route.url === '/api/login' || route.url === '/api/register') {
          // Public by declaration; exercised without side effects on the session below.
          expect(route.access).toBe('public');
          continue;
        }
        const url = route.url.replace(/:(\w+)/g, SAMPLE_ID);
        const response = await request(ctx.app, route.method as 'GET', url, {
          cookie,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
        });
        const allowed = isAllowed(route.access, role);
        const label = `${route.method} ${route.url} as ${role ?? 'visitor'} → ${response.statusCode} ${response.body}`;
        if (allowed) {
          expect(response.statusCode, label).not.toBe(401);
          const isGuardRefusal =
            response.statusCode === 403 && response.json().message === STATUS_MESSAGES[403];
          expect(isGuardRefusal, label).toBe(false);
        } else {
          expect(response.statusCode, label).toBe(role ? 403 : 401);
        }
      }
    },
  );
});

describe('route declarations', () => {
  it('refuses to start when an /api route does not declare who may call it', async () => {
    const app = await buildApp({ config: ctx.config, db: ctx.handle.db, webRoot: null });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/does not declare config.access/);
    await app.close();
  });
});
