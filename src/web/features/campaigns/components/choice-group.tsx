import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { FieldAlert } from './wizard-parts';

const CHIP = cn(
  'relative inline-flex cursor-pointer select-none items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors duration-150',
  'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
  'has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-800',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950 dark:has-checked:text-indigo-200',
);

/** A checkbox group drawn as toggle chips (each chip is a real checkbox, named by its text). */
export function ChipGroup<T extends string>({
  legend,
  description,
  options,
  selected,
  onToggle,
  error,
}: {
  legend: string;
  description?: string;
  options: readonly T[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend}
        <span className="ml-2 font-normal text-slate-500 tabular-nums dark:text-slate-400">
          {selected.length} selected
        </span>
      </legend>
      {description ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{description}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => {
          const isChecked = selected.includes(option);
          return (
            <label key={option} className={CHIP}>
              <input
                type="checkbox"
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
                checked={isChecked}
                onChange={() => onToggle(option)}
              />
              {isChecked ? <Check aria-hidden="true" className="size-3.5" strokeWidth={3} /> : null}
              {option}
            </label>
          );
        })}
      </div>
      {error ? <FieldAlert id={errorId}>{error}</FieldAlert> : null}
    </fieldset>
  );
}

/** A radio group drawn as a segmented control. */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  labels,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labels?: Partial<Record<T, string>>;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-2 grid grid-flow-col auto-cols-fr gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-950">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              // min-w-0: on a narrow phone a long option wraps inside its segment rather than pushing past the control.
              'relative flex min-w-0 cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium capitalize text-slate-600 transition-colors duration-150 sm:px-3',
              'hover:text-slate-900 has-checked:bg-white has-checked:text-indigo-700 has-checked:shadow-xs has-checked:ring-1 has-checked:ring-slate-200',
              'has-focus-visible:outline-2 has-focus-visible:outline-indigo-600',
              'dark:text-slate-400 dark:has-checked:bg-slate-800 dark:has-checked:text-indigo-300 dark:has-checked:ring-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
            />
            {labels?.[option] ?? option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
