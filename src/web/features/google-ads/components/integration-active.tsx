import { CircleCheck, RefreshCw, Unplug } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { IconTile } from '../../../components/ui/icon-tile';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/form-errors';
import { formatCustomerId, formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useNotify } from '../../../lib/notifications';
import { useDisconnectGoogleAds } from '../api/disconnect';
import type { GoogleAdsConnection, GoogleAdsHealth } from '../api/google-ads-keys';
import { useSyncGoogleAds } from '../api/sync';
import { HealthChecklist } from './health-checklist';

/** SPEC §2: what the page shows once the health check reports healthy. */
export function IntegrationActive({
  health,
  connection,
}: {
  health: GoogleAdsHealth;
  connection: GoogleAdsConnection | undefined;
}) {
  const [isConfirming, setConfirming] = useState(false);

  return (
    <div className="space-y-6">
      <Card className="border-emerald-200 dark:border-emerald-900">
        <CardContent className="pt-5">
          <IntegrationActiveHeader onDisconnect={() => setConfirming(true)} />
          <ConnectionFacts connection={connection} />
        </CardContent>
      </Card>

      <ConnectionChecks health={health} />

      <DisconnectDialog open={isConfirming} onOpenChange={setConfirming} />
    </div>
  );
}

/** The healthy status, with a sync on demand and the way to disconnect. */
function IntegrationActiveHeader({ onDisconnect }: { onDisconnect: () => void }) {
  const notify = useNotify();
  const sync = useSyncGoogleAds();

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex items-start gap-3">
        <IconTile icon={CircleCheck} tone="success" />
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            Google Ads Integration Active
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Campaign metrics now come from Google Ads: the hourly sync replaces the simulated delivery of demo
            mode.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (result) =>
                result.synced
                  ? notify({
                      type: 'success',
                      title: 'Sync complete',
                      description: `${result.rows} ${result.rows === 1 ? 'row' : 'rows'} of daily metrics imported.`,
                    })
                  : notify({
                      type: 'warning',
                      title: 'Sync skipped',
                      description: 'A connection check is failing; see the checklist below.',
                    }),
              onError: (error) =>
                notify({ type: 'error', title: 'Sync Failed', description: errorMessage(error) }),
            })
          }
        >
          {sync.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
          Sync now
        </Button>
        <Button variant="secondary" onClick={onDisconnect}>
          <Unplug aria-hidden="true" className="size-4" />
          Disconnect
        </Button>
      </div>
    </div>
  );
}

/** Which accounts are connected, and how the last sync went. */
function ConnectionFacts({ connection }: { connection: GoogleAdsConnection | undefined }) {
  return (
    <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-5 text-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800">
      <Fact label="Customer id">
        {connection?.customerId ? formatCustomerId(connection.customerId) : '—'}
      </Fact>
      <Fact label="Manager account">
        {connection?.loginCustomerId ? formatCustomerId(connection.loginCustomerId) : 'None'}
      </Fact>
      <Fact label="Last sync">
        {connection?.lastSyncAt ? (
          <time dateTime={connection.lastSyncAt} title={formatDateTime(connection.lastSyncAt)}>
            {formatRelativeTime(connection.lastSyncAt)}
            <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
              {formatDateTime(connection.lastSyncAt)}
            </span>
          </time>
        ) : (
          'Not yet: the hourly sync runs soon'
        )}
      </Fact>
      <Fact label="Last result">
        <span
          className={cn(connection?.lastSyncResult?.startsWith('failed') && 'text-red-700 dark:text-red-400')}
        >
          {connection?.lastSyncResult ?? '—'}
        </span>
      </Fact>
    </dl>
  );
}

/** The health check's items, still shown while healthy so that a failing one is seen at once. */
function ConnectionChecks({ health }: { health: GoogleAdsHealth }) {
  return (
    <section aria-labelledby="checks-heading" className="space-y-3">
      <h2 id="checks-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        Connection checks
      </h2>
      <HealthChecklist health={health} />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Checked {formatRelativeTime(health.checkedAt)}; this page checks again every 5 seconds.
      </p>
    </section>
  );
}

/** Asks before forgetting the refresh token, and stays open until the server has answered. */
function DisconnectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const notify = useNotify();
  const disconnect = useDisconnectGoogleAds();

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Disconnect Google Ads?"
      description="Northstar revokes its access at Google, forgets the stored refresh token and goes back to demo mode with simulated delivery. You can authorize again at any time."
      confirmLabel="Disconnect"
      isPending={disconnect.isPending}
      onConfirm={() =>
        disconnect.mutate(undefined, {
          // An unconfirmed revocation is a warning: the admin is told where to remove the access by hand.
          onSuccess: (result) =>
            notify({
              type: result.revocation === 'not_confirmed' ? 'warning' : 'success',
              title: 'Google Ads disconnected',
              description: `${result.message} The workspace is back in demo mode.`,
            }),
          onError: (error) =>
            notify({ type: 'error', title: 'Disconnect Failed', description: errorMessage(error) }),
          onSettled: () => onOpenChange(false),
        })
      }
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 font-medium text-slate-900 tabular-nums dark:text-white">{children}</dd>
    </div>
  );
}
