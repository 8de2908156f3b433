import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginRequestSchema } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useLogin } from '../api/login';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const FIELDS = ['username', 'password'] as const;

export function SignInForm() {
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      notify({ type: 'error', title: 'Sign In Failed', description: errorMessage(error) });
      return;
    }
    notify({ type: 'success', title: 'Welcome back!', description: 'You have successfully signed in.' });
    await navigate('/');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={<ForgotPasswordDialog />}
        {...register('password')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={login.isPending}
        aria-busy={login.isPending}
      >
        {login.isPending ? <Spinner /> : null}
        Sign In
      </Button>
    </form>
  );
}
