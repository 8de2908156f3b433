import { Check, Save } from 'lucide-react';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { formatCustomerId } from '../../../lib/format';
import { useNotify } from '../../../lib/notifications';
import { useUpdateConnection } from '../api/update-connection';
import { CUSTOMER_ID_MESSAGE, isValidCustomerId, normalizeCustomerId } from '../customer-id';

/** Write-only: a saved token is never sent back, only whether there is one. */
export function DeveloperTokenForm({ hasDeveloperToken }: { hasDeveloperToken: boolean }) {
  const notify = useNotify();
  const update = useUpdateConnection();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setError('Enter the developer token');
    update.mutate(
      { developerToken: token.trim() },
      {
        onSuccess: () => {
          setToken('');
          notify({ type: 'success', title: 'Developer token saved', description: 'It is stored encrypted.' });
        },
        onError: (failure) => {
          const message =
            (isApiError(failure) && failure.fieldError('developerToken')) || errorMessage(failure);
          setError(message);
          notify({ type: 'error', title: 'Save Failed', description: message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <PasswordField
          label="Developer token"
          className="sm:flex-1"
          value={token}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={hasDeveloperToken ? 'Enter a new token to replace the saved one' : undefined}
          error={error}
          onChange={(event) => {
            setToken(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" disabled={update.isPending} className="sm:mt-7">
          {update.isPending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
          Save developer token
        </Button>
      </div>
      {hasDeveloperToken ? (
        <Badge tone="success">
          <Check aria-hidden="true" className="size-3.5" />
          Saved
        </Badge>
      ) : null}
    </form>
  );
}

export function CustomerIdForm({
  customerId,
  loginCustomerId,
}: {
  customerId: string | null;
  loginCustomerId: string | null;
}) {
  const notify = useNotify();
  const update = useUpdateConnection();
  const [customer, setCustomer] = useState(customerId ? formatCustomerId(customerId) : '');
  const [login, setLogin] = useState(loginCustomerId ? formatCustomerId(loginCustomerId) : '');
  const [errors, setErrors] = useState<{ customerId?: string; loginCustomerId?: string }>({});
  const customerDigits = normalizeCustomerId(customer);
  const loginDigits = normalizeCustomerId(login);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      customerId: isValidCustomerId(customerDigits) ? undefined : CUSTOMER_ID_MESSAGE,
      loginCustomerId: !loginDigits || isValidCustomerId(loginDigits) ? undefined : CUSTOMER_ID_MESSAGE,
    };
    setErrors(next);
    if (next.customerId || next.loginCustomerId) return;
    update.mutate(
      { customerId: customerDigits, loginCustomerId: loginDigits || null },
      {
        onSuccess: (summary) =>
          notify({
            type: 'success',
            title: 'Customer id saved',
            description: `Northstar will read account ${formatCustomerId(summary.customerId ?? customerDigits)}.`,
          }),
        onError: (failure) => {
          if (isApiError(failure)) {
            setErrors({
              customerId: failure.fieldError('customerId'),
              loginCustomerId: failure.fieldError('loginCustomerId'),
            });
          }
          notify({ type: 'error', title: 'Save Failed', description: errorMessage(failure) });
        },
      },
    );
  };

  const digitsHint = (digits: string) => (digits ? `Saved as ${digits} (digits only)` : undefined);

  return (
    <form onSubmit={submit} noValidate className="max-w-lg space-y-4">
      <CustomerIdField
        label="Customer id"
        placeholder="123-456-7890"
        value={customer}
        error={errors.customerId}
        hint={digitsHint(customerDigits)}
        onChange={(event) => {
          setCustomer(event.target.value);
          setErrors((current) => ({ ...current, customerId: undefined }));
        }}
      />
      <CustomerIdField
        label="Login customer id (manager account)"
        placeholder="Optional"
        value={login}
        error={errors.loginCustomerId}
        hint={
          digitsHint(loginDigits) ??
          'Only when a manager (MCC) account manages this account and your Google user reaches it through that manager: enter the manager account id. Leave empty otherwise.'
        }
        onChange={(event) => {
          setLogin(event.target.value);
          setErrors((current) => ({ ...current, loginCustomerId: undefined }));
        }}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
        Save customer id
      </Button>
    </form>
  );
}

/** A Google Ads customer id as typed: digits, with or without dashes. */
function CustomerIdField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="numeric" autoComplete="off" maxLength={20} {...props} />;
}
