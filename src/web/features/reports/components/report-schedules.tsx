import { CalendarClock } from 'lucide-react';
import type { ReportSchedule } from '../../../../shared/report-schedules';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ListEmpty, ListLoading, QueryList } from '../../../components/ui/list-states';
import { useReportSchedules } from '../api/report-schedules';
import { ScheduleItem } from './schedule-item';

const HEADING_ID = 'scheduled-reports-heading';

/** The "Scheduled reports" card under the report: every schedule of the workspace, newest first. */
export function ReportSchedules({ onEdit }: { onEdit: (schedule: ReportSchedule) => void }) {
  const schedules = useReportSchedules();
  return (
    <Card role="region" aria-labelledby={HEADING_ID}>
      <CardHeader>
        <div>
          <CardTitle id={HEADING_ID}>Scheduled reports</CardTitle>
          <CardDescription>
            Reports e-mailed as a PDF each week or month; days and hours are in the workspace time zone.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <QueryList
          query={schedules}
          loading={<ListLoading text="Loading the scheduled reports" rows={2} rowClassName="h-24" />}
          errorTitle="The scheduled reports could not be loaded"
          empty={
            <ListEmpty icon={CalendarClock} title="No scheduled reports yet">
              Choose “Schedule by e-mail” above to send this report to your team every week or month.
            </ListEmpty>
          }
        >
          {(list) => (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((schedule) => (
                <li key={schedule.id} className="py-4 first:pt-0 last:pb-0">
                  <ScheduleItem schedule={schedule} onEdit={onEdit} />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </CardContent>
    </Card>
  );
}
