import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

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
  if (value === null) {
    return (
      <ProgressPrimitive.Root
        value={null}
        aria-label={label}
        className={cn('relative h-1 w-full overflow-hidden bg-slate-100 dark:bg-slate-800', className)}
      >
        <ProgressPrimitive.Indicator
          className={cn('progress-indeterminate h-full w-2/5 bg-indigo-600', indicatorClassName)}
        />
      </ProgressPrimitive.Root>
    );
  }
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      aria-label={label}
      className={cn('relative h-1 w-full overflow-hidden bg-slate-100 dark:bg-slate-800', className)}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full origin-left bg-indigo-600', indicatorClassName)}
        style={{ transform: `scaleX(${clamped / 100})` }}
      />
    </ProgressPrimitive.Root>
  );
}
