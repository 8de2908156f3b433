import { cn } from '../../lib/cn';

/**
 * A progress bar (role progressbar, 0–100). Plain markup: all a bar needs is its ARIA values, and Radix's version
 * brought its context and primitive packages onto every page that shows one.
 */
export function Progress({
  value,
  label,
  className,
  indicatorClassName,
}: {
  /** null: indeterminate (one request with no progress to report); the bar sweeps instead of filling. */
  value: number | null;
  label: string;
  className?: string;
  indicatorClassName?: string;
}) {
  const clamped = value === null ? null : Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={clamped === null ? undefined : `${Math.round(clamped)}%`}
      data-state={clamped === null ? 'indeterminate' : clamped === 100 ? 'complete' : 'loading'}
      className={cn('relative h-1 w-full overflow-hidden bg-slate-100 dark:bg-slate-800', className)}
    >
      {clamped === null ? (
        <div className={cn('progress-indeterminate h-full w-2/5 bg-indigo-600', indicatorClassName)} />
      ) : (
        <div
          className={cn('h-full w-full origin-left bg-indigo-600', indicatorClassName)}
          style={{ transform: `scaleX(${clamped / 100})` }}
        />
      )}
    </div>
  );
}
