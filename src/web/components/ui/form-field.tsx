import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';
import { PasswordInput } from './password-input';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Rendered at the end of the label row (for example a "Forgot password?" link). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error, wired together for assistive technology. */
export function FormField({ label, error, hint, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-600 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id' | 'className'>;

export function TextField({ label, error, hint, labelAside, className, ...inputProps }: FieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => <Input {...inputProps} {...control} />}
    </FormField>
  );
}

export function PasswordField({ label, error, hint, labelAside, className, ...inputProps }: FieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => <PasswordInput {...inputProps} {...control} />}
    </FormField>
  );
}
