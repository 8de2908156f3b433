import { type ReactNode, useId } from 'react';
import { PERIODS } from '../../../../shared/analytics-rules';
import type { ReportSchedule } from '../../../../shared/report-schedules';
import { describeSchedule } from '../../../../shared/report-schedules-rules';
import { REPORT_TYPES } from '../../../../shared/reports-rules';
import { Badge } from '../../../components/ui/badge';
import { formatInTimeZone } from '../../../lib/format';
import { ScheduleActions } from './schedule-actions';
import { ScheduleHistory } from './schedule-history';

/** One schedule: what goes to whom and when, its actions for those who may change it, and its history. */
export function ScheduleItem({
  schedule,
  onEdit,
}: {
  schedule: ReportSchedule;
  onEdit: (schedule: ReportSchedule) => void;
}) {
  const titleId = useId();
  const title = `${REPORT_TYPES[schedule.type]} · ${PERIODS[schedule.period].label}`;
  const zoned = (at: string) => formatInTimeZone(at, schedule.timeZone);

  return (
    <article aria-labelledby={titleId}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-medium text-slate-900 dark:text-white">
              {title}
            </h3>
            {schedule.enabled ? null : <Badge tone="warning">Paused</Badge>}
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">{describeSchedule(schedule)}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600 dark:text-slate-400">
            <Fact term="To">{schedule.recipients.map((r) => r.name).join(', ') || 'No one'}</Fact>
            <Fact term="Next run">
              {schedule.nextRunAt ? (
                <time dateTime={schedule.nextRunAt}>{zoned(schedule.nextRunAt)}</time>
              ) : (
                'None while paused'
              )}
            </Fact>
            <Fact term="Last sent">
              <LastSent schedule={schedule} zoned={zoned} />
            </Fact>
            <Fact term="Scheduled by">{schedule.owner.name}</Fact>
          </dl>
        </div>
        {schedule.canModify ? (
          <ScheduleActions schedule={schedule} describedBy={titleId} onEdit={onEdit} />
        ) : null}
      </div>
      <ScheduleHistory history={schedule.history} timeZone={schedule.timeZone} describedBy={titleId} />
    </article>
  );
}

const SENDING_STATE = { sending: ' · on its way', sent: '', failed: ' · failed' } as const;

/**
 * The newest sending, by the schedule or "Send now" (the server's lastRunAt is the scheduler's slot only, so a
 * report sent by hand would otherwise read "Not sent yet"), and whether its mails have gone out.
 */
function LastSent({ schedule, zoned }: { schedule: ReportSchedule; zoned: (at: string) => string }) {
  const [newest] = schedule.history;
  const at = newest?.at ?? schedule.lastRunAt;
  if (!at) return <>Not sent yet</>;
  return (
    <>
      <time dateTime={at}>{zoned(at)}</time>
      {newest ? SENDING_STATE[newest.status] : null}
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 break-words text-slate-800 tabular-nums dark:text-slate-200">{children}</dd>
    </>
  );
}
