import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Check, ExternalLink, RotateCw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format';
import { useNotify } from '../../../lib/notifications';
import { googleAdsConnectionQueryOptions } from '../api/get-connection';
import type { GoogleAdsConnection, GoogleAdsHealth } from '../api/google-ads-keys';
import { refreshGoogleAds } from '../api/update-connection';
import { OAUTH_POPUP_FEATURES, OAUTH_POPUP_NAME, OAUTH_START_PATH } from '../customer-id';
import { HealthChecklist } from './health-checklist';
import { CustomerIdForm, DeveloperTokenForm } from './settings-forms';

const TOKEN_POLL_INTERVAL_MS = 2000;

const STEPS = [
  { title: 'Add the OAuth redirect address', short: 'Redirect address' },
  { title: 'Authorize Northstar', short: 'Authorize' },
  { title: 'Add the developer token', short: 'Developer token' },
  { title: 'Add the customer id', short: 'Customer id' },
  { title: 'Check the connection', short: 'Check' },
] as const;

/** SPEC §2/§4 stepped guide: the counter starts at 1, 'Done - Next Step' moves on, every step is also clickable. */
export function SetupGuide({
  health,
  connection,
}: {
  health: GoogleAdsHealth | undefined;
  connection: GoogleAdsConnection | undefined;
}) {
  const [step, setStep] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);
  // Move focus to the new step's heading, so keyboard and screen-reader users land on what changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change, by design
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    // On phones the step list scrolls sideways: keep the current step in sight.
    navRef.current
      ?.querySelector('[aria-current="step"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [step]);

  const isPassing = (name: string) =>
    health?.checks.some((check) => check.name === name && check.ok) ?? false;
  const done = [
    isPassing('oauth_client'),
    Boolean(connection?.hasRefreshToken),
    Boolean(connection?.hasDeveloperToken),
    Boolean(connection?.customerId),
    Boolean(health?.healthy),
  ];
  const current = STEPS[step - 1] ?? STEPS[0];

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav ref={navRef} aria-label="Setup steps" className="min-w-0">
        <ol className="relative flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
          {STEPS.map((item, index) => {
            const number = index + 1;
            const isCurrent = number === step;
            return (
              <li key={item.title} className="shrink-0">
                <button
                  type="button"
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => setStep(number)}
                  className={cn(
                    'relative flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors duration-150',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                    isCurrent
                      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                      done[index]
                        ? 'bg-emerald-600 text-white'
                        : isCurrent
                          ? 'bg-indigo-600 text-white'
                          : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
                    )}
                  >
                    {done[index] ? <Check className="size-3.5" /> : number}
                  </span>
                  <span>
                    <span className="sr-only">Step {number}: </span>
                    <span className="lg:hidden">{item.short}</span>
                    <span className="hidden lg:inline">{item.title}</span>
                    {done[index] ? <span className="sr-only"> (done)</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <Card className="min-w-0">
        <CardContent className="pt-5">
          <p className="text-sm font-medium text-indigo-600 tabular-nums dark:text-indigo-400">
            Step {step} of {STEPS.length}
          </p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-xl font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            {current.title}
          </h2>
          <div className="mt-4 space-y-4 text-sm leading-6 text-slate-700 dark:text-slate-300">
            {step === 1 ? <RedirectStep connection={connection} /> : null}
            {step === 2 ? <AuthorizeStep connection={connection} /> : null}
            {step === 3 ? <DeveloperTokenStep connection={connection} /> : null}
            {step === 4 ? <CustomerIdStep connection={connection} /> : null}
            {step === 5 ? <CheckStep health={health} /> : null}
          </div>
          {step < STEPS.length ? (
            <div className="mt-6 flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
              <Button onClick={() => setStep(step + 1)}>
                Done - Next Step
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

function Note({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex gap-2.5 rounded-lg border p-3',
        tone === 'warning'
          ? 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200'
          : 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300',
      )}
    >
      {tone === 'warning' ? <TriangleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" /> : null}
      <div>{children}</div>
    </div>
  );
}

function Status({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <Badge tone={ok ? 'success' : 'warning'}>{children}</Badge>;
}

const code =
  'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-900 dark:bg-slate-800 dark:text-slate-100';

/** A step's instructions: what the user does, one action per item, in the order they do it. */
function Actions({ children }: { children: ReactNode }) {
  return (
    <ol
      aria-label="What to do"
      className="list-decimal space-y-3 pl-5 marker:font-semibold marker:text-slate-500 dark:marker:text-slate-400"
    >
      {children}
    </ol>
  );
}

/** The last action of steps 1 to 4: the button under the step (SPEC §2: '... then press Done - Next Step'). */
function PressNext() {
  return (
    <li>
      Press <strong>Done - Next Step</strong>.
    </li>
  );
}

function RedirectStep({ connection }: { connection: GoogleAdsConnection | undefined }) {
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
        <code className={code}>GOOGLE_ADS_CLIENT_ID</code> and{' '}
        <code className={code}>GOOGLE_ADS_CLIENT_SECRET</code> in its environment.{' '}
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

function AuthorizeStep({ connection }: { connection: GoogleAdsConnection | undefined }) {
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
        A refresh token set on the server as <code className={code}>GOOGLE_ADS_REFRESH_TOKEN</code> still
        works as a fallback; one stored by authorizing here takes precedence.
      </Note>
    </>
  );
}

function DeveloperTokenStep({ connection }: { connection: GoogleAdsConnection | undefined }) {
  return (
    <>
      <p>Google Ads needs a developer token for every API call.</p>
      <Actions>
        <li>
          Sign in to Google Ads with your <strong>manager account</strong>, open its{' '}
          <strong>API Center</strong> page and copy the developer token shown there.
        </li>
        <li className="space-y-2">
          <p>
            Paste it here and press <strong>Save developer token</strong>.
          </p>
          <DeveloperTokenForm hasDeveloperToken={Boolean(connection?.hasDeveloperToken)} />
        </li>
        <PressNext />
      </Actions>
      <Note>
        A new token has <strong>Test access</strong>: it works only with test accounts. Apply for{' '}
        <strong>Basic access</strong> in the API Center to use it with real accounts. The token is stored
        encrypted and never shown again; you can also set it as{' '}
        <code className={code}>GOOGLE_ADS_DEVELOPER_TOKEN</code> on the server.
      </Note>
    </>
  );
}

function CustomerIdStep({ connection }: { connection: GoogleAdsConnection | undefined }) {
  return (
    <>
      <Actions>
        <li>
          In Google Ads, copy the 10-digit customer id shown at the top, next to the account name (for example
          123-456-7890).
        </li>
        <li className="space-y-2">
          <p>
            Paste it as the <strong>Customer id</strong> and press <strong>Save customer id</strong>. Dashes
            are removed; only the digits are stored. Fill in the login customer id only if you reach this
            account through a manager account.
          </p>
          {connection ? (
            <CustomerIdForm
              key={`${connection.customerId}|${connection.loginCustomerId}`}
              customerId={connection.customerId}
              loginCustomerId={connection.loginCustomerId}
            />
          ) : (
            <Spinner label="Loading the connection settings" />
          )}
        </li>
        <PressNext />
      </Actions>
      <Note>
        The customer id set on the server as <code className={code}>GOOGLE_ADS_CUSTOMER_ID</code> still works
        as a fallback.
      </Note>
    </>
  );
}

function CheckStep({ health }: { health: GoogleAdsHealth | undefined }) {
  const queryClient = useQueryClient();
  return (
    <>
      <Actions>
        <li>
          Read the checks below. Northstar runs them every 5 seconds; press <strong>Check again</strong> to
          run them now.
        </li>
        <li>
          If a check fails, fix the one marked <strong>Fix this first</strong>: go back to the step it names
          in the list of steps, do what it says, and return here.
        </li>
        <li>
          Wait for every check to pass. This page then switches to{' '}
          <strong>Google Ads Integration Active</strong> by itself, and the platform leaves demo mode: the
          hourly sync pulls real campaign metrics from Google Ads in place of the simulated delivery.
        </li>
      </Actions>
      {health ? (
        <>
          <HealthChecklist health={health} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Checked {formatRelativeTime(health.checkedAt)}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void refreshGoogleAds(queryClient)}>
              <RotateCw aria-hidden="true" className="size-4" />
              Check again
            </Button>
          </div>
        </>
      ) : (
        <Spinner label="Checking the connection" />
      )}
      <Note>
        No restart needed: everything entered in this guide is stored in this workspace and used at once.
      </Note>
    </>
  );
}
