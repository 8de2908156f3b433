import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { OneTimeCodeField, RecoveryCodeField } from '../../../components/one-time-code-field';
import { Button } from '../../../components/ui/button';
import { PendingButton } from '../../../components/ui/pending-button';
import { isApiError } from '../../../lib/api-client';
import { useLoginTwoFactor } from '../api/login';
import { useSessionForm } from './use-session-form';

// The schemas (and zod) load with the step's first check, not with the sign-in page.
const loadCodeSchema = () => import('../../../../shared/two-factor').then((m) => m.twoFactorCodeFormSchema);
const loadRecoverySchema = () =>
  import('../../../../shared/two-factor').then((m) => m.recoveryCodeFormSchema);

const WELCOME = { title: 'Welcome back!', description: 'You have successfully signed in.' };

/**
 * The second step of signing in to an account with two-step sign-in: the code from the authenticator app, or one
 * of the recovery codes when the phone is not at hand. `onRestart` goes back to the password (also when the
 * 5 minutes the server waits for the code have passed).
 */
export function TwoFactorSignInStep({ onRestart }: { onRestart: () => void }) {
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(false);
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg bg-indigo-50 p-4 text-sm text-indigo-900 ring-1 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <h2 className="font-medium">Two-step sign-in</h2>
          <p className="mt-1">
            {usesRecoveryCode
              ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in.'
              : 'Open your authenticator app and enter the code it shows for Northstar.'}
          </p>
        </div>
      </div>
      {usesRecoveryCode ? (
        <RecoveryCodeForm key="recovery" onExpired={onRestart} />
      ) : (
        <CodeForm key="code" onExpired={onRestart} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => setUsesRecoveryCode((value) => !value)}>
          {usesRecoveryCode ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRestart}>
          Start again
        </Button>
      </div>
    </div>
  );
}

/** The form that replaced another (the password form, the other kind of code) takes the focus, and a screen reader with it. */
function useFocusOnMount() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  return formRef;
}

/** The server forgot the password step (5 minutes passed, or the account changed): back to the password. */
function useFinishSignIn(onExpired: () => void) {
  const finish = useLoginTwoFactor();
  const start = async (body: { code: string } | { recoveryCode: string }) => {
    try {
      return await finish.mutateAsync(body);
    } catch (error) {
      if (isApiError(error) && error.status === 401) onExpired();
      throw error;
    }
  };
  return { start, isPending: finish.isPending };
}

function CodeForm({ onExpired }: { onExpired: () => void }) {
  const { start, isPending } = useFinishSignIn(onExpired);
  const formRef = useFocusOnMount();
  const { register, errors, onSubmit, preloadSchema } = useSessionForm(loadCodeSchema, {
    defaultValues: { code: '' },
    start,
    failureTitle: 'Sign In Failed',
    welcome: WELCOME,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
      <OneTimeCodeField error={errors.code?.message} {...register('code')} />
      <PendingButton type="submit" size="lg" className="w-full" isPending={isPending}>
        Verify and sign in
      </PendingButton>
    </form>
  );
}

function RecoveryCodeForm({ onExpired }: { onExpired: () => void }) {
  const { start, isPending } = useFinishSignIn(onExpired);
  const formRef = useFocusOnMount();
  const { register, errors, onSubmit, preloadSchema } = useSessionForm(loadRecoverySchema, {
    defaultValues: { recoveryCode: '' },
    start,
    failureTitle: 'Sign In Failed',
    welcome: WELCOME,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
      <RecoveryCodeField error={errors.recoveryCode?.message} {...register('recoveryCode')} />
      <PendingButton type="submit" size="lg" className="w-full" isPending={isPending}>
        Verify and sign in
      </PendingButton>
    </form>
  );
}
