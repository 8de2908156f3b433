import { ChevronRight } from 'lucide-react';
import { CHANNEL_COLORS, type Channel } from '../../../../shared/analytics';
import {
  formatDateRange,
  formatDayMonthYear,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRoas,
} from '../../../lib/format';
import type { InsightEvidence as Evidence } from '../api/types';

const METRIC_LABELS: Record<string, string> = {
  revenue: 'Revenue',
  spend: 'Spend',
  roas: 'ROAS',
  ctr: 'CTR',
};

/** What the sample size counts, per kind of finding (src/server/jobs/insights-engine.ts). */
const SAMPLE_UNITS: Record<string, string> = {
  anomaly: 'days of baseline',
  channel_reallocation: 'clicks',
  pacing: 'days of delivery',
  fatigue: 'impressions',
  insufficient_data: 'days of delivery',
};

function formatMetric(metric: string | undefined, value: number): string {
  if (metric === 'revenue' || metric === 'spend') return formatMoney(value);
  if (metric === 'roas') return formatRoas(value);
  if (metric === 'ctr') return formatPercent(value);
  return formatInteger(value);
}

function formatPeriod(period: string): string {
  const [start, end] = period.split('..');
  if (start && end) return formatDateRange(start, end);
  return start ? formatDayMonthYear(start) : period;
}

function baselineLabels(evidence: Evidence): [string, string] {
  switch (evidence.kind) {
    case 'channel_reallocation':
      return [`${evidence.from ?? 'Weakest channel'} ROAS`, `${evidence.to ?? 'Best channel'} ROAS`];
    case 'pacing':
      return ['Planned ad spend', 'Projected ad spend'];
    case 'fatigue':
      return ['CTR, previous 7 days', 'CTR, last 7 days'];
    case 'anomaly':
      return ['Trailing average', 'That day'];
    default:
      return ['Baseline', 'Observed'];
  }
}

/** The 'Why?' disclosure: the figures the recommendation was computed from. */
export function InsightEvidence({ data }: { data: Record<string, unknown> }) {
  const evidence = data as Evidence;
  const hasFigures = typeof evidence.baseline === 'number' && typeof evidence.value === 'number';
  if (!hasFigures && typeof evidence.sampleSize !== 'number') return null;
  const [baselineLabel, valueLabel] = baselineLabels(evidence);
  const unit = SAMPLE_UNITS[evidence.kind ?? ''] ?? '';

  return (
    <details className="group mt-3 text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-100 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        Why?
      </summary>
      <dl className="mt-2 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        {evidence.metric ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Metric</dt>
            <dd>{METRIC_LABELS[evidence.metric] ?? evidence.metric}</dd>
          </>
        ) : null}
        {evidence.period ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Period</dt>
            <dd className="tabular-nums">{formatPeriod(evidence.period)}</dd>
          </>
        ) : null}
        {hasFigures ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Baseline → value</dt>
            <dd className="tabular-nums">
              {baselineLabel} {formatMetric(evidence.metric, evidence.baseline as number)} → {valueLabel}{' '}
              {formatMetric(evidence.metric, evidence.value as number)}
            </dd>
          </>
        ) : null}
        {typeof evidence.change === 'number' ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Change</dt>
            <dd className="tabular-nums">
              {evidence.change > 0 ? '+' : ''}
              {formatPercent(evidence.change)}
            </dd>
          </>
        ) : null}
        {typeof evidence.sampleSize === 'number' ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Sample size</dt>
            <dd className="tabular-nums">
              {formatInteger(evidence.sampleSize)} {unit}
              {typeof evidence.required === 'number' ? ` (needs ${evidence.required})` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {evidence.channels?.length ? (
        <table className="mt-2 w-full max-w-xl text-left text-xs tabular-nums">
          <caption className="sr-only">Channel returns behind this recommendation</caption>
          <thead className="text-slate-500 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Channel
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Spend
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Revenue
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                ROAS
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-700 dark:text-slate-300">
            {evidence.channels.map((channel) => (
              <tr key={channel.name} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1 font-normal">
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className="size-2 rounded-full"
                      style={{ backgroundColor: CHANNEL_COLORS[channel.name as Channel] ?? '#64748b' }}
                    />
                    {channel.name}
                  </span>
                </th>
                <td className="py-1 text-right">{formatMoney(channel.spend)}</td>
                <td className="py-1 text-right">{formatMoney(channel.revenue)}</td>
                <td className="py-1 text-right">{formatRoas(channel.roas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}
