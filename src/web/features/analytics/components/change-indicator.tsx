import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { formatChange } from '../../../lib/format';

/**
 * ▲ 12.4 % in green / ▼ 3.1 % in red against the previous period, 'n/a' when there is no base (UI.md). The
 * tooltip names the comparison period and its figure; it opens on hover and on keyboard focus.
 */
export function ChangeIndicator({
  change,
  comparison,
  previousValue,
}: {
  change: number | null;
  /** '24 Sep – 23 Oct 2026' */
  comparison: string;
  /** The previous period's figure, formatted. */
  previousValue: string;
}) {
  const text = formatChange(change);
  const tone =
    change === null || change === 0
      ? 'text-slate-500 dark:text-slate-400'
      : change > 0
        ? 'text-emerald-700 dark:text-emerald-400'
        : 'text-red-700 dark:text-red-400';
  const explanation =
    change === null
      ? `No comparison: nothing was recorded in the previous period (${comparison}).`
      : `Compared with the previous period, ${comparison}: ${previousValue}`;
  return (
    <Tooltip content={explanation}>
      <button
        type="button"
        className={cn(
          'inline-flex items-center rounded text-sm font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          tone,
        )}
      >
        <span data-testid="change">{text}</span>
        <span className="sr-only">
          {' '}
          {change === null ? '(no previous figure)' : `vs previous period, ${comparison}`}
        </span>
      </button>
    </Tooltip>
  );
}
