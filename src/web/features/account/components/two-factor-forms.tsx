import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type {
  RecoveryCodesResponse,
  TwoFactorDisableRequest,
  TwoFactorSetup,
  TwoFactorSetupRequest,
} from '../../../../shared/two-factor';
import { OneTimeCodeField, RecoveryCodeField } from '../../../components/one-time-code-field';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { PasswordField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { useNotify } from '../../../lib/notifications';
import { useServerForm } from '../../../lib/use-server-form';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactorSetup,
} from '../api/two-factor';

// The schemas (and zod) download with the first focus on a form, not with the page (lib/lazy-resolver.ts).
const loadSetupSchema = () =>
  import('../../../../shared/two-factor').then((m) => m.twoFactorSetupRequestSchema);
const loadCodeSchema = () =>
  import('../../../../shared/two-factor').then((m) => m.twoFactorEnableRequestSchema);
const loadDisableSchema = () =>
  import('../../../../shared/two-factor').then((m) => m.twoFactorDisableRequestSchema);

const GOOGLE_NOTE =
  'Your account signs in with Google: if you signed in more than 5 minutes ago, sign out and in with Google again first.';

/** Off: a button to start, after the current password (the server asks a Google-only account for a fresh sign-in). */
export function SetupStartForm({
  hasPassword,
  isRequired,
  onStarted,
}: {
  hasPassword: boolean;
  isRequired: boolean;
  onStarted: (setup: TwoFactorSetup) => void;
}) {
  const start = useStartTwoFactorSetup();
  const defaultValues: TwoFactorSetupRequest = hasPassword ? { currentPassword: '' } : {};
  const { register, errors, onSubmit, preloadSchema } = useServerForm(loadSetupSchema, {
    mode: 'onTouched',
    defaultValues,
    submit: start.mutateAsync,
    fields: ['currentPassword'],
    failureTitle: 'Two-step sign-in not set up',
    onSubmitted: onStarted,
  });
  return (
    <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {isRequired
          ? 'Your workspace requires two-step sign-in for your role. '
          : 'Two-step sign-in is off. '}
        You need an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.
      </p>
      {hasPassword ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{GOOGLE_NOTE}</p>
      )}
      <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
        <PendingButton type="submit" isPending={start.isPending}>
          Set up two-step sign-in
        </PendingButton>
      </div>
    </form>
  );
}

/** The base32 key in groups of four, as authenticator apps show and people type it. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Scan the QR code (or type the key), then confirm with the app's first code. */
export function EnableForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: RecoveryCodesResponse) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const { register, errors, onSubmit, preloadSchema } = useServerForm(loadCodeSchema, {
    mode: 'onTouched',
    defaultValues: { code: '' },
    submit: enable.mutateAsync,
    fields: ['code'],
    failureTitle: 'Two-step sign-in not turned on',
    onSubmitted: onEnabled,
  });
  return (
    <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>
          Scan this QR code with your authenticator app.
          <img
            src={setup.qrCode}
            alt="QR code to scan with your authenticator app"
            width={176}
            height={176}
            className="mt-3 rounded-lg bg-white p-2 ring-1 ring-slate-200"
          />
        </li>
        <li>
          Can't scan it? Enter this key in the app instead:
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="sr-only">Setup key:</span>
            <code className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm tracking-wide text-slate-900 dark:bg-slate-800 dark:text-white">
              {groupedKey(setup.secret)}
            </code>
            <CopyButton value={setup.secret} label="Copy key" size="sm" />
          </div>
        </li>
        <li>Enter the 6-digit code the app now shows for Northstar.</li>
      </ol>
      <OneTimeCodeField error={errors.code?.message} {...register('code')} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <PendingButton type="submit" isPending={enable.isPending} icon={<ShieldCheck aria-hidden="true" />}>
          Turn on
        </PendingButton>
      </div>
    </form>
  );
}

/** New recovery codes for a code from the app. */
export function RegenerateForm({
  onRegenerated,
  onCancel,
}: {
  onRegenerated: (codes: RecoveryCodesResponse) => void;
  onCancel: () => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const { register, errors, onSubmit, preloadSchema } = useServerForm(loadCodeSchema, {
    mode: 'onTouched',
    defaultValues: { code: '' },
    submit: regenerate.mutateAsync,
    fields: ['code'],
    failureTitle: 'No new recovery codes',
    onSubmitted: onRegenerated,
  });
  return (
    <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        New codes replace all your current ones: the old codes stop working.
      </p>
      <OneTimeCodeField error={errors.code?.message} {...register('code')} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <PendingButton type="submit" isPending={regenerate.isPending}>
          Make new recovery codes
        </PendingButton>
      </div>
    </form>
  );
}

/** Off again: the current password and a code, or a recovery code when the phone is lost. */
export function DisableForm(props: { hasPassword: boolean; onDisabled: () => void; onCancel: () => void }) {
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(false);
  // A form of its own for each kind of code: the request carries exactly one of them.
  return (
    <DisableFields
      key={usesRecoveryCode ? 'recovery' : 'code'}
      {...props}
      usesRecoveryCode={usesRecoveryCode}
      onSwitch={() => setUsesRecoveryCode((value) => !value)}
    />
  );
}

function DisableFields({
  hasPassword,
  usesRecoveryCode,
  onSwitch,
  onDisabled,
  onCancel,
}: {
  hasPassword: boolean;
  usesRecoveryCode: boolean;
  onSwitch: () => void;
  onDisabled: () => void;
  onCancel: () => void;
}) {
  const disable = useDisableTwoFactor();
  const notify = useNotify();
  const defaultValues: TwoFactorDisableRequest = {
    ...(hasPassword ? { currentPassword: '' } : {}),
    ...(usesRecoveryCode ? { recoveryCode: '' } : { code: '' }),
  };
  const { register, errors, onSubmit, preloadSchema } = useServerForm(loadDisableSchema, {
    mode: 'onTouched',
    defaultValues,
    submit: disable.mutateAsync,
    fields: ['currentPassword', 'code', 'recoveryCode'],
    failureTitle: 'Two-step sign-in not turned off',
    onSubmitted: ({ message }) => {
      notify({ type: 'success', title: 'Two-step sign-in turned off', description: message });
      onDisabled();
    },
  });
  return (
    <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Without it, your password alone signs in to your account.
      </p>
      {hasPassword ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{GOOGLE_NOTE}</p>
      )}
      {usesRecoveryCode ? (
        <RecoveryCodeField error={errors.recoveryCode?.message} {...register('recoveryCode')} />
      ) : (
        <OneTimeCodeField error={errors.code?.message} {...register('code')} />
      )}
      <Button variant="ghost" size="sm" onClick={onSwitch}>
        {usesRecoveryCode ? 'Use your authenticator app' : 'Use a recovery code'}
      </Button>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <PendingButton type="submit" isPending={disable.isPending}>
          Turn off two-step sign-in
        </PendingButton>
      </div>
    </form>
  );
}
