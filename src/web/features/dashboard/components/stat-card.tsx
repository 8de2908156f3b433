import { Info, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Figure } from '../../../components/ui/figure';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tooltip } from '../../../components/ui/tooltip';

export function StatCard({
  label,
  value,
  note,
  definition,
  icon: Icon,
  change,
  trend,
}: {
  label: string;
  /** null while loading: skeletons of the same heights keep the card still. */
  value: string | null;
  note: string;
  /** What the figure measures, on hover or focus of the label's info button. */
  definition: string;
  icon: LucideIcon;
  /** The change against the previous period (a ChangeIndicator); its line is kept even when there is none. */
  change?: ReactNode;
  /** The daily sparkline; its room is kept even when there is none. */
  trend?: ReactNode;
}) {
  const isLoading = value === null;
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="@container flex flex-col p-4 sm:p-5">
      {/* Two lines of room for the label on a phone, so the four figures line up whether a label wraps or not. */}
      <div className="flex min-h-10 items-start justify-between gap-3 sm:min-h-0 sm:items-center">
        <p className="flex min-w-0 items-center gap-1 text-sm font-medium text-slate-600 dark:text-slate-400">
          <span id={labelId}>{label}</span>
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
      {isLoading ? (
        <Skeleton className="mt-3 h-8 w-20 sm:h-9" />
      ) : (
        <Figure value={value} className="mt-3 tracking-tight text-slate-900 dark:text-white" />
      )}
      <div className="mt-1 flex h-5 items-center">
        {isLoading ? <Skeleton className="h-4 w-16" /> : change}
      </div>
      <div className="mt-3 h-8">{isLoading ? <Skeleton className="h-8 w-full" /> : trend}</div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{note}</p>
    </Card>
  );
}
