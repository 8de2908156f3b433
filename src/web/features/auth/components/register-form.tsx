import {
  CompanyField,
  EmailField,
  NameFields,
  NEW_PASSWORD_HINT,
  UsernameField,
} from '../../../components/account-fields';
import { PasswordField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { useRegister } from '../api/register';
import { useSessionForm } from './use-session-form';

const loadRegisterSchema = () => import('../../../../shared/auth').then((m) => m.registerFormSchema);

export function RegisterForm() {
  const registration = useRegister();
  const { register, errors, onSubmit, preloadSchema } = useSessionForm(loadRegisterSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', username: '', password: '', company: '' },
    start: registration.mutateAsync,
    failureTitle: 'Registration Failed',
    welcome: { title: 'Welcome!', description: 'Your account has been created successfully.' },
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
      <NameFields
        firstName={register('firstName')}
        lastName={register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <EmailField inputMode="email" error={errors.email?.message} {...register('email')} />
      <UsernameField error={errors.username?.message} {...register('username')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <CompanyField error={errors.company?.message} {...register('company')} />
      <PendingButton type="submit" size="lg" className="w-full" isPending={registration.isPending}>
        Create Account
      </PendingButton>
    </form>
  );
}
