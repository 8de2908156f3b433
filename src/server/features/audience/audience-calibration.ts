import { AUDIENCE_CHANNELS, type AudienceChannel } from '../../../shared/audience-rules';
import {
  CALIBRATION_RULES,
  type ChannelCalibration,
  type ForecastBasis,
  type ForecastCalibration,
} from '../../../shared/forecast-rules';
import { CHANNEL_BENCHMARKS, INTEREST_BENCHMARKS } from './benchmarks';

/**
 * How a workspace calibration (workspace-calibration.ts) enters the audience model (docs/ai.md "Forecast
 * calibration"): per channel, each of CPM, CTR, conversion rate and order value is the model's figure × a factor,
 * the calibrated rate ÷ its benchmark. A factor is the same whether the calibration is written in the benchmarks'
 * terms (workspaceCalibration) or for one campaign (an estimate's `calibration`), so either may be passed back.
 */

export interface RateFactors {
  cpm: number;
  ctr: number;
  conversionRate: number;
  orderValue: number;
}

const NO_FACTORS: RateFactors = { cpm: 1, ctr: 1, conversionRate: 1, orderValue: 1 };

/**
 * The order value a campaign without an audience is compared with (imported ones): the model's order value for an
 * audience of every interest in the United States, the interests' audience-weighted mean (≈ 119.83).
 */
export const REFERENCE_ORDER_VALUE = (() => {
  const rows = Object.values(INTEREST_BENCHMARKS);
  const shares = rows.reduce((total, row) => total + row.audienceShare, 0);
  return rows.reduce((total, row) => total + row.orderValue * row.audienceShare, 0) / shares;
})();

/** The benchmarks a channel's rates are shrunk toward, in the benchmarks' own terms (US CPM, base rates). */
export function channelBenchmark(channel: AudienceChannel): ChannelCalibration['benchmark'] {
  const { cpm, ctr, conversionRate } = CHANNEL_BENCHMARKS[channel];
  return { cpm, ctr, conversionRate, orderValue: REFERENCE_ORDER_VALUE };
}

/** A channel on the benchmarks alone: no workspace history counts. */
export function benchmarkChannel(channel: AudienceChannel, days = 0, campaigns = 0): ChannelCalibration {
  const benchmark = channelBenchmark(channel);
  return { channel, ...benchmark, source: 'benchmarks', weight: 0, days, campaigns, benchmark };
}

const factor = (value: number, benchmark: number) =>
  Number.isFinite(value) && value > 0 && benchmark > 0 ? value / benchmark : 1;

/** Per audience channel, the factors on the model's figures (1 for a channel the calibration lacks). */
export function factorsOf(
  calibration: ForecastCalibration | null | undefined,
): Record<AudienceChannel, RateFactors> {
  const factors = Object.fromEntries(AUDIENCE_CHANNELS.map((c) => [c, NO_FACTORS])) as Record<
    AudienceChannel,
    RateFactors
  >;
  for (const c of calibration?.channels ?? []) {
    if (c.weight <= 0) continue;
    factors[c.channel] = {
      cpm: factor(c.cpm, c.benchmark.cpm),
      ctr: factor(c.ctr, c.benchmark.ctr),
      conversionRate: factor(c.conversionRate, c.benchmark.conversionRate),
      orderValue: factor(c.orderValue, c.benchmark.orderValue),
    };
  }
  return factors;
}

/** A channel's source from its weight: none of the workspace's, mostly the workspace's, or between. */
export function sourceOf(weight: number): ForecastBasis {
  if (weight <= 0) return 'benchmarks';
  return weight >= CALIBRATION_RULES.workspaceWeight ? 'workspace' : 'blended';
}

/** A forecast's basis over its channels: all benchmarks, all workspace, or anything else. */
export function basisOf(channels: Pick<ChannelCalibration, 'source'>[]): ForecastBasis {
  if (channels.every((c) => c.source === 'benchmarks')) return 'benchmarks';
  if (channels.every((c) => c.source === 'workspace')) return 'workspace';
  return 'blended';
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** What the model multiplies a channel's benchmarks by for one campaign (audience.model.ts campaignFactors). */
export interface CampaignTerms {
  cpmIndex: number;
  /** Interest × objective × engagement × device factors on CTR (before fatigue and saturation). */
  ctr: number;
  /** Objective × engagement × device × shopping-time factors on the conversion rate. */
  conversionRate: number;
  /** The campaign's order value on the benchmarks. */
  orderValue: number;
}

/**
 * The calibration an estimate reports: per channel of its mix, the rates used for this campaign (CPM in its
 * locations, CTR and conversion rate with its audience's factors, its order value) beside what the benchmarks alone
 * give it, with the workspace calibration's source, weight and sample.
 */
export function calibrationForCampaign(
  channels: AudienceChannel[],
  terms: CampaignTerms,
  calibration: ForecastCalibration | null | undefined,
): ForecastCalibration {
  const factors = factorsOf(calibration);
  const rows = channels.map((channel): ChannelCalibration => {
    const sample = calibration?.channels.find((c) => c.channel === channel);
    const f = factors[channel];
    const bench = CHANNEL_BENCHMARKS[channel];
    const benchmark = {
      cpm: round(bench.cpm * terms.cpmIndex, 2),
      ctr: round(bench.ctr * terms.ctr, 3),
      conversionRate: round(bench.conversionRate * terms.conversionRate, 3),
      orderValue: round(terms.orderValue, 2),
    };
    const weight = sample && sample.weight > 0 ? round(sample.weight, 3) : 0;
    return {
      channel,
      cpm: round(bench.cpm * f.cpm * terms.cpmIndex, 2),
      ctr: round(bench.ctr * f.ctr * terms.ctr, 3),
      conversionRate: round(bench.conversionRate * f.conversionRate * terms.conversionRate, 3),
      orderValue: round(terms.orderValue * f.orderValue, 2),
      source: sourceOf(weight),
      weight,
      days: sample?.days ?? 0,
      campaigns: sample?.campaigns ?? 0,
      benchmark,
    };
  });
  return { basis: basisOf(rows), channels: rows };
}
