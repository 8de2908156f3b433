import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { RecoveryCodesResponse, TwoFactorSetup, TwoFactorStatus } from '../../../../shared/two-factor';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { formatDateTime } from '../../../lib/format';
import { useRefreshSignedInUser, useTwoFactorStatus } from '../api/two-factor';
import { DisableForm, EnableForm, RegenerateForm, SetupStartForm } from './two-factor-forms';
import { RecoveryCodesPanel } from './two-factor-recovery-codes';

/**
 * "Two-step sign-in" in account settings (issue 28): set up with an authenticator app (QR code or key, then a
 * first code), the recovery codes shown once, new codes, and off again (unless the workspace requires it).
 */
export function TwoFactorCard() {
  return (
    <TitledCard
      title="Two-step sign-in"
      description="After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account."
    >
      <TwoFactorSection />
    </TitledCard>
  );
}

/** What the card shows: the set-up in progress, the codes just made, or the account's state. */
type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: RecoveryCodesResponse }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const refreshSignedInUser = useRefreshSignedInUser();
  const [view, setView] = useState<View>({ kind: 'status' });
  const backToStatus = () => setView({ kind: 'status' });

  if (status.isPending)
    return <ListLoading text="Loading two-step sign-in..." rows={1} rowClassName="h-12" />;
  if (status.isError) {
    return (
      <ListError
        title="Two-step sign-in could not be loaded"
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const { data } = status;
  switch (view.kind) {
    case 'setup':
      return (
        <EnableForm
          setup={view.setup}
          onEnabled={(codes) => setView({ kind: 'codes', codes })}
          onCancel={backToStatus}
        />
      );
    case 'codes':
      return (
        <RecoveryCodesPanel
          codes={view.codes}
          onDone={() => {
            backToStatus();
            // A session held to setting it up becomes a full one now, not before the codes were saved.
            void refreshSignedInUser();
          }}
        />
      );
    case 'regenerate':
      return (
        <RegenerateForm
          onRegenerated={(codes) => setView({ kind: 'codes', codes })}
          onCancel={backToStatus}
        />
      );
    case 'disable':
      return <DisableForm hasPassword={data.hasPassword} onDisabled={backToStatus} onCancel={backToStatus} />;
    default:
      return data.enabled ? (
        <EnabledSummary
          status={data}
          onRegenerate={() => setView({ kind: 'regenerate' })}
          onDisable={() => setView({ kind: 'disable' })}
        />
      ) : (
        <SetupStartForm
          hasPassword={data.hasPassword}
          isRequired={data.required}
          onStarted={(setup) => setView({ kind: 'setup', setup })}
        />
      );
  }
}

function EnabledSummary({
  status,
  onRegenerate,
  onDisable,
}: {
  status: TwoFactorStatus;
  onRegenerate: () => void;
  onDisable: () => void;
}) {
  const codesLeft = status.recoveryCodesLeft;
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />
        <Badge tone="success">On</Badge>
        {status.enabledAt ? <>since {formatDateTime(status.enabledAt)}</> : null}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {codesLeft === 1 ? '1 unused recovery code left.' : `${codesLeft} unused recovery codes left.`}{' '}
        {codesLeft <= 3 ? 'Make new ones before you run out.' : null}
      </p>
      {status.required ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your workspace requires two-step sign-in for your role, so it stays on.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <Button variant="secondary" onClick={onRegenerate}>
          New recovery codes
        </Button>
        {status.required ? null : (
          <Button variant="secondary" onClick={onDisable}>
            Turn off
          </Button>
        )}
      </div>
    </div>
  );
}
