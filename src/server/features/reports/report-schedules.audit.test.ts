import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { runDueSchedules, type ScheduleDeps } from './report-schedules.service';

/**
 * Issue 28, item 8: a report schedule says who gets which report mailed, so creating, changing, deleting and sending
 * one is audited (the analyst who had reports mailed to an outside address left no trace before).
 */
const ctx = testContextForFile();
let analyst: string;
let admin: string;
let analystId: string;
let directorId: string;

beforeAll(async () => {
  analystId = (await createUser(ctx, { username: 'rsa-analyst', role: 'analyst' })).id;
  directorId = (await createUser(ctx, { username: 'rsa-director', role: 'marketing_director' })).id;
  await createUser(ctx, { username: 'rsa-admin', role: 'admin' });
  analyst = await signIn(ctx, 'rsa-analyst');
  admin = await signIn(ctx, 'rsa-admin');
});

const rowsOf = (id: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'report_schedule'), eq(auditLog.targetId, id)))
    .orderBy(auditLog.at);

describe('report schedule audit', () => {
  it('audits create, change (only what changed), send now, a scheduled send and delete', async () => {
    const body = {
      type: 'executive',
      period: '30d',
      frequency: 'weekly',
      day: 1,
      hour: 8,
      recipientIds: [analystId],
    };
    const created = await request(ctx.app, 'POST', '/api/reports/schedules', { cookie: analyst, body });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const changed = await request(ctx.app, 'PATCH', `/api/reports/schedules/${id}`, {
      cookie: analyst,
      body: { recipientIds: [analystId, directorId], hour: 8 },
    });
    expect(changed.statusCode).toBe(200);
    const sent = await request(ctx.app, 'POST', `/api/reports/schedules/${id}/send`, { cookie: analyst });
    expect(sent.statusCode).toBe(200);
    const deps: ScheduleDeps = {
      db: ctx.handle.db,
      timeZone: 'UTC',
      workspace: 'localhost:5000',
      appOrigin: 'http://localhost:5000',
      onMailQueued: () => undefined,
      now: new Date(Date.now() + 8 * 86_400_000),
    };
    expect(await runDueSchedules(deps)).toBe(1);
    const deleted = await request(ctx.app, 'DELETE', `/api/reports/schedules/${id}`, { cookie: analyst });
    expect(deleted.statusCode).toBe(204);

    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['report_schedule.created', analystId],
      ['report_schedule.updated', analystId],
      ['report_schedule.sent', analystId],
      ['report_schedule.sent', null],
      ['report_schedule.deleted', analystId],
    ]);
    expect(rows[0]?.after).toMatchObject({
      type: 'executive',
      frequency: 'weekly',
      recipientIds: [analystId],
    });
    // The hour was sent unchanged: only the recipients are in the row.
    expect(rows[1]).toMatchObject({
      before: { recipientIds: [analystId] },
      after: { recipientIds: [analystId, directorId] },
    });
    expect(rows[2]?.after).toMatchObject({ trigger: 'manual', recipientIds: [analystId, directorId] });
    expect(rows[3]?.after).toMatchObject({ trigger: 'schedule' });
    expect(rows[4]?.before).toMatchObject({ ownerId: analystId, recipientIds: [analystId, directorId] });

    // The audit log names the recipients, not just their ids.
    const log = await request(ctx.app, 'GET', '/api/admin/audit?action=report_schedule.updated', {
      cookie: admin,
    });
    expect(log.statusCode).toBe(200);
    const [entry] = log.json();
    expect(Object.keys(entry.mentions).sort()).toEqual([analystId, directorId].sort());
  });
});
