import { CloudOff } from 'lucide-react';
import { RetryAlert } from '../../../components/ui/retry-alert';

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
    <RetryAlert icon={CloudOff} title="Connection Issue" onRetry={onRetry} isRetrying={isRetrying}>
      {message || DASHBOARD_LOAD_FAILED}
    </RetryAlert>
  );
}
