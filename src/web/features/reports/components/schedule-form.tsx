import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PERIODS, type Period } from '../../../../shared/analytics-rules';
import {
  type CreateReportSchedule,
  createReportScheduleSchema,
  type ReportRecipient,
} from '../../../../shared/report-schedules';
import {
  describeSchedule,
  REPORT_SCHEDULE_MESSAGES,
  SCHEDULE_RECIPIENTS_MAX,
} from '../../../../shared/report-schedules-rules';
import { REPORT_TYPES, type ReportType } from '../../../../shared/reports-rules';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { PendingButton } from '../../../components/ui/pending-button';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useCreateReportSchedule, useUpdateReportSchedule } from '../api/report-schedules';
import { RecipientsField } from './schedule-recipients';
import { type ScheduleFormParts, ScheduleTimingFields } from './schedule-timing-fields';

type ScheduleValues = z.output<typeof createReportScheduleSchema>;

/** The fields the server may name in a refusal, in the order the first one gets the focus. */
const SERVER_FIELDS = ['type', 'period', 'frequency', 'day', 'hour', 'recipientIds'] as const;

const TYPE_KEYS = Object.keys(REPORT_TYPES) as ReportType[];
const PERIOD_KEYS = Object.keys(PERIODS) as Period[];

/**
 * The schedule's form, checked by the same schema as the server's POST body; the server's field messages land under
 * the fields too. `scheduleId` edits that schedule (PATCH with every field), otherwise it creates one.
 */
export function ScheduleForm({
  scheduleId,
  defaultValues,
  timeZone,
  recipients,
  onSaved,
}: {
  scheduleId?: string;
  defaultValues: CreateReportSchedule;
  /** The workspace time zone the day and hour are in, when known. */
  timeZone: string | undefined;
  recipients: ReportRecipient[];
  onSaved: () => void;
}) {
  const create = useCreateReportSchedule();
  const update = useUpdateReportSchedule();
  const notify = useNotify();
  const form = useForm<CreateReportSchedule, unknown, ScheduleValues>({
    resolver: zodResolver(createReportScheduleSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [frequency, day, hour] = useWatch({ control, name: ['frequency', 'day', 'hour'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (scheduleId) await update.mutateAsync({ id: scheduleId, changes: values });
      else await create.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors<CreateReportSchedule>(error, SERVER_FIELDS, setError);
      notify({ type: 'error', title: 'The schedule could not be saved', description: errorMessage(error) });
      // Not ours to change (any more): nothing left to edit here.
      if (scheduleId && isApiError(error) && error.status === 404) onSaved();
      return;
    }
    notify({
      type: 'success',
      title: scheduleId ? REPORT_SCHEDULE_MESSAGES.updated : REPORT_SCHEDULE_MESSAGES.created,
    });
    onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ReportChoiceFields form={form} />

      <ScheduleTimingFields form={form} timeZone={timeZone} />

      <RecipientsField
        control={control}
        recipients={recipients}
        error={errors.recipientIds?.message}
        hint={`Members of this workspace who can see reports, up to ${SCHEDULE_RECIPIENTS_MAX}.`}
      />

      {timeZone && Number.isInteger(day) && Number.isInteger(hour) ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          {describeSchedule({ frequency, day, hour, timeZone })}
        </p>
      ) : null}

      <DialogActions>
        <PendingButton type="submit" isPending={isSubmitting}>
          {scheduleId ? 'Save schedule' : 'Schedule report'}
        </PendingButton>
      </DialogActions>
    </form>
  );
}

/** Which report goes out: its type and period. */
function ReportChoiceFields({ form }: { form: ScheduleFormParts }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Report type" error={errors.type?.message}>
        {(controlProps) => (
          <NativeSelect {...controlProps} {...register('type')}>
            {TYPE_KEYS.map((key) => (
              <option key={key} value={key}>
                {REPORT_TYPES[key]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Period" error={errors.period?.message}>
        {(controlProps) => (
          <NativeSelect {...controlProps} {...register('period')}>
            {PERIOD_KEYS.map((key) => (
              <option key={key} value={key}>
                {PERIODS[key].label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
