import { cn } from '../../../lib/cn';
import type { ImportStep } from './use-import-metrics-dialog';

const STEPS = ['Choose a file', 'Check', 'Import'] as const;

export function ImportStepList({ current }: { current: ImportStep }) {
  return (
    <ol aria-label="Import steps" className="mb-5 flex items-center gap-2 text-xs sm:gap-3 sm:text-sm">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const isCurrent = number === current;
        const isDone = number < current;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex min-w-0 items-center gap-2 sm:gap-3"
          >
            {index > 0 ? (
              <span aria-hidden="true" className="h-px w-4 shrink-0 bg-slate-300 sm:w-8 dark:bg-slate-700" />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                isCurrent
                  ? 'bg-indigo-600 text-white'
                  : isDone
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
                    : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
              )}
            >
              {number}
            </span>
            <span
              className={cn(
                'truncate',
                isCurrent
                  ? 'font-medium text-slate-900 dark:text-white'
                  : // A phone has room for one label, the current step's; the numbers stand for the others.
                    'text-slate-500 max-sm:sr-only dark:text-slate-400',
              )}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
