import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { formatInteger } from '../../../lib/format';

/**
 * The foot of a paged list: how much of it is on screen ('Showing 20 of 57', announced politely as it grows) and
 * 'Load more' while the server has another page. The button stays focusable while loading, so keyboard users keep
 * their place.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  isLoading,
  error,
  onLoadMore,
  noun,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  error: unknown;
  onLoadMore: () => void;
  /** What the list holds, for the button's accessible name ('Load more insights'). */
  noun: string;
}) {
  return (
    <div className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite" className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
        Showing {formatInteger(shown)} of {formatInteger(Math.max(total, shown))}
      </p>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        {error ? (
          <p role="alert" className="flex gap-2 text-sm text-red-700 dark:text-red-400">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Could not load more: {errorMessage(error)}
          </p>
        ) : null}
        {hasMore ? (
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={isLoading || undefined}
            onClick={() => {
              if (!isLoading) onLoadMore();
            }}
          >
            {isLoading ? <Spinner /> : null}
            {isLoading ? 'Loading…' : 'Load more'} <span className="sr-only">{noun}</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
