import { CalendarDays, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from './ui/spinner';

/**
 * The facts beside a page of figures, so every figure can be trusted (or not): the exact dates and time zone, with
 * a spinner in place of the calendar while newer figures load, then a line about the figures (`source`, beside its
 * icon) and where they come from (`provenance`, a ProvenanceNote, which brings its own icon).
 */
export function DataFacts({
  dates,
  source,
  sourceIcon: SourceIcon,
  provenance,
  isUpdating,
  updatingLabel,
}: {
  dates: ReactNode;
  source?: ReactNode;
  sourceIcon?: LucideIcon;
  provenance?: ReactNode;
  isUpdating: boolean;
  /** What the spinner announces, say "Updating report". */
  updatingLabel: string;
}) {
  return (
    <div className="space-y-1 text-sm text-slate-600 lg:text-right dark:text-slate-400">
      <p className="flex items-center gap-2 lg:justify-end">
        {isUpdating ? (
          <Spinner label={updatingLabel} className="text-indigo-600" />
        ) : (
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        )}
        <span className="tabular-nums">{dates}</span>
      </p>
      {source ? (
        <p className="flex items-center gap-2 lg:justify-end">
          {SourceIcon ? <SourceIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
          {source}
        </p>
      ) : null}
      {provenance}
    </div>
  );
}
