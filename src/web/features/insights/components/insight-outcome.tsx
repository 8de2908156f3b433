import { Clock, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { RecommendationOutcome } from '../../../../shared/outcomes';
import { OUTCOME_WINDOWS, outcomeLabel, waitingLabel } from '../../../../shared/outcomes-rules';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateRange, formatRoas as roas } from '../../../lib/format';

/**
 * The measured result of an applied recommendation: when it will be measurable, "Measured: +12 % ROAS (±4 %) after
 * 7 days" with the figures behind it, or "No measurable effect".
 */
export function InsightOutcome({ outcome }: { outcome: RecommendationOutcome }) {
  const up = outcome.status === 'measured' && (outcome.effect ?? 0) > 0;
  const down = outcome.status === 'measured' && (outcome.effect ?? 0) < 0;
  const Icon = outcome.status === 'pending' ? Clock : up ? TrendingUp : down ? TrendingDown : Minus;
  const evidence = outcome.evidence;
  return (
    <div className="mt-2 text-sm">
      <p
        className={cn(
          'flex items-center gap-1.5 font-medium',
          up
            ? 'text-emerald-700 dark:text-emerald-400'
            : down
              ? 'text-red-700 dark:text-red-400'
              : 'text-slate-700 dark:text-slate-300',
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {outcome.status === 'pending'
          ? outcome.waitingFor
            ? waitingLabel(formatDate(outcome.waitingFor))
            : `Result measurable after ${formatDate(outcome.measurableOn)}`
          : outcomeLabel({ ...outcome, waitingFor: null })}
      </p>
      {outcome.status !== 'pending' && outcome.waitingFor ? (
        // A longer window has passed without all its days: the result above is measured again once they arrive.
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          {waitingLabel(formatDate(outcome.waitingFor))} to measure {OUTCOME_WINDOWS.at(-1)} days
        </p>
      ) : null}
      {evidence ? (
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          Changed channels {roas(evidence.treated.before.roas)} → {roas(evidence.treated.after.roas)} ROAS
          {evidence.control
            ? `; other channels ${roas(evidence.control.before.roas)} → ${roas(evidence.control.after.roas)}`
            : '; no other channel to compare with'}{' '}
          ({formatDateRange(evidence.before.start, evidence.before.end)} against{' '}
          {formatDateRange(evidence.after.start, evidence.after.end)})
        </p>
      ) : outcome.status === 'pending' && !outcome.waitingFor ? (
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          Compared with the week before and with the campaign's other channels once a full week has passed.
        </p>
      ) : null}
    </div>
  );
}
