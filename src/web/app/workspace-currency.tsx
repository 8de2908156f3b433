import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { DEFAULT_CURRENCY, isCurrencyCode } from '../../shared/currency';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locale';
import { PageSkeleton } from '../components/ui/loading-frames';
import { useWorkspaceSettings } from '../features/campaigns/api/get-workspace-settings';
import { setDisplayCurrency, setDisplayLocale } from '../lib/display-currency';

/**
 * The signed-in pages, shown in the workspace currency (issue 29) and with dates in the workspace locale (issue 30): GET /api/settings (the query the wizard reads
 * launch approval from, refreshed when an admin saves the settings) sets the display currency that lib/format's
 * money formatters read, before the pages render. When it changes, the pages mount anew under the new currency, so
 * no memoised cell or chart keeps text in the old one; focus stays on the control it was on.
 *
 * Should the settings not load, amounts show in the default currency rather than no page at all: the figures are
 * the same numbers whatever the currency (changing it converts nothing), and the query asks again on focus.
 */
export function WorkspaceCurrency({ children }: { children: ReactNode }) {
  const settings = useWorkspaceSettings();
  const saved = settings.data?.currency;
  const currency = saved !== undefined && isCurrencyCode(saved) ? saved : DEFAULT_CURRENCY;
  // The workspace locale (issue 30) the same way: the dates of lib/format follow it.
  const savedLocale = settings.data?.locale;
  const locale = savedLocale !== undefined && isLocale(savedLocale) ? savedLocale : DEFAULT_LOCALE;
  // Set while rendering, before the children render and read them; the same values on every render of one answer.
  setDisplayCurrency(currency);
  setDisplayLocale(locale);
  useEffect(
    () => () => {
      setDisplayCurrency(DEFAULT_CURRENCY);
      setDisplayLocale(DEFAULT_LOCALE);
    },
    [],
  );
  const key = `${currency}|${locale}`;
  useKeepFocusAcrossRemount(key);

  // Only the first answer is waited for: after a failure the pages show (a page that mounts asks again, which
  // must not take them away while it does).
  if (settings.isPending && settings.errorUpdateCount === 0) return <PageSkeleton />;
  return <Fragment key={key}>{children}</Fragment>;
}

/**
 * Re-mounting the pages drops the focused element (the admin's currency control, typically): the element with the
 * same id in the new tree takes the focus back, so a keyboard or screen-reader user stays where they were.
 */
function useKeepFocusAcrossRemount(key: string) {
  const lastFocusedId = useRef('');
  const previousKey = useRef(key);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocusedId.current = event.target.id;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useLayoutEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    const active = document.activeElement;
    if (lastFocusedId.current && (active === null || active === document.body)) {
      document.getElementById(lastFocusedId.current)?.focus();
    }
  }, [key]);
}
