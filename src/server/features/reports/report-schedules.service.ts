import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Period } from '../../../shared/analytics';
import { formatCalendarDate } from '../../../shared/locale';
import {
  type CreateReportSchedule,
  dayProblem,
  describeSchedule,
  REPORT_SCHEDULE_MESSAGES,
  type ReportRecipient,
  type ReportSchedule,
  type ReportSending,
  SCHEDULE_HISTORY_SIZE,
  type ScheduleFrequency,
  type UpdateReportSchedule,
} from '../../../shared/report-schedules';
import { REPORT_TYPES, type ReportType } from '../../../shared/reports';
import { rolesFor } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { mailOutbox, reportSchedules, reportSendings, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail-outbox';
import { escapeHtml } from '../../lib/mailer';
import type { Viewer } from '../../lib/viewer';
import { renderReportPdf } from './report-pdf';
import { audited, auditSchedule, changedFields } from './report-schedules.audit';
import { buildPerformanceReport, type ReportDeps } from './reports.service';
import { nextSlot } from './schedule-slots';

/**
 * Scheduled performance reports (src/shared/report-schedules.ts): the schedules' CRUD, "Send now", and the
 * scheduler's tick. A sending builds the report as of the moment it is sent and queues one mail per recipient, PDF
 * attached, in the outbox (which retries); its status is its mails' status.
 */

export interface ScheduleDeps extends ReportDeps {
  appOrigin: string;
  /** Wakes the mail outbox after mail was queued. */
  onMailQueued: () => void;
}

type ScheduleRow = typeof reportSchedules.$inferSelect;

const uuid = z.uuid();
const fullName = (u: { firstName: string; lastName: string; username: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.username;

/** Workspace members who may receive reports: those whose role may see them. */
export async function listRecipients(db: Database, ids?: string[]): Promise<ReportRecipient[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(
      and(inArray(users.role, [...rolesFor('analytics:view')]), ids ? inArray(users.id, ids) : undefined),
    )
    .orderBy(users.firstName, users.lastName, users.username);
  return rows.map((u) => ({ id: u.id, name: fullName(u), email: u.email }));
}

async function checkedRecipients(db: Database, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await listRecipients(db, unique);
  if (found.length !== unique.length)
    throw badRequest(REPORT_SCHEDULE_MESSAGES.recipientUnknown, {
      recipientIds: [REPORT_SCHEDULE_MESSAGES.recipientUnknown],
    });
  return unique;
}

/** Every sending's status from its mails: sent when all went, failed when any gave up, sending meanwhile. */
async function historyOf(db: Database, scheduleIds: string[]): Promise<Map<string, ReportSending[]>> {
  const byId = new Map<string, ReportSending[]>();
  if (!scheduleIds.length) return byId;
  const rows = await db
    .select()
    .from(reportSendings)
    .where(inArray(reportSendings.scheduleId, scheduleIds))
    .orderBy(desc(reportSendings.createdAt), desc(reportSendings.id));
  const mailIds = rows.flatMap((r) => r.mailIds);
  const mails = mailIds.length
    ? await db
        .select({ id: mailOutbox.id, status: mailOutbox.status, lastError: mailOutbox.lastError })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, mailIds))
    : [];
  const mailById = new Map(mails.map((m) => [m.id, m]));
  for (const row of rows) {
    const list = byId.get(row.scheduleId) ?? [];
    if (list.length >= SCHEDULE_HISTORY_SIZE) continue;
    const states = row.mailIds.map((id) => mailById.get(id));
    const failed = states.find((m) => m?.status === 'failed');
    list.push({
      id: row.id,
      at: row.createdAt.toISOString(),
      trigger: row.trigger === 'manual' ? 'manual' : 'schedule',
      slot: row.slot?.toISOString() ?? null,
      recipients: row.mailIds.length,
      status:
        row.error || failed
          ? 'failed'
          : states.length > 0 && states.every((m) => m?.status === 'sent')
            ? 'sent'
            : 'sending',
      error: row.error ?? failed?.lastError ?? null,
    });
    byId.set(row.scheduleId, list);
  }
  return byId;
}

async function present(deps: ScheduleDeps, viewer: Viewer, rows: ScheduleRow[]): Promise<ReportSchedule[]> {
  const recipientIds = [...new Set(rows.flatMap((r) => r.recipientIds))];
  const [recipients, owners, history] = await Promise.all([
    listRecipients(deps.db, recipientIds),
    rows.length
      ? deps.db
          .select({
            id: users.id,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(
            inArray(
              users.id,
              rows.map((r) => r.ownerId),
            ),
          )
      : Promise.resolve([]),
    historyOf(
      deps.db,
      rows.map((r) => r.id),
    ),
  ]);
  const recipientById = new Map(recipients.map((r) => [r.id, r]));
  const ownerById = new Map(owners.map((o) => [o.id, fullName(o)]));
  return rows.map((row) => ({
    id: row.id,
    owner: { id: row.ownerId, name: ownerById.get(row.ownerId) ?? 'A former member' },
    type: row.type as ReportType,
    period: row.period as Period,
    frequency: row.frequency as ScheduleFrequency,
    day: row.day,
    hour: row.hour,
    timeZone: deps.timeZone,
    // A member who left or lost access to reports is no longer sent it.
    recipients: row.recipientIds.flatMap((id) => recipientById.get(id) ?? []),
    enabled: row.enabled,
    nextRunAt: row.enabled ? (row.nextRunAt?.toISOString() ?? null) : null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    canModify: viewer.canModifyAll || row.ownerId === viewer.id,
    history: history.get(row.id) ?? [],
  }));
}

const now = (deps: ScheduleDeps) => deps.now ?? new Date();

export async function listSchedules(deps: ScheduleDeps, viewer: Viewer): Promise<ReportSchedule[]> {
  const rows = await deps.db.select().from(reportSchedules).orderBy(desc(reportSchedules.createdAt));
  return present(deps, viewer, rows);
}

async function one(deps: ScheduleDeps, viewer: Viewer, id: string): Promise<ReportSchedule> {
  const [row] = await deps.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  if (!row) throw notFound(REPORT_SCHEDULE_MESSAGES.notFound);
  return (await present(deps, viewer, [row]))[0] as ReportSchedule;
}

/** A schedule the viewer may change (its owner, directors, admins); 404 otherwise, as for campaigns. */
async function modifiable(deps: ScheduleDeps, viewer: Viewer, id: string): Promise<ScheduleRow> {
  if (!uuid.safeParse(id).success) throw notFound(REPORT_SCHEDULE_MESSAGES.notFound);
  const [row] = await deps.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  if (!row || !(viewer.canModifyAll || row.ownerId === viewer.id))
    throw notFound(REPORT_SCHEDULE_MESSAGES.notFound);
  return row;
}

export async function createSchedule(
  deps: ScheduleDeps,
  viewer: Viewer,
  input: CreateReportSchedule,
): Promise<ReportSchedule> {
  const recipientIds = await checkedRecipients(deps.db, input.recipientIds);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportSchedules)
      .values({
        ownerId: viewer.id,
        type: input.type,
        period: input.period,
        frequency: input.frequency,
        day: input.day,
        hour: input.hour,
        recipientIds,
        nextRunAt: nextSlot(input, deps.timeZone, now(deps)),
      })
      .returning();
    const created = row as ScheduleRow;
    await auditSchedule(tx, viewer.id, 'created', created.id, { before: null, after: audited(created) });
    return created.id;
  });
  return one(deps, viewer, id);
}

export async function updateSchedule(
  deps: ScheduleDeps,
  viewer: Viewer,
  id: string,
  input: UpdateReportSchedule,
): Promise<ReportSchedule> {
  const current = await modifiable(deps, viewer, id);
  const next = {
    frequency: (input.frequency ?? current.frequency) as ScheduleFrequency,
    day: input.day ?? current.day,
    hour: input.hour ?? current.hour,
  };
  const problem = dayProblem(next.frequency, next.day);
  if (problem) throw badRequest(problem, { day: [problem] });
  const enabled = input.enabled ?? current.enabled;
  const recipientIds = input.recipientIds ? await checkedRecipients(deps.db, input.recipientIds) : undefined;
  await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(reportSchedules)
      .set({
        ...(input.type ? { type: input.type } : {}),
        ...(input.period ? { period: input.period } : {}),
        ...next,
        ...(recipientIds ? { recipientIds } : {}),
        enabled,
        // Resumed or moved: from now on, not from the slots it missed while paused.
        nextRunAt: enabled ? nextSlot(next, deps.timeZone, now(deps)) : null,
        updatedAt: new Date(),
      })
      .where(eq(reportSchedules.id, id))
      .returning();
    const changed = saved ? changedFields(current, saved) : null;
    if (changed) await auditSchedule(tx, viewer.id, 'updated', id, changed);
  });
  return one(deps, viewer, id);
}

export async function deleteSchedule(deps: ScheduleDeps, viewer: Viewer, id: string): Promise<void> {
  const current = await modifiable(deps, viewer, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(reportSchedules).where(eq(reportSchedules.id, id));
    await auditSchedule(tx, viewer.id, 'deleted', id, {
      before: { ...audited(current), ownerId: current.ownerId },
      after: null,
    });
  });
}

function reportMail(schedule: ScheduleRow, recipient: ReportRecipient, deps: ScheduleDeps, title: string) {
  const link = `${deps.appOrigin}/performance?type=${schedule.type}&period=${schedule.period}`;
  const when = describeSchedule({
    ...schedule,
    frequency: schedule.frequency as ScheduleFrequency,
    timeZone: deps.timeZone,
  });
  const text = [
    `Hi ${recipient.name},`,
    '',
    `Attached is the ${title} for ${deps.workspace}.`,
    `Open it in Northstar: ${link}`,
    '',
    `You receive it because it is scheduled ${when.charAt(0).toLowerCase()}${when.slice(1)}.`,
    '— Northstar',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(recipient.name)},</p>
<p>Attached is the ${escapeHtml(title)} for ${escapeHtml(deps.workspace)}.</p>
<p><a href="${escapeHtml(link)}">Open it in Northstar</a></p>
<p style="color:#475569;font-size:12px">You receive it because it is scheduled ${escapeHtml(when.charAt(0).toLowerCase() + when.slice(1))}.</p>
<p>— Northstar</p>`;
  return { text, html };
}

/**
 * Builds the report now and queues one mail per recipient with the PDF; records the sending and audits it (who
 * sent it, `null` for the scheduler, and to whom) in the same transaction.
 */
async function send(
  deps: ScheduleDeps,
  schedule: ScheduleRow,
  trigger: 'schedule' | 'manual',
  slot: Date | null,
  actorId: string | null,
): Promise<void> {
  const recipients = await listRecipients(deps.db, schedule.recipientIds);
  try {
    if (!recipients.length) throw new Error('None of its recipients may receive reports any more');
    const report = await buildPerformanceReport(
      { ...deps, now: now(deps) },
      schedule.period as Period,
      schedule.type as ReportType,
    );
    const pdf = await renderReportPdf(report);
    const title = `${REPORT_TYPES[schedule.type as ReportType]} report, ${report.period.label.toLowerCase()} (${formatCalendarDate(report.period.start, report.locale)} to ${formatCalendarDate(report.period.end, report.locale)})`;
    const filename = `northstar-${report.type}-report-${report.period.key}-${report.period.end}.pdf`;
    await deps.db.transaction(async (tx) => {
      const mailIds: string[] = [];
      for (const recipient of recipients) {
        mailIds.push(
          await enqueueMail(tx, {
            to: recipient.email,
            subject: `Northstar: ${title}`,
            ...reportMail(schedule, recipient, deps, title),
            attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
          }),
        );
      }
      await tx.insert(reportSendings).values({ scheduleId: schedule.id, trigger, slot, mailIds });
      await auditSchedule(tx, actorId, 'sent', schedule.id, {
        after: { trigger, type: schedule.type, period: schedule.period, recipientIds: schedule.recipientIds },
      });
    });
    deps.onMailQueued();
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    await deps.db.transaction(async (tx) => {
      await tx.insert(reportSendings).values({ scheduleId: schedule.id, trigger, slot, error: message });
      await auditSchedule(tx, actorId, 'sent', schedule.id, { after: { trigger, error: message } });
    });
  }
}

/** "Send now": sent at once, whatever the schedule; the schedule's own slots stay as they are. */
export async function sendScheduleNow(
  deps: ScheduleDeps,
  viewer: Viewer,
  id: string,
): Promise<ReportSchedule> {
  const schedule = await modifiable(deps, viewer, id);
  await send(deps, schedule, 'manual', null, viewer.id);
  return one(deps, viewer, id);
}

/**
 * The scheduler's tick: claims the enabled schedules whose slot has passed and moves each to its next slot after
 * now, in one transaction holding their rows (FOR UPDATE SKIP LOCKED), so that of several instances exactly one
 * claims a slot, and a schedule that missed several slots while the server was down is sent once. Then sends them.
 * Returns how many were sent.
 */
export async function runDueSchedules(deps: ScheduleDeps): Promise<number> {
  const at = now(deps);
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(reportSchedules)
      .where(
        and(
          eq(reportSchedules.enabled, true),
          isNotNull(reportSchedules.nextRunAt),
          lte(reportSchedules.nextRunAt, at),
        ),
      )
      .orderBy(reportSchedules.nextRunAt)
      .limit(20)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(reportSchedules)
        .set({
          nextRunAt: nextSlot(
            { frequency: row.frequency as ScheduleFrequency, day: row.day, hour: row.hour },
            deps.timeZone,
            at,
          ),
          lastRunAt: at,
        })
        .where(eq(reportSchedules.id, row.id));
    }
    return due;
  });
  for (const schedule of claimed) await send(deps, schedule, 'schedule', schedule.nextRunAt, null);
  return claimed.length;
}

/** Counts sendings (tests and the scheduler's log). */
export async function countSendings(db: Database, scheduleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reportSendings)
    .where(eq(reportSendings.scheduleId, scheduleId));
  return row?.n ?? 0;
}
