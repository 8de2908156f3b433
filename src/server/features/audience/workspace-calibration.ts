import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { AUDIENCE_CHANNELS, type AudienceChannel, targetAudienceSchema } from '../../../shared/audience';
import {
  CALIBRATION_RULES,
  type ChannelCalibration,
  type ForecastCalibration,
} from '../../../shared/forecast-rules';
import { OBJECTIVES, type Objective } from '../../../shared/objectives';
import type { Database, Transaction } from '../../db/client';
import { campaignChannelTotals, campaignMetrics, campaigns } from '../../db/schema';
import { campaignFactors } from './audience.model';
import {
  basisOf,
  benchmarkChannel,
  type CampaignTerms,
  channelBenchmark,
  REFERENCE_ORDER_VALUE,
  sourceOf,
} from './audience-calibration';
import { OBJECTIVE_FACTORS } from './benchmarks';

/**
 * The workspace's own rates per audience channel (issue 33; docs/ai.md "Forecast calibration"). Every delivered
 * campaign (imported, synced, simulated) is compared with what the audience model would have expected of it: its
 * channels' benchmarks × its own factors (locations, audience, objective; factor 1 where it has no audience). Per
 * channel and rate the ratio observed ÷ expected, pooled over campaigns, is shrunk toward 1 (the benchmark) by
 * empirical Bayes in log space: weight w = τ² / (τ² + v), with v the variance of the log ratio estimated from the
 * campaigns' spread and τ the spread of real workspaces around the benchmarks.
 */

export const CALIBRATION_PRIOR = {
  /**
   * τ: workspaces' rates lie within about 0.3–3× the benchmarks; a log-uniform factor over that range has a
   * standard deviation of 0.66 on the log scale, and ±1.96 × 0.6 spans 0.31–3.2×.
   */
  tau: 0.6,
  /** σ₀: campaign-to-campaign spread of a rate within one workspace (log scale) assumed before the data say. */
  campaignSpread: 0.3,
  /** How many campaigns' worth of evidence σ₀ counts for against the spread the campaigns show. */
  priorCampaigns: 2,
  /** Added to observed and expected clicks and conversions, so that none observed is not a log of 0. */
  pseudoCount: 0.5,
} as const;

export interface CalibrationOptions {
  tau?: number;
  campaignSpread?: number;
  /**
   * What a campaign without an audience is compared with: the team's typical campaign (default), or `neutral`,
   * factor 1 (its objective's alone; what the evaluation compares with).
   */
  unknownAudience?: 'typical' | 'neutral';
}

/**
 * One campaign's delivery on one channel, summed over its days with impressions, and its model factors (for a
 * campaign without an audience, its objective's alone: `audienceKnown` false).
 */
export interface ChannelHistory {
  campaignId: string;
  channel: AudienceChannel;
  /** Days with impressions. */
  days: number;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  revenue: number;
  terms: CampaignTerms;
  audienceKnown: boolean;
  /** Log variance of `terms` when they are the team's typical ones standing in for an unknown audience. */
  termsSpread?: CampaignTerms;
}

/** What the model would have multiplied the benchmarks by for a stored campaign. */
export function termsOfCampaign(campaign: {
  objective: string;
  targetAudience: unknown;
  budget: number;
  startDate: string;
  endDate: string;
}): CampaignTerms {
  const objective = OBJECTIVES.find((o) => o === campaign.objective) as Objective | undefined;
  const audience = targetAudienceSchema.safeParse(campaign.targetAudience);
  if (audience.success && campaign.budget > 0) {
    return campaignFactors({
      objective: objective ?? 'conversion',
      budget: campaign.budget,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      targetAudience: audience.data,
    });
  }
  // Imported campaigns have no audience: only the objective is known.
  const factors = objective ? OBJECTIVE_FACTORS[objective] : { ctr: 1, conversionRate: 1 };
  return {
    cpmIndex: 1,
    ctr: factors.ctr,
    conversionRate: factors.conversionRate,
    orderValue: REFERENCE_ORDER_VALUE,
  };
}

/** The last calibration per database handle, with the version of the data it was made from. */
const lastCalibration = new WeakMap<object, { version: string; calibration: ForecastCalibration }>();

/**
 * What the calibration depends on, cheaply: every campaign's all-time totals per audience channel (the rollup every
 * metrics write keeps in its transaction: a few rows per campaign, not its days) and the campaigns' last change.
 */
async function dataVersion(db: Database | Transaction): Promise<string> {
  const [row] = await db
    .select({
      metrics: sql<string>`(select md5(coalesce(string_agg(concat_ws('|', t.campaign_id, t.channel, t.impressions,
        t.clicks, t.conversions, t.spend, t.revenue, t.first_date, t.last_date), ',' order by t.campaign_id, t.channel), ''))
        from ${campaignChannelTotals} t where t.channel in ${AUDIENCE_CHANNELS})`,
      campaigns: sql<string>`(select concat_ws('|', count(*), max(c.updated_at)) from ${campaigns} c)`,
    })
    .from(sql`(select 1) as one`);
  return `${row?.metrics}|${row?.campaigns}`;
}

/**
 * The workspace's calibration: one grouped query over campaign_metrics (per campaign and audience channel, days
 * with impressions), joined to the campaigns for their objective and audience; the arithmetic runs on those rows.
 * A wizard asks on every change: while the data's version (dataVersion) is unchanged, the last answer stands, so
 * that a workspace of tens of millions of rows is scanned once per change of its data, not once per question.
 */
export async function workspaceCalibration(
  db: Database | Transaction,
  options: CalibrationOptions = {},
): Promise<ForecastCalibration> {
  const version = `${await dataVersion(db)}|${JSON.stringify(options)}`;
  const last = lastCalibration.get(db);
  if (last?.version === version) return last.calibration;
  const calibration = await calibrationFromMetrics(db, options);
  lastCalibration.set(db, { version, calibration });
  return calibration;
}

async function calibrationFromMetrics(
  db: Database | Transaction,
  options: CalibrationOptions,
): Promise<ForecastCalibration> {
  const delivered = db
    .select({
      campaignId: campaignMetrics.campaignId,
      channel: campaignMetrics.channel,
      days: sql<number>`count(*)::int`.as('days'),
      impressions: sql<number>`sum(${campaignMetrics.impressions})::float8`.as('impressions'),
      clicks: sql<number>`sum(${campaignMetrics.clicks})::float8`.as('clicks'),
      conversions: sql<number>`sum(${campaignMetrics.conversions})::float8`.as('conversions'),
      spend: sql<number>`sum(${campaignMetrics.spend})::float8`.as('spend'),
      revenue: sql<number>`sum(${campaignMetrics.revenue})::float8`.as('revenue'),
    })
    .from(campaignMetrics)
    .where(and(inArray(campaignMetrics.channel, [...AUDIENCE_CHANNELS]), gt(campaignMetrics.impressions, 0)))
    .groupBy(campaignMetrics.campaignId, campaignMetrics.channel)
    .as('delivered');
  const rows = await db
    .select({
      campaignId: delivered.campaignId,
      channel: delivered.channel,
      days: delivered.days,
      impressions: delivered.impressions,
      clicks: delivered.clicks,
      conversions: delivered.conversions,
      spend: delivered.spend,
      revenue: delivered.revenue,
      objective: campaigns.objective,
      targetAudience: campaigns.targetAudience,
      budget: sql<number>`${campaigns.budget}::float8`,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
    })
    .from(delivered)
    .innerJoin(campaigns, eq(campaigns.id, delivered.campaignId));

  const termsById = new Map<string, CampaignTerms>();
  const history = rows.map((row): ChannelHistory => {
    let terms = termsById.get(row.campaignId);
    if (!terms) {
      terms = termsOfCampaign({ ...row, budget: Number(row.budget) });
      termsById.set(row.campaignId, terms);
    }
    return {
      campaignId: row.campaignId,
      channel: row.channel as AudienceChannel,
      days: Number(row.days),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      conversions: Number(row.conversions),
      spend: Number(row.spend),
      revenue: Number(row.revenue),
      terms,
      audienceKnown: targetAudienceSchema.safeParse(row.targetAudience).success,
    };
  });
  return calibrate(history, options);
}

/** One campaign's log ratio, observed ÷ expected, and its sampling variance (the noise of its counts). */
interface Unit {
  logRatio: number;
  noise: number;
}

interface Blend {
  /** Calibrated ÷ benchmark. */
  factor: number;
  /** Weight of the workspace's own ratio; 0 when the history does not measure this rate. */
  weight: number;
  measured: boolean;
}

const NOT_MEASURED: Blend = { factor: 1, weight: 0, measured: false };

/**
 * A count's log ratio with half a count added to both sides, so that none observed is not a log of 0; its noise is
 * Poisson's, plus `termsSpread` when the expectation stands on the team's typical audience.
 */
const countUnit = (observed: number, expected: number, termsSpread = 0): Unit | null =>
  expected > 0
    ? {
        logRatio: Math.log(
          (observed + CALIBRATION_PRIOR.pseudoCount) / (expected + CALIBRATION_PRIOR.pseudoCount),
        ),
        noise: 1 / (observed + CALIBRATION_PRIOR.pseudoCount) + termsSpread,
      }
    : null;

/**
 * One rate of one channel, as a random-effects meta-analysis of its campaigns: each campaign's log ratio yᵢ with
 * its counting noise sᵢ²; the spread between campaigns σ² by DerSimonian–Laird, pooled with the assumed σ₀² over
 * `priorCampaigns`; the workspace's log ratio μ = Σ wᵢyᵢ ÷ Σ wᵢ with wᵢ = 1 ÷ (sᵢ² + σ²), and its variance
 * v = 1 ÷ Σ wᵢ. Shrunk toward the benchmark (log ratio 0): factor = exp(w × μ), w = τ² ÷ (τ² + v).
 */
function blendRate(units: (Unit | null)[], prior: { tau: number; campaignSpread: number }): Blend {
  const measured = units.filter((u): u is Unit => u !== null && Number.isFinite(u.logRatio));
  const n = measured.length;
  if (n === 0) return NOT_MEASURED;
  const sum = (f: (u: Unit) => number) => measured.reduce((total, u) => total + f(u), 0);
  // Amounts (spend) carry no counting noise; a floor keeps their inverse finite.
  const fixed = (u: Unit) => 1 / Math.max(u.noise, 1e-4);
  let between = prior.campaignSpread ** 2;
  if (n >= 2) {
    const fixedMean = sum((u) => fixed(u) * u.logRatio) / sum(fixed);
    const q = sum((u) => fixed(u) * (u.logRatio - fixedMean) ** 2);
    const c = sum(fixed) - sum((u) => fixed(u) ** 2) / sum(fixed);
    const spread = c > 0 ? Math.max(0, (q - (n - 1)) / c) : 0;
    const k = CALIBRATION_PRIOR.priorCampaigns;
    between = (k * between + (n - 1) * spread) / (k + n - 1);
  }
  const weightOf = (u: Unit) => 1 / (u.noise + between);
  const mean = sum((u) => weightOf(u) * u.logRatio) / sum(weightOf);
  const variance = 1 / sum(weightOf);
  const weight = Math.round((prior.tau ** 2 / (prior.tau ** 2 + variance)) * 1000) / 1000;
  return { factor: Math.exp(weight * mean), weight, measured: true };
}

/** One channel's calibration from its campaigns' delivery. */
function calibrateChannel(
  channel: AudienceChannel,
  rows: ChannelHistory[],
  prior: { tau: number; campaignSpread: number },
): ChannelCalibration {
  const days = rows.reduce((total, r) => total + r.days, 0);
  const campaignCount = new Set(rows.map((r) => r.campaignId)).size;
  if (days < CALIBRATION_RULES.minDays || campaignCount < CALIBRATION_RULES.minCampaigns)
    return benchmarkChannel(channel, days, campaignCount);
  const benchmark = channelBenchmark(channel);
  const blends = {
    // CPM: spend against impressions at the benchmark CPM × the locations' index.
    cpm: blendRate(
      rows.map((r) => {
        const expected = (r.impressions * benchmark.cpm * r.terms.cpmIndex) / 1000;
        return r.spend > 0 && expected > 0
          ? { logRatio: Math.log(r.spend / expected), noise: r.termsSpread?.cpmIndex ?? 0 }
          : null;
      }),
      prior,
    ),
    ctr: blendRate(
      rows.map((r) =>
        countUnit(r.clicks, (r.impressions * benchmark.ctr * r.terms.ctr) / 100, r.termsSpread?.ctr),
      ),
      prior,
    ),
    conversionRate: blendRate(
      rows.map((r) =>
        countUnit(
          r.conversions,
          (r.clicks * benchmark.conversionRate * r.terms.conversionRate) / 100,
          r.termsSpread?.conversionRate,
        ),
      ),
      prior,
    ),
    // Order values spread about as widely as their mean: the mean of n orders has a log variance of about 1 / n.
    // Without conversions, or without revenue (an export that has none), nothing is measured.
    orderValue: blendRate(
      rows.map((r) =>
        r.conversions > 0 && r.revenue > 0
          ? {
              logRatio: Math.log(r.revenue / (r.conversions * r.terms.orderValue)),
              noise: 1 / r.conversions + (r.termsSpread?.orderValue ?? 0),
            }
          : null,
      ),
      prior,
    ),
  };
  const measured = Object.values(blends).filter((b) => b.measured);
  // One weight per channel (the contract's): the least any rate the history measures counts.
  const weight = measured.length ? Math.min(...measured.map((b) => b.weight)) : 0;
  return {
    channel,
    cpm: benchmark.cpm * blends.cpm.factor,
    ctr: benchmark.ctr * blends.ctr.factor,
    conversionRate: benchmark.conversionRate * blends.conversionRate.factor,
    orderValue: benchmark.orderValue * blends.orderValue.factor,
    source: sourceOf(weight),
    weight,
    days,
    campaigns: campaignCount,
    benchmark,
  };
}

/**
 * The factors of the workspace's typical campaign: the geometric mean over its campaigns with an audience, with
 * their log variance (pooled with σ₀² like the rates' spread), or null without any. A campaign without an audience
 * (an import) is taken to have targeted like the team's others, that uncertain: compared with factor 1 instead, an
 * import in a market at 0.3× US prices would teach the channel a CPM that a forecast there multiplies by 0.3 again.
 */
function typicalTerms(
  history: ChannelHistory[],
  campaignSpread: number,
): { terms: CampaignTerms; spread: CampaignTerms } | null {
  const known = [
    ...new Map(history.filter((r) => r.audienceKnown).map((r) => [r.campaignId, r.terms])).values(),
  ];
  if (!known.length) return null;
  const m = known.length;
  const k = CALIBRATION_PRIOR.priorCampaigns;
  const stats = (key: keyof CampaignTerms) => {
    const logs = known.map((t) => Math.log(t[key]));
    const mean = logs.reduce((a, b) => a + b, 0) / m;
    const squares = logs.reduce((total, x) => total + (x - mean) ** 2, 0);
    return { mean: Math.exp(mean), spread: (k * campaignSpread ** 2 + squares) / (k + m - 1) };
  };
  const keys = ['cpmIndex', 'ctr', 'conversionRate', 'orderValue'] as const;
  const all = Object.fromEntries(keys.map((key) => [key, stats(key)])) as Record<
    keyof CampaignTerms,
    { mean: number; spread: number }
  >;
  const pick = (field: 'mean' | 'spread') =>
    Object.fromEntries(keys.map((key) => [key, all[key][field]])) as unknown as CampaignTerms;
  return { terms: pick('mean'), spread: pick('spread') };
}

/** The calibration of every audience channel from campaign-channel delivery rows (workspaceCalibration's arithmetic). */
export function calibrate(history: ChannelHistory[], options: CalibrationOptions = {}): ForecastCalibration {
  const prior = {
    tau: options.tau ?? CALIBRATION_PRIOR.tau,
    campaignSpread: options.campaignSpread ?? CALIBRATION_PRIOR.campaignSpread,
  };
  const typical = options.unknownAudience === 'neutral' ? null : typicalTerms(history, prior.campaignSpread);
  const rows = history
    .filter((r) => r.impressions > 0)
    .map((r) =>
      r.audienceKnown || !typical ? r : { ...r, terms: typical.terms, termsSpread: typical.spread },
    );
  const channels = AUDIENCE_CHANNELS.map((channel) =>
    calibrateChannel(
      channel,
      rows.filter((r) => r.channel === channel),
      prior,
    ),
  );
  return { basis: basisOf(channels), channels };
}
