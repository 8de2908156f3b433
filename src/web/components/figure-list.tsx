import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A short list of named figures, each name on the left and its value on the right in tabular figures: a budget's
 * split, an import's counts.
 */
export function FigureList({
  items,
  label,
  className,
}: {
  items: readonly (readonly [name: string, value: ReactNode])[];
  /** The list's accessible name, where no heading names it. */
  label?: string;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn('space-y-1.5 text-sm', className)}>
      {items.map(([name, value]) => (
        <div key={name} className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">{name}</dt>
          <dd className="font-semibold tabular-nums text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
