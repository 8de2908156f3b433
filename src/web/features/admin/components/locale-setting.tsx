import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatCalendarDate, isLocale, LOCALE_LABELS, LOCALES, type Locale } from '../../../../shared/locale';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { PendingButton } from '../../../components/ui/pending-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useUpdateWorkspaceSettings } from '../api/workspace-settings';

const ID = 'workspace-locale';
/** The date each option is shown with, so an admin sees what they choose. */
const EXAMPLE_DATE = '2026-11-29';

/** 'English (United Kingdom) — 29 Nov 2026' */
const optionLabel = (locale: Locale) =>
  `${LOCALE_LABELS[locale]} — ${formatCalendarDate(EXAMPLE_DATE, locale)}`;

interface LocaleSettingProps {
  /** The saved locale; undefined while the settings load. */
  saved: string | undefined;
  /** Another setting is saving: this one waits. */
  isSavingOther: boolean;
}

/**
 * The workspace locale (issue 30): how dates are written on every screen, in the PDF and in e-mails; chosen, then
 * saved with its button, like the currency beside it.
 */
export function LocaleSetting({ saved, isSavingOther }: LocaleSettingProps) {
  const update = useUpdateWorkspaceSettings();
  const notify = useNotify();
  const select = useRef<HTMLSelectElement>(null);
  const [choice, setChoice] = useState<Locale | null>(null);
  const value = choice ?? saved ?? '';
  const isSaving = update.isPending;
  // After a save the focus goes back to the choice once it is enabled again (the pages mount anew in the locale).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || isSaving) return;
    setRefocus(false);
    select.current?.focus();
  }, [refocus, isSaving]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === saved || !isLocale(value)) return;
    update.mutate(
      { locale: value },
      {
        onSuccess: (settings) => {
          setChoice(null);
          setRefocus(true);
          notify({
            type: 'success',
            title: 'Workspace settings saved',
            description: `Dates are now written as ${formatCalendarDate(EXAMPLE_DATE, settings.locale)} (${LOCALE_LABELS[settings.locale]}).`,
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
      <Label htmlFor={ID}>Locale</Label>
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
            onChange={(event) => {
              if (isLocale(event.target.value)) setChoice(event.target.value);
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {optionLabel(locale)}
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
          Save locale
        </PendingButton>
      </div>
      <p id={`${ID}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        How dates are written on every screen, report and e-mail. CSV exports keep dates as YYYY-MM-DD for
        spreadsheets; figures keep one style whatever the locale.
      </p>
    </form>
  );
}
