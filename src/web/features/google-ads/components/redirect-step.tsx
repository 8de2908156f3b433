import { ExternalLink } from 'lucide-react';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { GoogleAdsConnection } from '../api/google-ads-keys';
import { Actions, codeClasses, Note, PressNext, Status } from './setup-step-parts';

export function RedirectStep({ connection }: { connection: GoogleAdsConnection | undefined }) {
  return (
    <Actions>
      <li>
        Open the{' '}
        {/* Inline, not inline-flex: on a phone the link wraps with the sentence instead of jumping a line. */}
        <a
          href="https://console.cloud.google.com/apis/library/googleads.googleapis.com"
          target="_blank"
          rel="noreferrer"
          className="font-medium text-indigo-700 hover:underline dark:text-indigo-400"
        >
          Google Ads API page
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>{' '}
        in Google Cloud Console, choose the project Northstar will use, and press <strong>Enable</strong>.
      </li>
      <li>
        Open <strong>APIs &amp; Services → OAuth consent screen</strong> and publish the app: set its
        publishing status to <strong>In production</strong>.
        <div className="mt-2">
          <Note tone="warning">
            An app left in <strong>Testing</strong> publishing status loses its refresh tokens after 7 days,
            and the connection stops.
          </Note>
        </div>
      </li>
      <li>
        Open <strong>APIs &amp; Services → Credentials</strong> and create or open an{' '}
        <strong>OAuth client</strong> of type <strong>Web application</strong>.
      </li>
      <li className="space-y-2">
        <p>
          Copy this redirect address, add it under <em>Authorized redirect URIs</em>, and save the client.
        </p>
        <div className="space-y-1.5">
          <Label htmlFor="redirect-uri">Redirect address</Label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Input
              id="redirect-uri"
              readOnly
              value={connection?.redirectUri ?? ''}
              placeholder="Loading…"
              className="bg-slate-50 font-mono sm:flex-1 text-[0.8125rem] dark:bg-slate-800"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={connection?.redirectUri ?? ''} disabled={!connection} label="Copy address" />
          </div>
        </div>
      </li>
      <li>
        Give the Northstar server that client's id and secret as{' '}
        <code className={codeClasses}>GOOGLE_ADS_CLIENT_ID</code> and{' '}
        <code className={codeClasses}>GOOGLE_ADS_CLIENT_SECRET</code> in its environment.{' '}
        {connection ? (
          <Status ok={connection.clientConfigured}>
            {connection.clientConfigured ? 'Set on this server' : 'Not set on this server yet'}
          </Status>
        ) : null}
      </li>
      <PressNext />
    </Actions>
  );
}
