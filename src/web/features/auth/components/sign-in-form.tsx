import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TWO_FACTOR_STEP_PARAM } from '../../../../shared/two-factor-rules';
import { UsernameField } from '../../../components/account-fields';
import { PasswordField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { isTwoFactorChallenge, useLogin } from '../api/login';
import { ForgotPasswordLink } from './forgot-password-link';
import { TwoFactorSignInStep } from './two-factor-sign-in-step';
import { useSessionForm } from './use-session-form';

const loadLoginSchema = () => import('../../../../shared/auth').then((m) => m.loginRequestSchema);

/** Username and password; an account with two-step sign-in then asks for its code in place. */
export function SignInForm() {
  const [searchParams] = useSearchParams();
  // A Google sign-in of an account with two-step sign-in lands here (TWO_FACTOR_SIGN_IN_LANDING) for its code.
  const [isCodeStep, setIsCodeStep] = useState(searchParams.get(TWO_FACTOR_STEP_PARAM) === 'two-factor');
  if (isCodeStep) return <TwoFactorSignInStep onRestart={() => setIsCodeStep(false)} />;
  return <PasswordStep onCodeRequired={() => setIsCodeStep(true)} />;
}

function PasswordStep({ onCodeRequired }: { onCodeRequired: () => void }) {
  const login = useLogin();
  const { register, errors, onSubmit, preloadSchema } = useSessionForm(loadLoginSchema, {
    defaultValues: { username: '', password: '' },
    start: login.mutateAsync,
    failureTitle: 'Sign In Failed',
    welcome: { title: 'Welcome back!', description: 'You have successfully signed in.' },
    needsAnotherStep: (result) => {
      if (!isTwoFactorChallenge(result)) return false;
      onCodeRequired();
      return true;
    },
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
      <UsernameField error={errors.username?.message} {...register('username')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={<ForgotPasswordLink />}
        {...register('password')}
      />
      <PendingButton type="submit" size="lg" className="w-full" isPending={login.isPending}>
        Sign In
      </PendingButton>
    </form>
  );
}
