import { formatCalendarDate, isLocale, LOCALE_LABELS, LOCALES, type Locale } from '../../../../shared/locale';
import { SelectSetting, type SelectSettingKind, type SelectSettingState } from './select-setting';

/** The date each option is shown with, so an admin sees what they choose. */
const EXAMPLE_DATE = '2026-11-29';

/** 'English (United Kingdom) — 29 Nov 2026' */
const optionLabel = (locale: Locale) =>
  `${LOCALE_LABELS[locale]} — ${formatCalendarDate(EXAMPLE_DATE, locale)}`;

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: optionLabel(locale) }));

const LOCALE: SelectSettingKind<Locale> = {
  name: 'locale',
  label: 'Locale',
  parse: (value) => (isLocale(value) ? value : null),
  changes: (locale) => ({ locale }),
  describeSaved: ({ locale }) =>
    `Dates are now written as ${formatCalendarDate(EXAMPLE_DATE, locale)} (${LOCALE_LABELS[locale]}).`,
};

/**
 * The workspace locale (issue 30): how dates are written on every screen, in the PDF and in e-mails; chosen, then
 * saved with its button, like the currency beside it.
 */
export function LocaleSetting(props: SelectSettingState) {
  return (
    <SelectSetting setting={LOCALE} options={OPTIONS} {...props}>
      How dates are written on every screen, report and e-mail. CSV exports keep dates as YYYY-MM-DD for
      spreadsheets; figures keep one style whatever the locale.
    </SelectSetting>
  );
}
