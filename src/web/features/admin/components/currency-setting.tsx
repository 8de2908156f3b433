import { useMemo } from 'react';
import { CURRENCY_MESSAGES } from '../../../../shared/currency';
import { currencyName, currencyOptions } from '../currency-options';
import { SelectSetting, type SelectSettingKind, type SelectSettingState } from './select-setting';

const CURRENCY: SelectSettingKind<string> = {
  name: 'currency',
  label: 'Currency',
  // Any code the select offers is one to save.
  parse: (value) => value,
  changes: (currency) => ({ currency }),
  describeSaved: ({ currency }) =>
    `Amounts are now shown in ${currencyName(currency)} (${currency}). Figures already stored were not converted.`,
};

/**
 * The workspace currency (issue 29): chosen from the ISO 4217 codes, then saved with its button. The note says that
 * nothing is converted; after a save WorkspaceCurrency keeps the pages in the new currency.
 */
export function CurrencySetting(props: SelectSettingState) {
  const options = useMemo(
    () =>
      currencyOptions(props.saved).map(({ code, name }) => ({
        value: code,
        label: code === name ? code : `${code} — ${name}`,
      })),
    [props.saved],
  );
  return (
    <SelectSetting setting={CURRENCY} options={options} {...props}>
      Every amount on every screen, report, export and e-mail is shown in it, and imported files must be in
      it. {CURRENCY_MESSAGES.noConversion}
    </SelectSetting>
  );
}
