import { Eye, MousePointerClick, Radio, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardFigure } from '../../../../shared/analytics';
import { ChangeIndicator, type ChangeUnit } from '../../../components/change-indicator';
import {
  formatCompact,
  formatDate,
  formatDateRange,
  formatInteger,
  formatMoney,
  formatPercent,
  formatSignedPercent,
} from '../../../lib/format';
import { METRIC_DEFINITIONS } from '../../../lib/metric-definitions';
import type { DashboardSummary } from '../api/get-dashboard-summary';
import { SAMPLE_METRICS } from '../sample-data';
import { Sparkline, type SparklineLine } from './sparkline';
import { StatCard } from './stat-card';

/** UI.md colours: the indigo accent for the figure's own line, slate for a reference line beside it. */
const ACCENT_LINE = 'stroke-indigo-600 dark:stroke-indigo-400';
const REFERENCE_LINE = 'stroke-slate-500 dark:stroke-slate-400';
const ACCENT_AREA = 'fill-indigo-500/10 dark:fill-indigo-400/15';

/** What does not depend on the figures: the icon, and the definition, which also says what the line shows. */
const STATIC = {
  activeCampaigns: {
    label: 'Active Campaigns',
    icon: Radio,
    definition: `${METRIC_DEFINITIONS.activeCampaigns} The line shows campaigns delivering per day (any impressions or spend); the change compares today with the campaigns that delivered 30 days earlier.`,
  },
  averageRoi: {
    label: 'Average ROI',
    icon: TrendingUp,
    definition: `${METRIC_DEFINITIONS.roi} The lines show revenue (indigo) and ad spend (grey) per day; the change is in percentage points (pts).`,
  },
  // The API's `totalReach` counts impressions, not people (issue 30): the card is named for what it counts.
  totalReach: {
    label: 'Impressions',
    icon: Eye,
    definition: `${METRIC_DEFINITIONS.impressions} The line shows impressions per day.`,
  },
  averageCtr: {
    label: 'Average CTR',
    icon: MousePointerClick,
    definition: `${METRIC_DEFINITIONS.ctr} The line shows CTR per day.`,
  },
} as const;

const CARDS = ['activeCampaigns', 'averageRoi', 'totalReach', 'averageCtr'] as const;

/** The line under the figure while it loads, and under the sample figure when there is no data yet. */
const PLACEHOLDER_NOTES = {
  activeCampaigns: { loading: 'Delivering today', sample: 'Delivering today' },
  averageRoi: { loading: 'Revenue over spend', sample: 'Revenue over spend, all campaigns' },
  totalReach: { loading: 'Ads shown', sample: 'Ads shown, all campaigns' },
  averageCtr: { loading: 'Clicks per impression', sample: 'Clicks per impression, all campaigns' },
} as const;

/** Where a daily series went: from its first day to its last (yesterday: periods hold complete days only). */
function courseOf(values: readonly number[], format: (value: number) => string): string {
  if (values.length < 2) return values.length ? `${format(values[0] ?? 0)} yesterday` : 'no days yet';
  return `from ${format(values[0] ?? 0)} to ${format(values.at(-1) ?? 0)} yesterday`;
}

/**
 * The four summary cards. With data: the figure, its change against the previous 30 days and a daily sparkline.
 * Without (`hasData` false): the spec's placeholder figures, no change and no line. `summary` undefined: loading.
 */
export function SummaryCards({ summary }: { summary: DashboardSummary | undefined }) {
  if (!summary) {
    return (
      <CardGrid>
        {CARDS.map((card) => (
          <StatCard key={card} {...STATIC[card]} value={null} note={PLACEHOLDER_NOTES[card].loading} />
        ))}
      </CardGrid>
    );
  }
  if (!summary.hasData) {
    return (
      <CardGrid>
        {CARDS.map((card) => (
          <StatCard
            key={card}
            {...STATIC[card]}
            value={SAMPLE_METRICS[card]}
            note={PLACEHOLDER_NOTES[card].sample}
          />
        ))}
      </CardGrid>
    );
  }

  return <FigureCards summary={summary} />;
}

/** How a card shows the workspace's figure: its format, what its change is measured in and against, its daily line. */
interface FigureCardSpec {
  card: DashboardFigure;
  format: (value: number) => string;
  note: string;
  unit?: ChangeUnit;
  comparedWith?: string;
  trendLabel: string;
  lines: readonly SparklineLine[];
}

function figureCardSpecs({ series, period, periodLabel }: DashboardSummary): FigureCardSpec[] {
  const span = periodLabel.toLowerCase();
  return [
    {
      card: 'activeCampaigns',
      format: formatInteger,
      note: 'Delivering today',
      unit: 'count',
      comparedWith: `30 days earlier: campaigns that delivered on ${formatDate(period.previousEnd)}`,
      trendLabel: `Campaigns delivering per day, ${span}: ${courseOf(series.campaignsDelivering, formatInteger)}`,
      lines: [{ values: series.campaignsDelivering, className: ACCENT_LINE, areaClassName: ACCENT_AREA }],
    },
    {
      card: 'averageRoi',
      format: formatSignedPercent,
      note: `Revenue over spend, ${span}`,
      unit: 'points',
      trendLabel: `Revenue and ad spend per day, ${span}: revenue ${courseOf(
        series.revenue,
        formatMoney,
      )}; ad spend ${courseOf(series.spend, formatMoney)}`,
      lines: [
        { values: series.spend, className: REFERENCE_LINE },
        { values: series.revenue, className: ACCENT_LINE },
      ],
    },
    {
      card: 'totalReach',
      format: formatCompact,
      note: `Ads shown, ${span}`,
      trendLabel: `Impressions per day, ${span}: ${courseOf(series.impressions, formatCompact)}`,
      lines: [{ values: series.impressions, className: ACCENT_LINE, areaClassName: ACCENT_AREA }],
    },
    {
      card: 'averageCtr',
      format: formatPercent,
      note: `Clicks per impression, ${span}`,
      trendLabel: `CTR per day, ${span}: ${courseOf(series.ctr, formatPercent)}`,
      lines: [{ values: series.ctr, className: ACCENT_LINE, areaClassName: ACCENT_AREA }],
    },
  ];
}

/** The four cards with the workspace's figures: each with its change and its daily line. */
function FigureCards({ summary }: { summary: DashboardSummary }) {
  const { comparison, change, previous, period } = summary;
  const previousPeriod = formatDateRange(period.previousStart, period.previousEnd);
  return (
    <CardGrid>
      {figureCardSpecs(summary).map(({ card, format, note, unit, comparedWith, trendLabel, lines }) => (
        <StatCard
          key={card}
          value={format(summary[card])}
          {...STATIC[card]}
          note={note}
          change={
            <ChangeIndicator
              comparison={comparison}
              previousPeriod={previousPeriod}
              change={change[card]}
              unit={unit}
              comparedWith={comparedWith}
              previousValue={format(previous[card])}
            />
          }
          trend={<Sparkline label={trendLabel} lines={lines} />}
        />
      ))}
    </CardGrid>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">{children}</div>;
}
