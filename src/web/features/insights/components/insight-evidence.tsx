import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { CHANNEL_COLORS, type Channel } from '../../../../shared/analytics-rules';
import { type DataColumn, DataTable } from '../../../components/data-table';
import {
  formatDateRange,
  formatDate,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRoas,
} from '../../../lib/format';
import type { InsightEvidence as Evidence } from '../api/types';

const METRIC_LABELS: Record<string, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  spend: 'Spend',
  ctr: 'CTR',
  conversionRate: 'Conversion rate',
  cpa: 'Cost per acquisition',
  revenue: 'Revenue',
  roas: 'ROAS',
};

/** What the sample size counts, per kind of finding (src/server/jobs/insights-engine.ts). */
const SAMPLE_UNITS: Record<string, string> = {
  anomaly: 'days of baseline',
  channel_reallocation: 'clicks',
  pacing: 'days of delivery',
  fatigue: 'impressions',
  insufficient_data: 'days of delivery',
};

/** Money for amounts, × for ROAS, % for rates (the engine writes rates in percent, like every screen). */
function formatMetric(metric: string | undefined, value: number): string {
  if (metric === 'revenue' || metric === 'spend' || metric === 'cpa') return formatMoney(value);
  if (metric === 'roas') return formatRoas(value);
  if (metric === 'ctr' || metric === 'conversionRate') return formatPercent(value);
  return formatInteger(value);
}

function formatPeriod(period: string): string {
  const [start, end] = period.split('..');
  if (start && end) return formatDateRange(start, end);
  return start ? formatDate(start) : period;
}

function formatPValue(p: number): string {
  return p < 0.0001 ? '< 0.0001' : String(Number(p.toPrecision(2)));
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An anomaly episode as written by the engine: enough to say what happened, where and when. */
function anomalyOf(evidence: Evidence) {
  if (evidence.kind !== 'anomaly' || !evidence.metric || !evidence.firstDate) return null;
  if (!isNumber(evidence.expected) || !isNumber(evidence.observed)) return null;
  return {
    metric: evidence.metric,
    channel: evidence.channel ?? null,
    direction: evidence.direction ?? (evidence.observed >= evidence.expected ? 'up' : 'down'),
    firstDate: evidence.firstDate,
    lastDate: evidence.lastDate ?? evidence.firstDate,
    expected: evidence.expected,
    observed: evidence.observed,
  };
}

function episodeDates(firstDate: string, lastDate: string): string {
  return firstDate === lastDate
    ? `on ${formatDate(firstDate)}`
    : `from ${formatDateRange(firstDate, lastDate).replace(' – ', ' to ')}`;
}

/**
 * An anomaly's evidence in words, e.g. 'Conversion rate on Meta was 1.2%, lower than the 2.5% expected, on
 * 21 Nov 2026.' Null for other kinds, or when the evidence is incomplete.
 */
export function describeAnomaly(data: Record<string, unknown>): string | null {
  const anomaly = anomalyOf(data as Evidence);
  if (!anomaly) return null;
  const metric = METRIC_LABELS[anomaly.metric] ?? anomaly.metric;
  const where = anomaly.channel ? `on ${anomaly.channel}` : 'across all channels';
  const observed = formatMetric(anomaly.metric, anomaly.observed);
  const expected = formatMetric(anomaly.metric, anomaly.expected);
  const comparison = anomaly.direction === 'up' ? 'higher' : 'lower';
  return `${metric} ${where} was ${observed}, ${comparison} than the ${expected} expected, ${episodeDates(
    anomaly.firstDate,
    anomaly.lastDate,
  )}.`;
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

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </>
  );
}

type EvidenceChannel = NonNullable<Evidence['channels']>[number];

const CHANNEL_COLUMNS: DataColumn<EvidenceChannel>[] = [
  {
    header: 'Channel',
    rowHeader: true,
    cell: (channel) => (
      <span className="inline-flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="size-2 rounded-full"
          style={{ backgroundColor: CHANNEL_COLORS[channel.name as Channel] ?? '#64748b' }}
        />
        {channel.name}
      </span>
    ),
  },
  { header: 'Spend', numeric: true, cell: (channel) => formatMoney(channel.spend) },
  { header: 'Revenue', numeric: true, cell: (channel) => formatMoney(channel.revenue) },
  { header: 'ROAS', numeric: true, cell: (channel) => formatRoas(channel.roas) },
];

/** The 'Why?' disclosure: the figures the recommendation was computed from. */
export function InsightEvidence({ data }: { data: Record<string, unknown> }) {
  const evidence = data as Evidence;
  const anomaly = anomalyOf(evidence);
  const hasFigures = isNumber(evidence.baseline) && isNumber(evidence.value);
  if (!anomaly && !hasFigures && !isNumber(evidence.sampleSize)) return null;
  const [baselineLabel, valueLabel] = baselineLabels(evidence);
  // An anomaly's sample is whatever its test counted (days, clicks, impressions): the number says enough.
  const unit = anomaly ? '' : (SAMPLE_UNITS[evidence.kind ?? ''] ?? '');

  return (
    <details className="group mt-3 text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-100 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        Why?
      </summary>
      <dl className="mt-2 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        {evidence.metric ? (
          <Row term="Metric">{METRIC_LABELS[evidence.metric] ?? evidence.metric}</Row>
        ) : null}
        {anomaly ? (
          <>
            <Row term="Channel">{anomaly.channel ?? 'All channels'}</Row>
            <Row term={anomaly.firstDate === anomaly.lastDate ? 'Day' : 'Days'}>
              {anomaly.firstDate === anomaly.lastDate
                ? formatDate(anomaly.firstDate)
                : formatDateRange(anomaly.firstDate, anomaly.lastDate)}
            </Row>
            <Row term="Expected → observed">
              {formatMetric(anomaly.metric, anomaly.expected)} →{' '}
              {formatMetric(anomaly.metric, anomaly.observed)}
            </Row>
            {isNumber(evidence.pValue) ? <Row term="p-value">{formatPValue(evidence.pValue)}</Row> : null}
          </>
        ) : null}
        {evidence.period && !anomaly ? <Row term="Period">{formatPeriod(evidence.period)}</Row> : null}
        {hasFigures && !anomaly ? (
          <Row term="Baseline → value">
            {baselineLabel} {formatMetric(evidence.metric, evidence.baseline as number)} → {valueLabel}{' '}
            {formatMetric(evidence.metric, evidence.value as number)}
          </Row>
        ) : null}
        {isNumber(evidence.change) ? (
          <Row term="Change">
            {evidence.change > 0 ? '+' : ''}
            {formatPercent(evidence.change)}
          </Row>
        ) : null}
        {isNumber(evidence.sampleSize) ? (
          <Row term="Sample size">
            {formatInteger(evidence.sampleSize)}
            {unit ? ` ${unit}` : ''}
            {isNumber(evidence.required) ? ` (needs ${evidence.required})` : ''}
          </Row>
        ) : null}
      </dl>
      {evidence.channels?.length ? (
        <div className="mt-2 max-w-xl">
          <DataTable<EvidenceChannel>
            caption="Channel returns behind this recommendation"
            columns={CHANNEL_COLUMNS}
            rows={evidence.channels}
            rowKey={(channel) => channel.name}
          />
        </div>
      ) : null}
    </details>
  );
}
