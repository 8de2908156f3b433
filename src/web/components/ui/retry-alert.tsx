import { CircleAlert, type LucideIcon, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A failed load that leaves a page without its content (SPEC §8): a heading, the reason, and 'Try again', held
 * disabled while a retry is already running. A list's failure inside a card (ListError) looks the same, with its
 * title as plain text rather than a heading of the page, and without 'Try again' when nothing can be retried.
 */
export function RetryAlert({
  icon: Icon = CircleAlert,
  title,
  titleAs: Title = 'h2',
  children,
  onRetry,
  isRetrying = false,
}: {
  icon?: LucideIcon;
  title: string;
  titleAs?: 'h2' | 'p';
  /** The reason, as the shared error message words it. */
  children: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-red-900 dark:bg-red-950/50"
    >
      <div className="flex gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" />
        <div>
          <Title className="text-sm font-semibold text-red-900 dark:text-red-100">{title}</Title>
          <p className="mt-1 text-sm text-red-800 dark:text-red-200">{children}</p>
        </div>
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={isRetrying}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
