import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';
import { NativeSelect } from './native-select';

/** A label above its control: the layout of every filter bar. */
export function StackedField({
  label,
  htmlFor,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * A labelled native select of a filter bar; `onChange` receives the chosen option's value. The choices are
 * `options` ([value, label] pairs), after any `children` (an 'All' option, option groups).
 */
export function SelectField({
  label,
  id,
  className,
  value,
  onChange,
  options = [],
  children,
}: {
  label: string;
  /** A fixed id, where the page links to the control; otherwise a generated one. */
  id?: string;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  options?: readonly (readonly [value: string, label: string])[];
  children?: ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <StackedField label={label} htmlFor={controlId} className={className}>
      <NativeSelect id={controlId} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </StackedField>
  );
}

/**
 * A SelectField over a fixed set of values, each shown by its label: the choice arrives as one of `values`, so the
 * caller needs no cast.
 */
export function EnumSelectField<T extends string>({
  values,
  labels,
  value,
  onChange,
  ...field
}: {
  label: string;
  id?: string;
  className?: string;
  value: T;
  onChange: (value: T) => void;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
}) {
  return (
    <SelectField
      {...field}
      value={value}
      // The select offers only `values`, so what it reports is one of them.
      onChange={(chosen) => onChange(chosen as T)}
      options={values.map((option) => [option, labels[option]])}
    />
  );
}
