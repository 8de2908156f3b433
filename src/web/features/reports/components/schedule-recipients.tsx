import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { CreateReportSchedule, ReportRecipient } from '../../../../shared/report-schedules';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

/** A field's error line, the same as under a FormField's control. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-600 dark:text-red-400">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {message}
    </p>
  );
}

/** The recipients as a checkbox list (name and e-mail), grouped under one legend with its hint and error. */
export function RecipientsField({
  control,
  recipients,
  error,
  hint,
}: {
  control: Control<CreateReportSchedule>;
  recipients: ReportRecipient[];
  error: string | undefined;
  hint: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name="recipientIds"
      render={({ field }) => {
        const chosen = field.value ?? [];
        const toggle = (recipientId: string, isChecked: boolean) =>
          field.onChange(
            isChecked ? [...chosen, recipientId] : chosen.filter((chosenId) => chosenId !== recipientId),
          );
        return (
          <fieldset aria-describedby={error ? `${errorId} ${hintId}` : hintId}>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Recipients</legend>
            <div className="mt-0.5 flex items-baseline justify-between gap-3 text-xs text-slate-500 dark:text-slate-400">
              <p id={hintId}>{hint}</p>
              <span className="shrink-0 tabular-nums">{chosen.length} chosen</span>
            </div>
            {recipients.length === 0 ? (
              <p className="mt-2 rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                No one in this workspace can receive reports yet.
              </p>
            ) : (
              <ul className="mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
                {recipients.map((recipient, index) => {
                  const checkboxId = `${id}-${recipient.id}`;
                  return (
                    <li key={recipient.id} className="flex items-start gap-3 px-3 py-2">
                      <Checkbox
                        id={checkboxId}
                        // The first box takes the focus when the server refuses the list.
                        ref={index === 0 ? field.ref : undefined}
                        className="mt-0.5"
                        checked={chosen.includes(recipient.id)}
                        onCheckedChange={(checked) => toggle(recipient.id, checked === true)}
                        onBlur={field.onBlur}
                        aria-invalid={error ? true : undefined}
                      />
                      <Label htmlFor={checkboxId} className="min-w-0 cursor-pointer font-normal">
                        <span className="block font-medium">{recipient.name}</span>
                        <span className="block text-xs break-all text-slate-500 dark:text-slate-400">
                          {recipient.email}
                        </span>
                      </Label>
                    </li>
                  );
                })}
              </ul>
            )}
            <FieldError id={errorId} message={error} />
          </fieldset>
        );
      }}
    />
  );
}
