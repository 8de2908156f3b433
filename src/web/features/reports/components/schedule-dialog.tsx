import type { Period } from '../../../../shared/analytics';
import type {
  CreateReportSchedule,
  ReportRecipient,
  ReportSchedule,
} from '../../../../shared/report-schedules';
import type { ReportType } from '../../../../shared/reports';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { onDismiss } from '../../../lib/on-dismiss';
import { useCurrentUser } from '../../auth';
import { useReportRecipients } from '../api/report-schedules';
import { ScheduleForm } from './schedule-form';

/** What the dialog is open for: a new schedule of the report on screen, or changing an existing one. */
export type ScheduleEditor =
  | { mode: 'create'; type: ReportType; period: Period }
  | { mode: 'edit'; schedule: ReportSchedule };

const DEFAULT_HOUR = 8;

/** The "Schedule by e-mail" dialog, for a new schedule and for editing one; open while there is an editor. */
export function ScheduleDialog({
  editor,
  timeZone,
  onClose,
}: {
  editor: ScheduleEditor | null;
  /** The workspace time zone (from the report on screen) for a new schedule. */
  timeZone: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={editor !== null} onOpenChange={onDismiss(onClose)}>
      {editor ? (
        <DialogContent
          title={editor.mode === 'edit' ? 'Edit scheduled report' : 'Schedule by e-mail'}
          description="The report goes out as a PDF to the recipients, each week or month at the hour you choose."
          className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        >
          <ScheduleDialogBody
            editor={editor}
            timeZone={editor.mode === 'edit' ? editor.schedule.timeZone : timeZone}
            onSaved={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The form, once the members it may go to are known (the defaults depend on them). */
function ScheduleDialogBody({
  editor,
  timeZone,
  onSaved,
}: {
  editor: ScheduleEditor;
  timeZone: string | undefined;
  onSaved: () => void;
}) {
  const recipients = useReportRecipients();
  const user = useCurrentUser().data;

  if (recipients.isPending) return <ListLoading text="Loading the recipients" rows={2} rowClassName="h-12" />;
  if (recipients.isError)
    return (
      <ListError
        title="The recipients could not be loaded"
        error={recipients.error}
        onRetry={() => void recipients.refetch()}
      />
    );

  const dropped =
    editor.mode === 'edit' ? editor.schedule.recipients.filter((r) => !isAmong(r, recipients.data)) : [];
  return (
    <>
      {dropped.length ? (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950 dark:text-amber-300">
          No longer able to receive reports, so left out: {dropped.map((r) => r.name).join(', ')}.
        </p>
      ) : null}
      <ScheduleForm
        scheduleId={editor.mode === 'edit' ? editor.schedule.id : undefined}
        defaultValues={defaultsFor(editor, recipients.data, user?.id)}
        timeZone={timeZone}
        recipients={recipients.data}
        onSaved={onSaved}
      />
    </>
  );
}

function isAmong(recipient: ReportRecipient, list: ReportRecipient[]): boolean {
  return list.some((r) => r.id === recipient.id);
}

/** An existing schedule's values, or the report on screen sent weekly on Monday at 08:00 to the signed-in user. */
function defaultsFor(
  editor: ScheduleEditor,
  recipients: ReportRecipient[],
  userId: string | undefined,
): CreateReportSchedule {
  if (editor.mode === 'edit') {
    const { type, period, frequency, day, hour, recipients: chosen } = editor.schedule;
    return {
      type,
      period,
      frequency,
      day,
      hour,
      recipientIds: chosen.filter((r) => isAmong(r, recipients)).map((r) => r.id),
    };
  }
  return {
    type: editor.type,
    period: editor.period,
    frequency: 'weekly',
    day: 1,
    hour: DEFAULT_HOUR,
    recipientIds: recipients.some((r) => r.id === userId) && userId ? [userId] : [],
  };
}
