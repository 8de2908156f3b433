import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { CURRENCY_MESSAGES } from '../../../../shared/currency';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { PendingButton } from '../../../components/ui/pending-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useUpdateWorkspaceSettings } from '../api/workspace-settings';
import { currencyName, currencyOptions } from '../currency-options';

const ID = 'workspace-currency';

interface CurrencySettingProps {
  /** The saved currency; undefined while the settings load. */
  saved: string | undefined;
  /** Another setting is saving: this one waits. */
  isSavingOther: boolean;
}

/**
 * The workspace currency (issue 29): chosen from the ISO 4217 codes, then saved with its button (a select that
 * saved on every change would save once per arrow key on some platforms). The note says that nothing is converted.
 */
export function CurrencySetting({ saved, isSavingOther }: CurrencySettingProps) {
  const update = useUpdateWorkspaceSettings();
  const notify = useNotify();
  const select = useRef<HTMLSelectElement>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const options = useMemo(() => currencyOptions(saved), [saved]);
  const value = choice ?? saved ?? '';
  const isSaving = update.isPending;
  // After a save the focus goes back to the choice (the button it was on is disabled), once the choice is enabled
  // again; the pages then mount anew in the new currency and WorkspaceCurrency keeps it there.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || isSaving) return;
    setRefocus(false);
    select.current?.focus();
  }, [refocus, isSaving]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === saved) return;
    update.mutate(
      { currency: value },
      {
        onSuccess: (settings) => {
          setChoice(null);
          setRefocus(true);
          notify({
            type: 'success',
            title: 'Workspace settings saved',
            description: `Amounts are now shown in ${currencyName(settings.currency)} (${settings.currency}). Figures already stored were not converted.`,
          });
        },
        onError: (error) =>
          notify({
            type: 'error',
            title: 'Could not save workspace settings',
            description: errorMessage(error),
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor={ID}>Currency</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {saved === undefined ? (
          <Skeleton className="h-10 w-full sm:w-80" />
        ) : (
          <NativeSelect
            ref={select}
            id={ID}
            value={value}
            disabled={isSaving || isSavingOther}
            aria-busy={isSaving || undefined}
            aria-describedby={`${ID}-hint`}
            className="sm:w-80"
            onChange={(event) => setChoice(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.code === option.name ? option.code : `${option.code} — ${option.name}`}
              </option>
            ))}
          </NativeSelect>
        )}
        <PendingButton
          type="submit"
          variant="secondary"
          isPending={isSaving}
          disabled={saved === undefined || value === saved || isSavingOther}
          className="sm:w-auto"
        >
          Save currency
        </PendingButton>
      </div>
      <p id={`${ID}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        Every amount on every screen, report, export and e-mail is shown in it, and imported files must be in
        it. {CURRENCY_MESSAGES.noConversion}
      </p>
    </form>
  );
}
