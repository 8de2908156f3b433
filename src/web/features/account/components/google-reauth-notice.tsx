import { ShieldCheck } from 'lucide-react';
import { API_ROUTES } from '../../../../shared/api-routes';
import { ACCOUNT_MESSAGES } from '../../../../shared/auth-rules';
import { formatDateTime } from '../../../lib/format';

/**
 * What a Google-only account (no password) is told where others type their current password: a Google sign-in
 * within the last 5 minutes stands in for it. Before one, a link signs in with Google again; after, until when.
 */
export function GoogleReauthNotice({ until, action }: { until: string | null; action: string }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {until ? (
        <p>
          You signed in with Google a moment ago, so you can {action} without a password until{' '}
          <time dateTime={until}>{formatDateTime(until)}</time>.
        </p>
      ) : (
        <div className="space-y-2">
          <p>{ACCOUNT_MESSAGES.googleReauthRequired}</p>
          <p>
            {/* A full navigation: the sign-in leaves the app for Google and comes back signed in anew. */}
            <a
              href={API_ROUTES.googleSignIn}
              className="font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              Sign in with Google again
            </a>
            , then come back to Account settings.
          </p>
        </div>
      )}
    </div>
  );
}
