import type { ReportDelta as Delta } from '../../../../shared/reports';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { formatChange } from '../../../lib/format';

/**
 * ▲ 12.4 % / ▼ 3.1 % against the previous period, or 'new' / 'n/a' when that period cannot carry a change. Green
 * and red follow what is good for the figure (a falling cost per acquisition is green). The reason the server
 * gives is in the tooltip (hover and keyboard focus) and, for screen readers, in the text.
 */
export function ReportDelta({ delta, better = 'up' }: { delta: Delta; better?: 'up' | 'down' | 'neither' }) {
  const text =
    delta.status === 'new' ? 'new' : formatChange(delta.status === 'compared' ? delta.change : null);
  const change = delta.status === 'compared' ? delta.change : null;
  const isGood = change !== null && change !== 0 && better !== 'neither' && change > 0 === (better === 'up');
  const isBad = change !== null && change !== 0 && better !== 'neither' && !isGood;
  return (
    <Tooltip content={delta.reason}>
      <button
        type="button"
        data-delta-status={delta.status}
        className={cn(
          'cursor-help rounded text-xs font-medium tabular-nums underline decoration-dotted underline-offset-2',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          isGood
            ? 'text-emerald-700 dark:text-emerald-400'
            : isBad
              ? 'text-red-700 dark:text-red-400'
              : 'text-slate-500 dark:text-slate-400',
        )}
      >
        <span>{text}</span>
        <span className="sr-only"> ({delta.reason})</span>
      </button>
    </Tooltip>
  );
}
