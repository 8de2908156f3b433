import type { Comparison } from '../../shared/analytics';
import { cn } from '../lib/cn';
import { type ChangeUnit, formatChange, formatInteger } from '../lib/format';
import { Tooltip } from './ui/tooltip';

/**
 * What a change is measured in (lib/format.ts). `percent`: relative change (▲ 12.4 %), the default. `points`: the
 * difference of two percentages (▲ 4.2 pts), for figures such as ROI where a relative change of a percentage
 * misleads. `count`: the difference of two counts (▲ 2).
 */
export type { ChangeUnit };

/**
 * ▲ 12.4 % in green / ▼ 3.1 % in red against the previous period (UI.md). No change is shown against a previous
 * period that cannot carry one: 'new' when nothing was delivered in it, 'n/a' when it had delivery on too few days
 * or the figure was zero. The tooltip says which, and names the comparison period and its figure; it opens on
 * hover and on keyboard focus.
 */
export function ChangeIndicator({
  change,
  comparison,
  previousPeriod,
  previousValue,
  unit = 'percent',
  comparedWith,
}: {
  change: number | null;
  comparison: Comparison;
  /** '24 Sep – 23 Oct 2026' */
  previousPeriod: string;
  /** The previous period's figure, formatted. */
  previousValue: string;
  unit?: ChangeUnit;
  /**
   * What the figure is compared with, when not the previous period's figure: 'campaigns that delivered on
   * 24 Oct 2026'. The 'new' and 'n/a' explanations still name the previous period.
   */
  comparedWith?: string;
}) {
  const shown = comparison.status === 'compared' ? change : null;
  const text = comparison.status === 'new' ? 'new' : formatChange(shown, unit);
  const tone =
    shown === null || shown === 0
      ? 'text-slate-500 dark:text-slate-400'
      : shown > 0
        ? 'text-emerald-700 dark:text-emerald-400'
        : 'text-red-700 dark:text-red-400';
  const explanation = explain(comparison, shown, previousPeriod, previousValue, unit, comparedWith);
  return (
    <Tooltip content={explanation}>
      <button
        type="button"
        className={cn(
          'inline-flex items-center rounded text-sm font-medium whitespace-nowrap tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          tone,
        )}
      >
        <span data-testid="change">{text}</span>
        <span className="sr-only"> ({explanation})</span>
      </button>
    </Tooltip>
  );
}

function explain(
  comparison: Comparison,
  change: number | null,
  period: string,
  previousValue: string,
  unit: ChangeUnit,
  comparedWith: string | undefined,
): string {
  if (comparison.status === 'new') return `New: nothing was delivered in the previous period (${period}).`;
  if (comparison.status === 'thin') {
    return `No comparison: the previous period (${period}) had delivery on only ${formatInteger(
      comparison.previousDaysWithData,
    )} of ${formatInteger(comparison.previousDays)} days, too few to compare with.`;
  }
  if (change === null) return `No comparison: the figure was zero in the previous period (${period}).`;
  const measure = unit === 'points' ? ' (change in percentage points)' : '';
  return `Compared with ${comparedWith ?? `the previous period, ${period}`}: ${previousValue}${measure}`;
}
