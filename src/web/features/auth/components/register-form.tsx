import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { registerFormSchema } from '../../../../shared/auth';
import { NameFields, NEW_PASSWORD_HINT } from '../../../components/account-fields';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useRegister } from '../api/register';

const FIELDS = ['firstName', 'lastName', 'email', 'username', 'password', 'company'] as const;

export function RegisterForm() {
  const registration = useRegister();
  const notify = useNotify();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', username: '', password: '', company: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      notify({ type: 'error', title: 'Registration Failed', description: errorMessage(error) });
      return;
    }
    notify({
      type: 'success',
      title: 'Welcome!',
      description: 'Your account has been created successfully.',
    });
    await navigate('/');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NameFields
        firstName={register('firstName')}
        lastName={register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
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
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Company (optional)"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={registration.isPending}
        aria-busy={registration.isPending}
      >
        {registration.isPending ? <Spinner /> : null}
        Create Account
      </Button>
    </form>
  );
}
