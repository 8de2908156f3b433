import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNotify } from '../../../lib/notifications';
import { googleAdsConnectionQueryOptions } from '../api/get-connection';
import type { GoogleAdsConnection } from '../api/google-ads-keys';
import { OAUTH_POPUP_FEATURES, OAUTH_POPUP_NAME, OAUTH_START_PATH } from '../customer-id';
import { Actions, codeClasses, Note, PressNext, Status } from './setup-step-parts';

const TOKEN_POLL_INTERVAL_MS = 2000;

export function AuthorizeStep({ connection }: { connection: GoogleAdsConnection | undefined }) {
  const notify = useNotify();
  const [isAwaitingToken, setAwaitingToken] = useState(false);
  const hasToken = Boolean(connection?.hasRefreshToken);
  // The popup cannot report back: the callback page is isolated from this one (Cross-Origin-Opener-Policy), so
  // window.closed says nothing useful. Instead look at the connection every 2 s until the token is stored.
  useQuery({
    ...googleAdsConnectionQueryOptions(),
    refetchInterval: isAwaitingToken && !hasToken ? TOKEN_POLL_INTERVAL_MS : false,
  });
  const isWaiting = isAwaitingToken && !hasToken;

  return (
    <>
      <Actions>
        <li className="space-y-2">
          <p>
            Press <strong>Authorize with Google</strong>. A 600×700 window opens for Google's consent.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={() => {
                const opened = window.open(OAUTH_START_PATH, OAUTH_POPUP_NAME, OAUTH_POPUP_FEATURES);
                if (!opened) {
                  notify({
                    type: 'warning',
                    title: 'Popup blocked',
                    description: 'Allow popups for this site, then press Authorize with Google again.',
                    duration: 6000,
                  });
                  return;
                }
                setAwaitingToken(true);
              }}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Authorize with Google
            </Button>
            {hasToken ? (
              <Status ok>Refresh token stored</Status>
            ) : isWaiting ? (
              <span className="inline-flex items-center gap-2 text-slate-600 dark:text-slate-400">
                <Spinner />
                Waiting for the authorization window…
              </span>
            ) : null}
          </div>
        </li>
        <li>
          In that window, sign in with the Google account that can see your Google Ads account, and grant
          Northstar access.
        </li>
        <li>
          When the window says <strong>Google Ads connected</strong>, close it. Northstar has already stored
          the refresh token on the server, encrypted, and uses it at once: there is nothing to copy and no
          restart, and this page updates by itself.
        </li>
        <PressNext />
      </Actions>
      <Note>
        A refresh token set on the server as <code className={codeClasses}>GOOGLE_ADS_REFRESH_TOKEN</code>{' '}
        still works as a fallback; one stored by authorizing here takes precedence.
      </Note>
    </>
  );
}
