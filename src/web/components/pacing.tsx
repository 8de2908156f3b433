import type { Pacing } from '../../shared/pacing';
import { PACING_STATUS_LABELS, type PacingStatus } from '../../shared/pacing-rules';
import { formatDate, formatMoney } from '../lib/format';
import { Stat } from './stat';
import { Badge, type BadgeTone } from './ui/badge';

/** Budget pacing (issue 16) as every screen shows it: one badge, one sentence, the same words everywhere. */

const PACING_TONES: Record<PacingStatus, BadgeTone> = {
  on_track: 'success',
  under: 'warning',
  over: 'danger',
};

export function PacingBadge({ status }: { status: PacingStatus }) {
  return <Badge tone={PACING_TONES[status]}>{PACING_STATUS_LABELS[status]}</Badge>;
}

/** "$700 spent of $700 planned so far; projected $2,100 of $2,100 by 30 Nov 2026." */
export function pacingSentence(pacing: Pacing, endDate: string): string {
  return `${formatMoney(pacing.spendToDate)} spent of ${formatMoney(pacing.plannedToDate)} planned so far; projected ${formatMoney(pacing.projectedTotal)} of ${formatMoney(pacing.plannedTotal)} by ${formatDate(endDate)}.`;
}

/** The list row's pacing: the badge, with the figures for screen readers and on hover (no per-row popups). */
export function PacingNote({ pacing, endDate }: { pacing: Pacing; endDate: string }) {
  const sentence = pacingSentence(pacing, endDate);
  return (
    <span className="mt-1 inline-flex items-center gap-1.5" title={sentence}>
      <PacingBadge status={pacing.status} />
      <span className="sr-only">{sentence}</span>
    </span>
  );
}

/** The campaign's own page: pacing with its four figures and what they are based on. */
export function PacingPanel({ pacing, endDate }: { pacing: Pacing; endDate: string }) {
  const figures: [string, number][] = [
    ['Spent to date', pacing.spendToDate],
    ['Planned to date', pacing.plannedToDate],
    ['Projected at end', pacing.projectedTotal],
    ['Ad-spend plan', pacing.plannedTotal],
  ];
  return (
    <section
      aria-labelledby="pacing-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="pacing-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
          Budget pacing
        </h2>
        <PacingBadge status={pacing.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <Stat key={label} label={label} size="md" className="min-w-0">
            {formatMoney(value)}
          </Stat>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        Through {formatDate(pacing.asOf)}, day {pacing.daysElapsed} of {pacing.daysTotal}. The plan is the
        ad-spend share (70 %) of the budget, spread evenly; the projection adds the last 7 days' average daily
        spend for each day left until {formatDate(endDate)}. Within ±10 % of the plan is on track.
      </p>
    </section>
  );
}
