import { type ReactNode, useEffect, useState } from 'react';
import { Container } from '../layout/container';
import { Skeleton } from './skeleton';

/**
 * How long a load may take before anything says so. Most pages and sessions arrive faster: showing nothing for
 * that moment avoids a flash of placeholder before the real screen (issue 14: never flash for fast answers).
 */
export const LOADING_DELAY_MS = 300;

/** Renders `children` only once `LOADING_DELAY_MS` has passed. */
export function AfterDelay({
  children,
  delayMs = LOADING_DELAY_MS,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  const [isDue, setDue] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return isDue ? children : null;
}

/**
 * The shape of a signed-in page while its code or data loads: a title, a row of figure cards and a panel, so the
 * page fills in where the placeholders were instead of replacing a spinner.
 */
export function PageSkeleton({ label = 'Loading page' }: { label?: string }) {
  return (
    <AfterDelay>
      <div role="status" aria-label={label} className="space-y-8">
        <span className="sr-only">{label}</span>
        <div className="space-y-2">
          <Skeleton className="h-8 w-64 max-w-full sm:h-9" />
          <Skeleton className="h-4 w-96 max-w-full" />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div
              key={i}
              className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <Skeleton className="h-4 w-24" />
              <Skeleton className="mt-3 h-8 w-20 sm:h-9" />
              <Skeleton className="mt-2 h-3 w-28" />
            </div>
          ))}
        </div>
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
          <Skeleton className="h-5 w-48" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      </div>
    </AfterDelay>
  );
}

/** The whole window while the session is looked up: a header bar and a page's shape. */
export function AppSkeleton({ label = 'Loading your session' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <div className="h-16 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950" />
      <Container className="py-6 sm:py-8">
        <PageSkeleton label={label} />
      </Container>
    </div>
  );
}
