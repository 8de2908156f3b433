import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export const DASHBOARD_LOAD_FAILED = 'Unable to load dashboard data. Please try refreshing the page.';

/** SPEC §8: 'Connection Issue' with the error's message (or the spec's default) and a retry. */
export function ConnectionIssue({
  message,
  onRetry,
  isRetrying,
}: {
  message: string | undefined;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-red-900 dark:bg-red-950/50"
    >
      <div className="flex gap-3">
        <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" />
        <div>
          <h2 className="text-sm font-semibold text-red-900 dark:text-red-100">Connection Issue</h2>
          <p className="mt-1 text-sm text-red-800 dark:text-red-200">{message || DASHBOARD_LOAD_FAILED}</p>
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
