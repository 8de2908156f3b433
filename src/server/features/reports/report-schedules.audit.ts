import type { Transaction } from '../../db/client';
import type { reportSchedules } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

/**
 * Report schedules' audit rows (issue 28, item 8): created, updated (only the changed fields, before and after),
 * deleted and sent, each written in the transaction of its change.
 */

type ScheduleRow = typeof reportSchedules.$inferSelect;

/** What a schedule's audit rows show (ASVS V16: who had which report mailed to whom, and when that changed). */
const AUDITED = ['type', 'period', 'frequency', 'day', 'hour', 'recipientIds', 'enabled'] as const;
export const audited = (row: ScheduleRow) => Object.fromEntries(AUDITED.map((key) => [key, row[key]]));

/** Only what changed between two versions of a schedule; null when nothing did. */
export function changedFields(before: ScheduleRow, after: ScheduleRow) {
  const keys = AUDITED.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (!keys.length) return null;
  const pick = (row: ScheduleRow) => Object.fromEntries(keys.map((key) => [key, row[key]]));
  return { before: pick(before), after: pick(after) };
}

export const auditSchedule = (
  tx: Transaction,
  actorId: string | null,
  action: 'created' | 'updated' | 'deleted' | 'sent',
  scheduleId: string,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) =>
  recordAudit(tx, {
    actorId,
    action: `report_schedule.${action}`,
    targetType: 'report_schedule',
    targetId: scheduleId,
    ...change,
  });
