import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { CreateReportSchedule } from '../../../../shared/report-schedules';
import {
  formatHour,
  MONTHLY_DAY_MAX,
  SCHEDULE_FREQUENCIES,
  type ScheduleFrequency,
  WEEKDAY_NAMES,
} from '../../../../shared/report-schedules-rules';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { FieldError } from './schedule-recipients';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MONTH_DAYS = Array.from({ length: MONTHLY_DAY_MAX }, (_, i) => i + 1);
const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/** The parts of the schedule form's useForm that its field groups use. */
export type ScheduleFormParts = Pick<
  UseFormReturn<CreateReportSchedule>,
  'register' | 'control' | 'setValue' | 'formState'
>;

/** When the schedule sends: weekly or monthly, the day (a weekday or 1–28) and the hour in the workspace time zone. */
export function ScheduleTimingFields({
  form,
  timeZone,
}: {
  form: ScheduleFormParts;
  timeZone: string | undefined;
}) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const frequencyErrorId = useId();
  const frequency = useWatch({ control, name: 'frequency' });
  return (
    <>
      <fieldset aria-describedby={errors.frequency ? frequencyErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Frequency</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {SCHEDULE_FREQUENCIES.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                className="size-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                {...register('frequency', {
                  // A weekday number means another day of the month: start the new choice from the first.
                  onChange: () => setValue('day', 1, { shouldValidate: Boolean(errors.day) }),
                })}
              />
              {FREQUENCY_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id={frequencyErrorId} message={errors.frequency?.message} />
      </fieldset>

      <div className="grid grid-cols-2 gap-4">
        <FormField
          key={frequency}
          label={frequency === 'monthly' ? 'Day of the month' : 'Day of the week'}
          error={errors.day?.message}
          hint={frequency === 'monthly' ? `1 to ${MONTHLY_DAY_MAX}: every month has it` : undefined}
        >
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('day', { valueAsNumber: true })}>
              {frequency === 'monthly'
                ? MONTH_DAYS.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))
                : WEEKDAY_NAMES.map((name, i) => (
                    <option key={name} value={i + 1}>
                      {name}
                    </option>
                  ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Hour"
          error={errors.hour?.message}
          hint={timeZone ? `In ${timeZone}` : 'In the workspace time zone'}
        >
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('hour', { valueAsNumber: true })}>
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {formatHour(h)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </>
  );
}
