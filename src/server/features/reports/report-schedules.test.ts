import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SCHEDULE_MESSAGES } from '../../../shared/report-schedules';
import { reportSchedules } from '../../db/schema';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';
import { startTestSmtpServer } from '../../test/smtp';
import { countSendings, runDueSchedules, type ScheduleDeps } from './report-schedules.service';
import { nextSlot } from './schedule-slots';

/** Issue 16, item 5: the performance report by e-mail, weekly or monthly, with "Send now" and a history. */
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let ctx: TestContext;
let analyst: string;
let manager: string;
let user: string;
let analystId: string;
let managerId: string;
let plainUserId: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  analystId = (await createUser(ctx, { username: 'rs-analyst', role: 'analyst', firstName: 'Ana' })).id;
  managerId = (
    await createUser(ctx, {
      username: 'rs-manager',
      role: 'marketing_manager',
      firstName: 'Mo',
      email: 'mo@example.com',
    })
  ).id;
  plainUserId = (await createUser(ctx, { username: 'rs-user', role: 'user' })).id;
  analyst = await signIn(ctx, 'rs-analyst');
  manager = await signIn(ctx, 'rs-manager');
  user = await signIn(ctx, 'rs-user');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const deps = (now?: Date): ScheduleDeps => ({
  db: ctx.handle.db,
  timeZone: 'UTC',
  workspace: 'localhost:5000',
  appOrigin: 'http://localhost:5000',
  onMailQueued: () => void ctx.app.mailOutbox.kick(),
  ...(now ? { now } : {}),
});

const weekly = { type: 'executive', period: '30d', frequency: 'weekly', day: 1, hour: 8 };
const create = (cookie: string, body: object) =>
  request(ctx.app, 'POST', '/api/reports/schedules', { cookie, body });

describe('report schedules', () => {
  it('are for analysts and above; plain users get 403', async () => {
    expect((await request(ctx.app, 'GET', '/api/reports/schedules', { cookie: user })).statusCode).toBe(403);
    expect((await create(user, { ...weekly, recipientIds: [plainUserId] })).statusCode).toBe(403);
    const recipients = (await request(ctx.app, 'GET', '/api/reports/recipients', { cookie: analyst })).json();
    expect(recipients.map((r: { id: string }) => r.id).sort()).toEqual([analystId, managerId].sort());
  });

  it('refuses a day the frequency has not, an hour out of range and recipients outside the workspace, saving nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...weekly, day: 8, recipientIds: [analystId] }, 'day', REPORT_SCHEDULE_MESSAGES.weeklyDay],
      [
        { ...weekly, frequency: 'monthly', day: 29, recipientIds: [analystId] },
        'day',
        REPORT_SCHEDULE_MESSAGES.monthlyDay,
      ],
      [{ ...weekly, hour: 24, recipientIds: [analystId] }, 'hour', REPORT_SCHEDULE_MESSAGES.hour],
      [{ ...weekly, recipientIds: [] }, 'recipientIds', REPORT_SCHEDULE_MESSAGES.recipientsRequired],
      // A plain user may not see reports, so may not be sent one; nor may an address that is not a member.
      [{ ...weekly, recipientIds: [plainUserId] }, 'recipientIds', REPORT_SCHEDULE_MESSAGES.recipientUnknown],
      [
        { ...weekly, recipientIds: [crypto.randomUUID()] },
        'recipientIds',
        REPORT_SCHEDULE_MESSAGES.recipientUnknown,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(analyst, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    }
    expect((await request(ctx.app, 'GET', '/api/reports/schedules', { cookie: analyst })).json()).toEqual([]);
  });

  it('sends now: the PDF goes to every recipient by SMTP, and the history shows the sending', async () => {
    const created = await create(analyst, { ...weekly, recipientIds: [analystId, managerId] });
    expect(created.statusCode).toBe(201);
    const schedule = created.json();
    expect(schedule).toMatchObject({
      frequency: 'weekly',
      day: 1,
      hour: 8,
      timeZone: 'UTC',
      enabled: true,
      canModify: true,
      history: [],
      owner: { id: analystId },
    });
    expect(schedule.recipients.map((r: { email: string }) => r.email)).toContain('mo@example.com');
    expect(Date.parse(schedule.nextRunAt)).toBe(
      nextSlot(
        { frequency: 'weekly', day: 1, hour: 8 },
        'UTC',
        new Date(Date.parse(schedule.createdAt)),
      ).getTime(),
    );

    // Another analyst's schedule is not the manager's to send or change.
    expect(
      (await request(ctx.app, 'POST', `/api/reports/schedules/${schedule.id}/send`, { cookie: manager }))
        .statusCode,
    ).toBe(404);

    const before = smtp.messages.length;
    const sent = await request(ctx.app, 'POST', `/api/reports/schedules/${schedule.id}/send`, {
      cookie: analyst,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().history[0]).toMatchObject({ trigger: 'manual', recipients: 2, slot: null });
    await ctx.app.mailOutbox.kick();
    const mails = smtp.messages.slice(before);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(['mo@example.com', 'rs-analyst@example.com']);
    for (const mail of mails) {
      expect(mail.raw).toMatch(/Subject: Northstar: Executive Summary report, last 30 days/);
      expect(mail.raw).toMatch(
        /Content-Type: application\/pdf;\s+name=northstar-executive-report-30d-\d{4}-\d{2}-\d{2}\.pdf/,
      );
      // base64 of "%PDF-".
      expect(mail.raw).toContain('JVBERi0');
    }
    const after = (await request(ctx.app, 'GET', '/api/reports/schedules', { cookie: analyst })).json();
    expect(after[0].history[0]).toMatchObject({ status: 'sent', recipients: 2 });
  });

  it('sends a slot missed while the server was down once, not once per missed slot, and pauses and resumes', async () => {
    const schedule = (await create(analyst, { ...weekly, recipientIds: [analystId] })).json();
    // Down for three weeks: three Monday slots passed.
    await ctx.handle.db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(Date.now() - 21 * 86_400_000) })
      .where(eq(reportSchedules.id, schedule.id));
    const now = new Date();
    expect(await runDueSchedules(deps(now))).toBe(1);
    expect(await runDueSchedules(deps(now))).toBe(0);
    expect(await countSendings(ctx.handle.db, schedule.id)).toBe(1);
    const [row] = await ctx.handle.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, schedule.id));
    expect(row?.nextRunAt?.getTime()).toBe(
      nextSlot({ frequency: 'weekly', day: 1, hour: 8 }, 'UTC', now).getTime(),
    );

    const paused = await request(ctx.app, 'PATCH', `/api/reports/schedules/${schedule.id}`, {
      cookie: analyst,
      body: { enabled: false },
    });
    expect(paused.json()).toMatchObject({ enabled: false, nextRunAt: null });
    // Paused: its slot passes and nothing is sent (other schedules of this file are due then).
    await runDueSchedules(deps(new Date(Date.now() + 30 * 86_400_000)));
    expect(await countSendings(ctx.handle.db, schedule.id)).toBe(1);
    const resumed = await request(ctx.app, 'PATCH', `/api/reports/schedules/${schedule.id}`, {
      cookie: analyst,
      body: { enabled: true, frequency: 'monthly', day: 1, hour: 6 },
    });
    expect(resumed.json()).toMatchObject({ enabled: true, frequency: 'monthly', day: 1 });
    const wrongDay = await request(ctx.app, 'PATCH', `/api/reports/schedules/${schedule.id}`, {
      cookie: analyst,
      body: { day: 31 },
    });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().fieldErrors.day).toEqual([REPORT_SCHEDULE_MESSAGES.monthlyDay]);
  });

  it('is claimed by one instance when several run the scheduler at once', async () => {
    const schedule = (await create(analyst, { ...weekly, recipientIds: [analystId] })).json();
    await ctx.handle.db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(reportSchedules.id, schedule.id));
    const now = new Date();
    const results = await Promise.all([
      runDueSchedules(deps(now)),
      runDueSchedules(deps(now)),
      runDueSchedules(deps(now)),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await countSendings(ctx.handle.db, schedule.id)).toBe(1);
  });

  it('is deleted by its owner; others get 404', async () => {
    const schedule = (await create(analyst, { ...weekly, recipientIds: [analystId] })).json();
    expect(
      (await request(ctx.app, 'DELETE', `/api/reports/schedules/${schedule.id}`, { cookie: manager }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(ctx.app, 'DELETE', `/api/reports/schedules/${schedule.id}`, { cookie: analyst }))
        .statusCode,
    ).toBe(204);
    const list = (await request(ctx.app, 'GET', '/api/reports/schedules', { cookie: analyst })).json();
    expect(list.some((s: { id: string }) => s.id === schedule.id)).toBe(false);
  });
});
