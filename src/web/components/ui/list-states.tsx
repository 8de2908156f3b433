import { CircleAlert, type LucideIcon, RotateCw } from 'lucide-react';
import { errorMessage } from '../../lib/form-errors';
import { Button } from './button';
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

export function ListEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <span className="flex size-10 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
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
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-red-900 dark:bg-red-950/40"
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" />
        <div>
          <p className="font-medium text-red-800 dark:text-red-200">{title}</p>
          <p className="mt-0.5 text-sm text-red-700 dark:text-red-300">{errorMessage(error)}</p>
        </div>
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
