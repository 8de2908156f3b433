import { CircleAlert, CircleCheck, KeyRound, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { ResetPasswordForm } from '../../../../shared/auth';
import { NewPasswordFields } from '../../../components/account-fields';
import { Container } from '../../../components/layout/container';
import { PublicLayout } from '../../../components/layout/public-layout';
import { StatusScreen } from '../../../components/layout/status-screen';
import { buttonClasses } from '../../../components/ui/button';
import { IconTile } from '../../../components/ui/icon-tile';
import { PendingButton } from '../../../components/ui/pending-button';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useNotify } from '../../../lib/notifications';
import { useResetPassword } from '../api/reset-password';
import { useInlineFailure } from './use-inline-failure';

/** SPEC §2 Reset: no token → 'Invalid Reset Link'; otherwise the form, then a success view. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  return (
    <PublicLayout>
      <Container className="flex flex-1 flex-col">
        {!token ? (
          <StatusScreen
            icon={Link2Off}
            tone="warning"
            title="Invalid Reset Link"
            action={{ to: '/auth', label: 'Go to Sign In' }}
          >
            <p>This reset link is invalid or missing. Please request a new password reset.</p>
          </StatusScreen>
        ) : doneMessage !== null ? (
          <div role="status" className="flex flex-1">
            <StatusScreen
              icon={CircleCheck}
              title="Password Reset Successful"
              action={{ to: '/auth', label: 'Go to Sign In' }}
            >
              <p>{doneMessage}</p>
            </StatusScreen>
          </div>
        ) : (
          <ResetForm token={token} onDone={setDoneMessage} />
        )}
      </Container>
    </PublicLayout>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const notify = useNotify();
  const { failure, attempt } = useInlineFailure('Reset Failed');
  // The schema (and zod) download with the form's first focus, not with the page (lib/lazy-resolver.ts).
  const [{ resolver, preload }] = useState(() =>
    lazyZodResolver(() => import('../../../../shared/auth').then((m) => m.resetPasswordFormSchema)),
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    attempt(async () => {
      const { message } = await reset.mutateAsync({ token, password });
      notify({ type: 'success', title: 'Password Reset Successful', description: message });
      onDone(message);
    }),
  );

  return (
    <div className="flex flex-1 items-center justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <IconTile icon={KeyRound} tone="brand" size="lg" />
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          Choose a new password
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Use at least 8 characters. Signing in on other devices will need the new password.
        </p>
        {failure ? (
          <div
            role="alert"
            className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <CircleAlert
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400"
            />
            <div>
              <p className="font-semibold">Reset Failed</p>
              <p className="mt-1">{failure}</p>
              <Link to="/auth" className="mt-2 inline-block font-medium underline">
                Request a new link from the sign-in page
              </Link>
            </div>
          </div>
        ) : null}
        <form onSubmit={onSubmit} onFocus={preload} noValidate className="mt-6 space-y-5">
          <NewPasswordFields
            password={register('password')}
            confirmation={register('confirmPassword')}
            errors={{ password: errors.password?.message, confirmation: errors.confirmPassword?.message }}
          />
          <PendingButton type="submit" size="lg" className="w-full" isPending={reset.isPending}>
            Reset Password
          </PendingButton>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/auth" className={buttonClasses('ghost', 'sm')}>
            Back to Sign In
          </Link>
        </p>
      </div>
    </div>
  );
}
