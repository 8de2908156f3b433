import type { ComponentProps } from 'react';
import { TOTP_DIGITS } from '../../shared/two-factor-rules';
import { TextField } from './ui/form-field';

type UnlabelledFieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

/**
 * The 6-digit code of an authenticator app, wherever it is asked for (sign-in, account settings): a number pad on
 * phones, and the browser or password manager may fill it in (autocomplete="one-time-code").
 */
export function OneTimeCodeField({ label = 'Authentication code', ...props }: UnlabelledFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={TOTP_DIGITS + 2}
      hint={`The ${TOTP_DIGITS}-digit code your authenticator app shows now.`}
      {...props}
    />
  );
}

/** One of the account's recovery codes (`xxxxx-xxxxx`), typed as printed. */
export function RecoveryCodeField(props: UnlabelledFieldProps) {
  return (
    <TextField
      label="Recovery code"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      hint="Each recovery code works once."
      {...props}
    />
  );
}
