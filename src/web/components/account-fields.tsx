import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN } from '../../shared/auth-rules';
import { PasswordField, TextField } from './ui/form-field';

/**
 * The account fields the registration, account settings and password reset forms share (issue 15): the same
 * labels, autocomplete hints and password advice wherever a person types them. Each form registers its own names.
 */

/** What the form registered for each of a component's fields, by the component's names, and their errors. */
type RegisteredFields<Name extends string> = Record<Name, UseFormRegisterReturn> & {
  errors: Partial<Record<Name, string | undefined>>;
};

/** First and last name side by side (stacked on a phone). */
export function NameFields({ firstName, lastName, errors }: RegisteredFields<'firstName' | 'lastName'>) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" error={errors.firstName} {...firstName} />
      <TextField label="Last name" autoComplete="family-name" error={errors.lastName} {...lastName} />
    </div>
  );
}

/** A field's own props without its label: the label is what these components fix. */
type UnlabelledFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

export function EmailField(props: UnlabelledFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}

/** Usernames are typed exactly: no capital letter or spelling fix slipped in by a phone keyboard. */
export function UsernameField(props: UnlabelledFieldProps) {
  return (
    <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />
  );
}

export function CompanyField(props: UnlabelledFieldProps) {
  return <TextField label="Company (optional)" autoComplete="organization" {...props} />;
}

/** The advice every new password field gives (DESIGN §6: 8 characters; common passwords are refused). */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. Avoid common passwords.`;

/** A new password and its confirmation, side by side (stacked on a phone). */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
}: RegisteredFields<'password' | 'confirmation'>) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password}
        {...password}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </div>
  );
}
