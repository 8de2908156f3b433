import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/form-errors';
import { IconTile } from './icon-tile';
import { RetryAlert } from './retry-alert';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The spec's loading text over placeholder rows of the list's shape. */
export function ListLoading({
  text,
  rows = 3,
  rowClassName = 'h-20',
}: {
  text: string;
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div className="space-y-3">
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="text-indigo-600 dark:text-indigo-400" />
        {text}
      </p>
      {PLACEHOLDER_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </div>
  );
}

export function ListEmpty({ icon, title, children }: { icon: LucideIcon; title: string; children?: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <IconTile icon={icon} tone="neutral" />
      <p className="mt-4 font-medium text-slate-900 dark:text-white">{title}</p>
      {children ? (
        <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">{children}</p>
      ) : null}
    </div>
  );
}

/** A failed request: the shared message with the request id, and a retry when there is something to retry. */
export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <RetryAlert title={title} titleAs="p" onRetry={onRetry}>
      {errorMessage(error)}
    </RetryAlert>
  );
}

/** What a query has to show its failure and run again. */
interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A failed query that leaves a page without its content: its reason, and 'Try again' that fetches it again. */
export function QueryRetryAlert({ title, query }: { title: string; query: RetryableQuery }) {
  return (
    <RetryAlert title={title} onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
      {errorMessage(query.error)}
    </RetryAlert>
  );
}

/** A list one query loads, in each of its states: loading, failed (with a retry), empty, or its items. */
export function QueryList<T>({
  query,
  loading,
  errorTitle,
  empty,
  children,
}: {
  query: Omit<RetryableQuery, 'isFetching'> & { isPending: boolean; isError: boolean; data: T[] | undefined };
  /** The placeholder while the list loads. */
  loading: ReactNode;
  errorTitle: string;
  /** What an empty list says. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError || !query.data) {
    return <ListError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return query.data.length === 0 ? empty : children(query.data);
}
