import { Pause, Pencil, Play, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ReportSchedule } from '../../../../shared/report-schedules';
import { describeSchedule, REPORT_SCHEDULE_MESSAGES } from '../../../../shared/report-schedules-rules';
import { REPORT_TYPES } from '../../../../shared/reports-rules';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { PendingButton } from '../../../components/ui/pending-button';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import {
  useDeleteReportSchedule,
  useSendReportSchedule,
  useUpdateReportSchedule,
} from '../api/report-schedules';

/** Send now, Pause / Resume, Edit and Delete (after a confirmation). */
export function ScheduleActions({
  schedule,
  describedBy,
  onEdit,
}: {
  schedule: ReportSchedule;
  describedBy: string;
  onEdit: (schedule: ReportSchedule) => void;
}) {
  const notify = useNotify();
  const send = useSendReportSchedule();
  const update = useUpdateReportSchedule();
  const remove = useDeleteReportSchedule();
  const [isConfirming, setIsConfirming] = useState(false);
  // mutateAsync, not mutate's callbacks: a deleted schedule's row (and these buttons) leaves before they would run.
  const run = async <T,>(action: () => Promise<T>, done: (result: T) => void, failureTitle: string) => {
    try {
      done(await action());
    } catch (error) {
      notify({ type: 'error', title: failureTitle, description: errorMessage(error) });
    }
  };

  const sendNow = () =>
    run(
      () => send.mutateAsync(schedule.id),
      () => notify({ type: 'success', title: REPORT_SCHEDULE_MESSAGES.sent }),
      'The report could not be sent',
    );
  const toggle = () =>
    run(
      () => update.mutateAsync({ id: schedule.id, changes: { enabled: !schedule.enabled } }),
      (saved) =>
        notify({
          type: 'success',
          title: saved.enabled ? 'Schedule resumed' : 'Schedule paused',
          ...(saved.enabled ? {} : { description: 'It is not sent until you resume it.' }),
        }),
      'The schedule could not be changed',
    );
  const confirmDelete = async () => {
    await run(
      () => remove.mutateAsync(schedule.id),
      () => notify({ type: 'success', title: REPORT_SCHEDULE_MESSAGES.deleted }),
      'The schedule could not be deleted',
    );
    setIsConfirming(false);
  };

  const count = schedule.recipients.length;
  const audience = count === 1 ? 'its recipient' : `its ${count} recipients`;
  const common = { size: 'sm', variant: 'secondary', 'aria-describedby': describedBy } as const;
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      <PendingButton
        {...common}
        isPending={send.isPending}
        icon={<Send aria-hidden="true" className="size-4" />}
        onClick={() => void sendNow()}
      >
        Send now
      </PendingButton>
      <PendingButton
        {...common}
        isPending={update.isPending}
        icon={
          schedule.enabled ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )
        }
        onClick={() => void toggle()}
      >
        {schedule.enabled ? 'Pause' : 'Resume'}
      </PendingButton>
      <Button {...common} onClick={() => onEdit(schedule)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button {...common} variant="ghost" onClick={() => setIsConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete scheduled report"
        description={`The ${REPORT_TYPES[schedule.type]} report stops going out to ${audience}. This cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
      >
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 dark:bg-slate-950 dark:text-white">
          {describeSchedule(schedule)}
        </p>
      </ConfirmDialog>
    </div>
  );
}
