import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGES } from '../../../shared/currency';
import type { Role } from '../../../shared/roles';
import { auditLog } from '../../db/schema';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { workspaceCurrency } from '.';

/** The workspace currency (issue 29): an ISO 4217 code an admin sets, audited, never converting stored figures. */
const ctx = testContextForFile();
let admin: string;
let adminId: string;
let analyst: string;

beforeAll(async () => {
  adminId = (await createUser(ctx, { username: 'cur-admin', role: 'admin' })).id;
  await createUser(ctx, { username: 'cur-analyst', role: 'analyst' });
  admin = await signIn(ctx, 'cur-admin');
  analyst = await signIn(ctx, 'cur-analyst');
});

const setCurrency = (currency: unknown, cookie = admin) =>
  request(ctx.app, 'PATCH', '/api/admin/settings', { cookie, body: { currency } });
const settingsSeenBy = async (cookie: string) =>
  (await request(ctx.app, 'GET', '/api/settings', { cookie })).json();
const settingsChanges = () =>
  ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'workspace.settings_changed'));

describe('workspace currency', () => {
  it('is USD until an admin sets one, for every signed-in user and for the server', async () => {
    expect(await settingsSeenBy(analyst)).toMatchObject({ currency: 'USD' });
    expect(await workspaceCurrency(ctx.handle.db)).toBe('USD');
  });

  it('refuses what is not an ISO 4217 code with the currency message, and changes nothing', async () => {
    for (const currency of ['EURO', 'XYZ', 123, '', 'E1R', 'eur', ' EUR ']) {
      const response = await setCurrency(currency);
      expect(response.statusCode, String(currency)).toBe(400);
      expect(response.json().fieldErrors.currency, String(currency)).toEqual([CURRENCY_MESSAGES.invalid]);
    }
    expect(await settingsSeenBy(admin)).toMatchObject({ currency: 'USD' });
    expect(await settingsChanges()).toEqual([]);
  });

  it('is refused to everyone but admins (403), and to visitors (401)', async () => {
    const roles: Exclude<Role, 'admin'>[] = ['user', 'analyst', 'marketing_manager', 'marketing_director'];
    for (const role of roles) {
      await createUser(ctx, { username: `cur-no-${role}`, role });
      const cookie = await signIn(ctx, `cur-no-${role}`);
      expect((await setCurrency('EUR', cookie)).statusCode, role).toBe(403);
      expect((await request(ctx.app, 'GET', '/api/admin/settings', { cookie })).statusCode, role).toBe(403);
    }
    expect(
      (await request(ctx.app, 'PATCH', '/api/admin/settings', { body: { currency: 'EUR' } })).statusCode,
    ).toBe(401);
    expect(await workspaceCurrency(ctx.handle.db)).toBe('USD');
    expect(await settingsChanges()).toEqual([]);
  });

  it('stores the code, audits the change with before and after, once', async () => {
    const response = await setCurrency('EUR');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      launchApproval: false,
      requireTwoFactor: false,
      currency: 'EUR',
      locale: 'en-US',
    });
    expect(await settingsSeenBy(analyst)).toMatchObject({ currency: 'EUR' });
    expect(await workspaceCurrency(ctx.handle.db)).toBe('EUR');

    const [change, ...more] = await settingsChanges();
    expect(more).toEqual([]);
    expect(change).toMatchObject({
      actorId: adminId,
      targetType: 'workspace',
      before: { currency: 'USD' },
      after: { currency: 'EUR' },
    });
    // The other settings are audited as they stand, unchanged.
    expect(change?.before).toMatchObject({ launchApproval: false, requireTwoFactor: false });
    expect(change?.after).toMatchObject({ launchApproval: false, requireTwoFactor: false });

    // Saving the same code again is no change: nothing more is audited.
    expect((await setCurrency('EUR')).statusCode).toBe(200);
    expect(await settingsChanges()).toHaveLength(1);
  });
});
