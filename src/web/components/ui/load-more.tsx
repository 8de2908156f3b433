import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/form-errors';
import { formatInteger } from '../../lib/format';
import { Button } from './button';
import { Spinner } from './spinner';

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
  loadOnScroll = false,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  error: unknown;
  onLoadMore: () => void;
  /** What the list holds, for the button's accessible name ('Load more insights'). */
  noun: string;
  /** Also load the next page when this foot scrolls into view (the button stays, for keyboards). */
  loadOnScroll?: boolean;
}) {
  const footRef = useRef<HTMLDivElement>(null);
  const [isFootVisible, setFootVisible] = useState(false);
  useEffect(() => {
    const foot = footRef.current;
    if (!loadOnScroll || !foot || typeof IntersectionObserver === 'undefined') return;
    // Counts as visible a little before it is on screen, so scrolling rarely waits for the next page.
    const observer = new IntersectionObserver(
      (entries) => setFootVisible(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '400px 0px' },
    );
    observer.observe(foot);
    return () => observer.disconnect();
  }, [loadOnScroll]);
  // While the foot stays in view (a short page), each finished page asks for the next; an error stops it.
  const canAutoLoad = isFootVisible && hasMore && !isLoading && !error;
  const latestLoad = useRef(onLoadMore);
  latestLoad.current = onLoadMore;
  useEffect(() => {
    if (canAutoLoad) latestLoad.current();
  }, [canAutoLoad]);
  return (
    <div
      ref={footRef}
      className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
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
