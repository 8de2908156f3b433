import { type AnalyticsOverview, comparisonOf, PERIODS, type Period } from '../../../shared/analytics';
import { outcomeLabel } from '../../../shared/outcomes';
import type { Pacing } from '../../../shared/pacing';
import {
  type PerformanceReport,
  REPORT_CAMPAIGN_ROWS,
  REPORT_MESSAGES,
  REPORT_PURPOSES,
  REPORT_SECTIONS,
  REPORT_TYPES,
  type ReportSection,
  type ReportType,
  TREND_BUCKETS,
} from '../../../shared/reports';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { workspaceCurrency, workspaceLocale } from '../admin';
import {
  campaignBreakdown,
  campaignRevenueBySlice,
  channelBreakdown,
  dailyTrend,
  deliveryDays,
  figureSourcesOf,
  overviewFor,
  periodRange,
} from '../analytics';
import { countDeliveringCampaigns, storedPacings } from '../campaigns';
import { forecastAccuracy } from '../forecasts';
import { selectAppliedInsights, selectInsights } from '../insights';
import { buildAudienceSection } from './report-audience';
import { buildCampaignSection, trendBuckets } from './report-campaigns';
import { deltaFor } from './report-deltas';
import { buildExecutiveSection } from './report-executive';
import { money, roas } from './report-format';
import { buildRoiSection } from './report-roi';
import { selectCampaignPlans, selectCustomerProfileSegments } from './reports.queries';

export interface ReportDeps {
  db: Database;
  timeZone: string;
  /** How the report names the workspace (one deployment is one workspace). */
  workspace: string;
  now?: Date;
}

export interface ReportOptions {
  /** Campaigns listed one by one (the largest by revenue; the rest summed): REPORT_CAMPAIGN_ROWS, all for the CSV. */
  campaignRows?: number;
}

/** Lifetime totals: a scope from before any delivery to the end of the period. */
const BEFORE_ANY_DELIVERY = '1970-01-01';

/** Runs a load at most once, when the first section that needs it asks. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
}

const byId = <T extends { id: string }, V>(rows: T[], value: (row: T) => V) =>
  new Map(rows.map((r) => [r.id, value(r)]));

/** The figures a report may need, each loaded at most once and only when a section asks for it. */
function reportLoaders(db: Database, period: Period, range: ReturnType<typeof periodRange>, listed: number) {
  const scope = { start: range.start, end: range.end };
  const campaigns = once(() => campaignBreakdown(db, scope));
  return {
    campaigns,
    previousCampaigns: once(() =>
      campaignBreakdown(db, { start: range.previousStart, end: range.previousEnd }),
    ),
    lifetimeSpend: once(async () =>
      byId(await campaignBreakdown(db, { start: BEFORE_ANY_DELIVERY, end: range.end }), (c) => c.spend),
    ),
    /** The campaigns' pacing as of the period's end, the last complete day: what the campaign list shows. */
    pacings: once(async () =>
      storedPacings(
        db,
        (await campaigns()).map((c) => c.id),
      ),
    ),
    plans: once(async () =>
      selectCampaignPlans(
        db,
        (await campaigns()).map((c) => c.id),
      ),
    ),
    channels: once(() => channelBreakdown(db, scope)),
    daily: once(async () => {
      const trend = await dailyTrend(db, scope);
      return { dates: trend.dates, revenue: trend.revenue, spend: trend.spend };
    }),
    /** Revenue per campaign in each slice of the period, for the per-campaign trend. */
    bucketRevenue: once(async () => {
      const buckets = trendBuckets(range.start, PERIODS[period].days, TREND_BUCKETS[period]);
      // Only the campaigns with a row of their own have a trend.
      const ids = (await campaigns()).slice(0, listed).map((c) => c.id);
      const bySlice = await campaignRevenueBySlice(db, buckets, ids);
      const revenue = bySlice
        ? buckets.map((_, i) => new Map([...bySlice].map(([id, slices]) => [id, slices[i] ?? 0])))
        : await Promise.all(buckets.map(async (b) => byId(await campaignBreakdown(db, b), (c) => c.revenue)));
      return { buckets, bucketRevenue: revenue };
    }),
    customerProfiles: once(() => selectCustomerProfileSegments(db)),
  };
}

type ReportLoaders = ReturnType<typeof reportLoaders>;

/** What each section reads (the header reads `campaigns` for its highlights and sources). */
const SECTION_LOADS: Record<ReportSection, readonly (keyof ReportLoaders)[]> = {
  executive: ['pacings', 'plans', 'channels', 'daily'],
  campaign: ['lifetimeSpend', 'previousCampaigns', 'bucketRevenue', 'daily'],
  roi: ['channels'],
  audience: ['plans', 'customerProfiles'],
};

/**
 * Starts every read the report's sections need at once: the database answers independent reads side by side
 * (one awaited after another, a comprehensive report at 5,000 campaigns spent most of its time waiting in turn).
 */
function loadSections(load: ReportLoaders, type: ReportType): Promise<unknown[]> {
  const keys = new Set(REPORT_SECTIONS[type].flatMap((section) => SECTION_LOADS[section]));
  return Promise.all([load.campaigns(), ...[...keys].map((key) => load[key]())]);
}

/**
 * The performance report: a common header (period, source, KPIs, open insights) and the sections of its type,
 * every figure an SQL aggregation over campaign_metrics through the analytics queries.
 */
export async function buildPerformanceReport(
  deps: ReportDeps,
  period: Period,
  type: ReportType,
  options: ReportOptions = {},
): Promise<PerformanceReport> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const range = periodRange(period, deps.timeZone, now);
  const days = PERIODS[period].days;
  const scope = { start: range.start, end: range.end };
  const previousScope = { start: range.previousStart, end: range.previousEnd };
  const listed = options.campaignRows ?? REPORT_CAMPAIGN_ROWS;
  const load = reportLoaders(db, period, range, listed);

  const [overview, previous, previousDaysWithData, learnt, active, currency, locale] = await Promise.all([
    overviewFor(db, scope),
    overviewFor(db, previousScope),
    deliveryDays(db, previousScope),
    learntSoFar(db, deps.timeZone),
    countDeliveringCampaigns(db, todayIn(deps.timeZone, now)),
    workspaceCurrency(db),
    workspaceLocale(db),
    loadSections(load, type),
  ]);
  const { insights } = learnt;
  // The previous period with the locale its change reasons write dates in.
  const compared = { ...range, locale };
  const sources = await figureSourcesOf(db, await load.campaigns(), deps.timeZone, now);
  const comparison = comparisonOf(previousDaysWithData, days);
  const revenueDelta = deltaFor(overview.totalRevenue, previous.totalRevenue, comparison, compared, '');
  return {
    type,
    title: `${REPORT_TYPES[type]} report`,
    purpose: REPORT_PURPOSES[type],
    workspace: deps.workspace,
    currency,
    locale,
    period: { key: period, label: PERIODS[period].label, ...range, timeZone: deps.timeZone },
    generatedAt: now.toISOString(),
    dataSource: sources.dataSource,
    provenance: sources.provenance,
    summary: {
      totalSpend: overview.totalSpend,
      totalRevenue: overview.totalRevenue,
      roas: overview.roas,
      conversions: overview.conversions,
      ctr: overview.ctr,
      activeCampaigns: active,
      revenueChange: revenueDelta.change,
      highlights: highlightsOf(overview, revenueDelta, await load.campaigns(), days, currency),
    },
    insights: insights.map(reportInsight),
    appliedResults: appliedResultsOf(learnt.applied),
    forecastAccuracy: learnt.trackRecord,
    ...(await buildSections({
      type,
      load,
      listed,
      overview,
      previous,
      comparison,
      compared,
      days,
      insights,
      sources,
      currency,
    })),
  };
}

/**
 * What the workspace has learnt, whatever the period and type: its open insights, the recommendations applied and
 * their results, and how far its forecasts were off (the track record over every campaign with one).
 */
async function learntSoFar(db: Database, timeZone: string) {
  const [insights, applied, trackRecord] = await Promise.all([
    selectInsights(db, { limit: 8 }),
    selectAppliedInsights(db, { limit: 10 }),
    forecastAccuracy(db, timeZone),
  ]);
  return { insights, applied, trackRecord };
}

const reportInsight = (i: Awaited<ReturnType<typeof selectInsights>>[number]) => ({
  title: i.title,
  description: i.description,
  impact: i.impact,
  confidence: Number(i.confidence),
});

/** Applied recommendations with their measured result, as the report lists them. */
function appliedResultsOf(applied: Awaited<ReturnType<typeof selectAppliedInsights>>) {
  return applied.flatMap((i) =>
    i.appliedAt && i.outcome
      ? [
          {
            title: i.title,
            appliedAt: i.appliedAt.toISOString(),
            status: i.outcome.status,
            outcome: outcomeLabel(i.outcome),
          },
        ]
      : [],
  );
}

function campaignFacts(
  rows: Awaited<ReturnType<typeof campaignBreakdown>>,
  pacings: Map<string, Pacing | null>,
  plans: Awaited<ReturnType<typeof selectCampaignPlans>>,
) {
  return rows.map((c) => ({
    ...c,
    endDate: plans.get(c.id)?.endDate ?? null,
    pacing: pacings.get(c.id) ?? null,
  }));
}

function highlightsOf(
  overview: AnalyticsOverview,
  revenueDelta: ReturnType<typeof deltaFor>,
  campaigns: { name: string; roas: number }[],
  days: number,
  currency: string,
): string[] {
  if (overview.impressions === 0 && overview.totalSpend === 0) return [REPORT_MESSAGES.noDelivery];
  const best = [...campaigns].sort((a, b) => b.roas - a.roas)[0];
  return [
    `${money(overview.totalRevenue, currency)} revenue on ${money(overview.totalSpend, currency)} spend (${roas(overview.roas)} ROAS).`,
    revenueDelta.change === null
      ? revenueDelta.reason
      : `Revenue ${revenueDelta.change >= 0 ? 'up' : 'down'} ${Math.abs(revenueDelta.change)}% on the previous ${days} days.`,
    ...(best ? [`Best performer: ${best.name} at ${roas(best.roas)} ROAS.`] : []),
  ];
}

/** The sections of a report's type (null for the others), from the loads started with the report. */
async function buildSections(input: {
  type: ReportType;
  load: ReturnType<typeof reportLoaders>;
  listed: number;
  overview: Awaited<ReturnType<typeof overviewFor>>;
  previous: Awaited<ReturnType<typeof overviewFor>>;
  comparison: ReturnType<typeof comparisonOf>;
  compared: Parameters<typeof deltaFor>[3];
  days: number;
  insights: Awaited<ReturnType<typeof learntSoFar>>['insights'];
  sources: Awaited<ReturnType<typeof figureSourcesOf>>;
  currency: string;
}): Promise<Pick<PerformanceReport, 'executive' | 'campaign' | 'roi' | 'audience'>> {
  const { type, load, listed, overview, previous, comparison, compared, days, insights, sources, currency } =
    input;
  const has = (section: ReportSection) => REPORT_SECTIONS[type].includes(section);
  return {
    executive: has('executive')
      ? buildExecutiveSection({
          overview,
          previous,
          comparison,
          period: { ...compared, days },
          campaigns: campaignFacts(await load.campaigns(), await load.pacings(), await load.plans()),
          channels: await load.channels(),
          insights,
          daily: await load.daily(),
          currency,
        })
      : null,
    campaign: has('campaign')
      ? buildCampaignSection({
          campaigns: await load.campaigns(),
          listed,
          lifetimeSpend: await load.lifetimeSpend(),
          previousRevenue: byId(await load.previousCampaigns(), (c) => c.revenue),
          ...(await load.bucketRevenue()),
          daily: await load.daily(),
          period: compared,
          sourceOf: sources.of,
          currency,
        })
      : null,
    roi: has('roi')
      ? buildRoiSection({
          totals: {
            spend: overview.totalSpend,
            revenue: overview.totalRevenue,
            conversions: overview.conversions,
          },
          channels: await load.channels(),
          campaigns: await load.campaigns(),
          listed,
          sourceOf: sources.of,
        })
      : null,
    audience: has('audience')
      ? buildAudienceSection({
          campaigns: await load.campaigns(),
          audiences: new Map([...(await load.plans())].map(([id, plan]) => [id, plan.targetAudience])),
          profiles: await load.customerProfiles(),
        })
      : null,
  };
}
