import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { NOTE_KIND } from '../../../../shared/insights-rules';
import { QueryLoadMore } from '../../../components/query-load-more';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { insightsOf, totalOf, useInsightList } from '../api/get-insights';

/** Notes come in their own pages, so however many findings there are, every note can be reached. */
export const NOTES_PAGE_SIZE = 50;

/**
 * 'Not enough data yet' notes, apart from the findings: campaigns the engine will not judge until they have
 * delivered enough. Renders nothing while loading or when there are none, so it never pushes findings down.
 */
export function InsightNotes({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const notes = useInsightList({ kind: NOTE_KIND, status: 'open', limit: NOTES_PAGE_SIZE });
  const Heading = headingLevel;
  const headingId = useId();
  const list = insightsOf(notes.data);
  if (notes.isPending) return null;
  if (notes.isError && !notes.isFetchNextPageError) {
    return (
      <div
        role="alert"
        className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400"
      >
        <span>Notes on campaigns without enough data could not be loaded: {errorMessage(notes.error)}</span>
        <Button variant="secondary" size="sm" onClick={() => void notes.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="flex items-start gap-3 px-4 pt-3">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        <div>
          <Heading id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
            Not enough data yet
          </Heading>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Northstar analyses these campaigns once they have delivered enough, instead of guessing.
          </p>
        </div>
      </div>
      <ul className="mt-2 divide-y divide-slate-200 px-4 dark:divide-slate-800">
        {list.map((note) => (
          <li key={note.id} className="py-2 text-sm">
            <p className="font-medium text-slate-800 dark:text-slate-200">{note.title}</p>
            <p className="text-slate-600 dark:text-slate-400">{note.description}</p>
          </li>
        ))}
      </ul>
      {notes.hasNextPage ? (
        <QueryLoadMore query={notes} shown={list.length} total={totalOf(notes.data)} noun="notes" />
      ) : null}
    </section>
  );
}
