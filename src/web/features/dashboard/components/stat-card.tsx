import { Info, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tooltip } from '../../../components/ui/tooltip';

export function StatCard({
  label,
  value,
  note,
  definition,
  icon: Icon,
}: {
  label: string;
  /** null while loading: a skeleton of the same height keeps the card still. */
  value: string | null;
  note: string;
  /** What the figure measures, one line, on hover or focus of the label's info button. */
  definition: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-1 text-sm font-medium text-slate-600 dark:text-slate-400">
          {label}
          <Tooltip content={definition}>
            <button
              type="button"
              aria-label={`What ${label} measures`}
              className="inline-flex size-5 shrink-0 items-center justify-center rounded text-slate-400 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-slate-200"
            >
              <Info aria-hidden="true" className="size-3.5" />
            </button>
          </Tooltip>
        </p>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 sm:flex dark:bg-indigo-950 dark:text-indigo-400">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      {value === null ? (
        <Skeleton className="mt-3 h-8 w-20 sm:h-9" />
      ) : (
        <p className="mt-3 text-2xl font-semibold sm:text-3xl tracking-tight tabular-nums text-slate-900 dark:text-white">
          {value}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</p>
    </Card>
  );
}
