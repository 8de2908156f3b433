import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { CHANNEL_COLORS, type Channel } from '../../../../shared/analytics-rules';
import { ANOMALY_METRICS, type AnomalyMetric } from '../../../../shared/insights-rules';
import { type DataColumn, DataTable } from '../../../components/data-table';
import {
  formatDate,
  formatDateRange,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRoas,
  formatShare,
  formatWholeMoney,
} from '../../../lib/format';
import type { InsightEvidence as Evidence, EvidenceOf } from '../api/types';

const METRIC_LABELS: Record<AnomalyMetric, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  spend: 'Spend',
  ctr: 'CTR',
  conversionRate: 'Conversion rate',
  cpa: 'Cost per acquisition',
  revenue: 'Revenue',
  roas: 'ROAS',
};

/** What the sample size counts, per kind of evidence (src/shared/insights.ts); unknown for an older shape. */
const SAMPLE_UNITS: Record<Evidence['kind'], string> = {
  anomaly: 'days of baseline',
  channel_reallocation: 'clicks',
  budget_test: 'days of history',
  pacing: 'days of delivery',
  fatigue: 'impressions',
  insufficient_data: 'days of delivery',
  other: '',
};

/** A metric's label; evidence in an older shape may name one this version does not know. */
function metricLabel(metric: string): string {
  const known = ANOMALY_METRICS.find((m) => m === metric);
  return known ? METRIC_LABELS[known] : metric;
}

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

/** The figures 'Why?' lists; evidence in an older shape ('other') may lack any of them. */
interface Figures {
  metric?: string;
  period?: string;
  baseline?: number;
  value?: number;
  change?: number;
  sampleSize?: number;
  required?: number;
}

function figuresOf(evidence: Evidence): Figures {
  if (evidence.kind !== 'insufficient_data') return evidence;
  return evidence.reason === 'insufficient data'
    ? { sampleSize: evidence.sampleSize, required: evidence.required }
    : { sampleSize: evidence.sampleSize };
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
export function describeAnomaly(anomaly: Evidence): string | null {
  if (anomaly.kind !== 'anomaly') return null;
  const metric = METRIC_LABELS[anomaly.metric];
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
      return [`${evidence.from} ROAS`, `${evidence.to} ROAS`];
    case 'budget_test':
      return [`${evidence.channel} daily spend now`, 'during the test'];
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

type Reallocation = EvidenceOf<'channel_reallocation'>;
type EvidenceChannel = Reallocation['channels'][number];

function ChannelName({ channel }: { channel: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className="size-2 rounded-full"
        style={{ backgroundColor: CHANNEL_COLORS[channel as Channel] ?? '#64748b' }}
      />
      {channel}
    </span>
  );
}

const CHANNEL_COLUMNS: DataColumn<EvidenceChannel>[] = [
  { header: 'Channel', rowHeader: true, cell: (channel) => <ChannelName channel={channel.name} /> },
  { header: 'Spend', numeric: true, cell: (channel) => formatMoney(channel.spend) },
  { header: 'Revenue', numeric: true, cell: (channel) => formatMoney(channel.revenue) },
  { header: 'ROAS', numeric: true, cell: (channel) => formatRoas(channel.roas) },
];

/** One channel of the plan, with its average return over the period the evidence compared. */
type PlanRow = NonNullable<Reallocation['plan']>['channels'][number] & { averageRoas: number | null };

/** "2.10× (1.50× to 2.80×)": the marginal return with its 80 % range; a dash without a fitted curve. */
function marginalReturn({ marginalRoas, marginalRoasLow, marginalRoasHigh }: PlanRow): string {
  if (marginalRoas === null) return formatRoas(null);
  if (marginalRoasLow === null || marginalRoasHigh === null) return formatRoas(marginalRoas);
  return `${formatRoas(marginalRoas)} (${formatRoas(marginalRoasLow)} to ${formatRoas(marginalRoasHigh)})`;
}

const PLAN_COLUMNS: DataColumn<PlanRow>[] = [
  { header: 'Channel', rowHeader: true, cell: (row) => <ChannelName channel={row.channel} /> },
  {
    header: 'Share now → plan',
    numeric: true,
    cell: (row) => `${formatShare(row.currentShare)} → ${formatShare(row.recommendedShare)}`,
  },
  { header: 'Average ROAS', numeric: true, cell: (row) => formatRoas(row.averageRoas) },
  { header: 'Marginal ROAS (80 % range)', numeric: true, cell: marginalReturn },
];

function planRows(evidence: Reallocation): PlanRow[] {
  return (evidence.plan?.channels ?? []).map((channel) => ({
    ...channel,
    averageRoas: evidence.channels.find((c) => c.name === channel.channel)?.roas ?? null,
  }));
}

/** "+$120 a day (80 % interval: $40 to $210)": estimates, so in whole units of the currency. */
function dailyGain(gain: NonNullable<Reallocation['plan']>['gain']): string {
  const sign = gain.expected > 0 ? '+' : '';
  return `${sign}${formatWholeMoney(gain.expected)} a day (80 % interval: ${formatWholeMoney(gain.low)} to ${formatWholeMoney(gain.high)})`;
}

/** The plan a reallocation was raised from: the daily budget, the expected revenue and the gain with its interval. */
function PlanFigures({ plan }: { plan: NonNullable<Reallocation['plan']> }) {
  return (
    <>
      <Row term="Daily budget">{formatWholeMoney(plan.dailyBudget)}</Row>
      <Row term="Expected daily revenue">
        Now {formatWholeMoney(plan.expected.current)} → plan {formatWholeMoney(plan.expected.plan)}
      </Row>
      <Row term="Expected daily gain">{dailyGain(plan.gain)}</Row>
    </>
  );
}

/** A budget test: the channel, its share now and during the test, how long, and what it will tell. */
function BudgetTestFigures({ test }: { test: EvidenceOf<'budget_test'> }) {
  return (
    <>
      <Row term="Channel">{test.channel}</Row>
      <Row term="Share of budget">
        Now {formatShare(test.currentShare)} → during the test {formatShare(test.testShare)}
      </Row>
      <Row term="Test length">{formatInteger(test.days)} days from the day after it is started</Row>
      <Row term="What it will tell">
        How {test.channel}'s revenue responds to a different spend: its spend has not varied enough to tell
        its response curve, so the budget plan holds its share until these days show it.
      </Row>
    </>
  );
}

/** The 'Why?' disclosure: the figures the recommendation was computed from. */
export function InsightEvidence({ data: evidence }: { data: Evidence }) {
  const anomaly = evidence.kind === 'anomaly' ? evidence : null;
  const figures = figuresOf(evidence);
  const hasFigures = isNumber(figures.baseline) && isNumber(figures.value);
  if (!anomaly && !hasFigures && !isNumber(figures.sampleSize)) return null;
  const [baselineLabel, valueLabel] = baselineLabels(evidence);
  // An anomaly's sample is whatever its test counted (days, clicks, impressions): the number says enough.
  const unit = anomaly ? '' : SAMPLE_UNITS[evidence.kind];
  const reallocation = evidence.kind === 'channel_reallocation' ? evidence : null;
  const plan = reallocation ? planRows(reallocation) : [];
  // With a plan its table says each channel's average return beside the marginal one: one table, not two.
  const channels = reallocation && !plan.length ? reallocation.channels : [];

  return (
    <details className="group mt-3 text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-100 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        Why?
      </summary>
      <dl className="mt-2 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        {figures.metric ? <Row term="Metric">{metricLabel(figures.metric)}</Row> : null}
        {evidence.kind === 'budget_test' ? <BudgetTestFigures test={evidence} /> : null}
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
            <Row term="p-value">{formatPValue(anomaly.pValue)}</Row>
          </>
        ) : null}
        {figures.period && !anomaly ? <Row term="Period">{formatPeriod(figures.period)}</Row> : null}
        {isNumber(figures.baseline) && isNumber(figures.value) && !anomaly ? (
          <Row term="Baseline → value">
            {baselineLabel} {formatMetric(figures.metric, figures.baseline)} → {valueLabel}{' '}
            {formatMetric(figures.metric, figures.value)}
          </Row>
        ) : null}
        {isNumber(figures.change) ? (
          <Row term="Change">
            {figures.change > 0 ? '+' : ''}
            {formatPercent(figures.change)}
          </Row>
        ) : null}
        {isNumber(figures.sampleSize) ? (
          <Row term="Sample size">
            {formatInteger(figures.sampleSize)}
            {unit ? ` ${unit}` : ''}
            {isNumber(figures.required) ? ` (needs ${figures.required})` : ''}
          </Row>
        ) : null}
        {reallocation?.plan ? <PlanFigures plan={reallocation.plan} /> : null}
      </dl>
      {plan.length ? (
        <div className="mt-2 max-w-xl">
          <DataTable<PlanRow>
            caption="Budget plan per channel: share now and under the plan, and what the next unit of spend returns"
            columns={PLAN_COLUMNS}
            rows={plan}
            rowKey={(row) => row.channel}
          />
        </div>
      ) : null}
      {channels.length ? (
        <div className="mt-2 max-w-xl">
          <DataTable<EvidenceChannel>
            caption="Channel returns behind this recommendation"
            columns={CHANNEL_COLUMNS}
            rows={channels}
            rowKey={(channel) => channel.name}
          />
        </div>
      ) : null}
    </details>
  );
}
