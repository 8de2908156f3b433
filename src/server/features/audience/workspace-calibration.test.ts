import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_CHANNELS,
  type AudienceChannel,
  audienceEstimateSchema,
  type TargetAudience,
} from '../../../shared/audience';
import type { ForecastCalibration } from '../../../shared/forecast';
import { type AudienceModelInput, campaignFactors, predictAudience } from './audience.model';
import { REFERENCE_ORDER_VALUE } from './audience-calibration';
import { generateAudienceRequests } from './audience-properties';
import { CHANNEL_BENCHMARKS, INTEREST_BENCHMARKS, OBJECTIVE_FACTORS } from './benchmarks';
import { mulberry32, normal, poisson } from './test/simulated-workspace';
import { CALIBRATION_PRIOR, type ChannelHistory, calibrate, termsOfCampaign } from './workspace-calibration';

const audience: TargetAudience = {
  demographics: { ageRange: [25, 45], locations: ['United States', 'Germany'], interests: ['Technology'] },
  behavioral: { engagementLevel: 'high', devicePreference: 'mobile', shoppingTimes: ['Weekends'] },
};
const brief: AudienceModelInput = {
  objective: 'conversion',
  budget: 5000,
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  targetAudience: audience,
};
const NEUTRAL = { cpmIndex: 1, ctr: 1, conversionRate: 1, orderValue: REFERENCE_ORDER_VALUE };

/**
 * A campaign's delivery on `channel` at `factor` × the benchmark on every rate (model factors 1), with Poisson counts
 * and, with `spread`, a log-normal deviation of its own per rate.
 */
function history(
  channel: AudienceChannel,
  options: {
    campaigns: number;
    days: number;
    impressions: number;
    factor?: number;
    spread?: number;
    seed?: number;
  },
): ChannelHistory[] {
  const random = mulberry32(options.seed ?? 1);
  const bench = CHANNEL_BENCHMARKS[channel];
  const f = options.factor ?? 1;
  return Array.from({ length: options.campaigns }, (_, i) => {
    const own = () => Math.exp((options.spread ?? 0) * normal(random));
    const impressions = options.impressions;
    const clicks = poisson(random, (impressions * bench.ctr * f * own()) / 100);
    const conversions = poisson(random, (clicks * bench.conversionRate * f * own()) / 100);
    return {
      campaignId: `c${i}`,
      channel,
      days: options.days,
      impressions,
      clicks,
      conversions,
      spend: (impressions * bench.cpm * f * own()) / 1000,
      revenue: conversions * REFERENCE_ORDER_VALUE * f * own(),
      terms: NEUTRAL,
      audienceKnown: false,
    };
  });
}

const channelOf = (calibration: ForecastCalibration, channel: AudienceChannel) =>
  calibration.channels.find((c) => c.channel === channel) as ForecastCalibration['channels'][number];

describe('calibrate', () => {
  it('keeps the benchmarks, weight 0, without history or below the minimum days', () => {
    const none = calibrate([]);
    expect(none.basis).toBe('benchmarks');
    expect(none.channels.map((c) => c.channel)).toEqual([...AUDIENCE_CHANNELS]);
    for (const c of none.channels) {
      expect(c).toMatchObject({ source: 'benchmarks', weight: 0, days: 0, campaigns: 0 });
      expect([c.cpm, c.ctr, c.conversionRate, c.orderValue]).toEqual([
        c.benchmark.cpm,
        c.benchmark.ctr,
        c.benchmark.conversionRate,
        c.benchmark.orderValue,
      ]);
    }
    const short = calibrate(history('Meta', { campaigns: 1, days: 6, impressions: 1e6, factor: 2 }));
    expect(channelOf(short, 'Meta')).toMatchObject({
      source: 'benchmarks',
      weight: 0,
      days: 6,
      campaigns: 1,
    });
    expect(channelOf(short, 'Meta').cpm).toBe(CHANNEL_BENCHMARKS.Meta.cpm);
  });

  it('recovers a workspace rate twice the benchmark, and weighs it more with more campaigns', () => {
    const weights = [1, 3, 5, 10].map((campaigns) => {
      const meta = channelOf(
        calibrate(history('Meta', { campaigns, days: 14, impressions: 2e6, factor: 2, spread: 0.1 })),
        'Meta',
      );
      expect(meta.cpm / meta.benchmark.cpm).toBeGreaterThan(2 ** (meta.weight * 0.8));
      expect(meta.cpm / meta.benchmark.cpm).toBeLessThan(2 ** (meta.weight * 1.2) * 1.1);
      expect(meta.ctr / meta.benchmark.ctr).toBeCloseTo(2 ** meta.weight, 0);
      return meta.weight;
    });
    // One campaign says little about the next: the assumed campaign-to-campaign spread keeps it blended.
    const tau2 = CALIBRATION_PRIOR.tau ** 2;
    expect(weights[0]).toBeCloseTo(tau2 / (tau2 + CALIBRATION_PRIOR.campaignSpread ** 2), 1);
    expect(weights[0]).toBeLessThan(0.9);
    for (let i = 1; i < weights.length; i += 1)
      expect(weights[i] as number).toBeGreaterThan(weights[i - 1] as number);
    expect(weights[1]).toBeGreaterThanOrEqual(0.9);
  });

  it('trusts a widely spread workspace less than a steady one', () => {
    const steady = channelOf(
      calibrate(history('YouTube', { campaigns: 4, days: 14, impressions: 2e6, spread: 0.05 })),
      'YouTube',
    );
    const spread = channelOf(
      calibrate(history('YouTube', { campaigns: 4, days: 14, impressions: 2e6, spread: 0.9, seed: 7 })),
      'YouTube',
    );
    expect(spread.weight).toBeLessThan(steady.weight);
    expect(steady.source).toBe('workspace');
  });

  it('keeps rare conversions close to the benchmark, and zero clicks finite', () => {
    const [rare] = history('Google Display', { campaigns: 1, days: 14, impressions: 20_000 });
    const thin = channelOf(
      calibrate([{ ...(rare as ChannelHistory), conversions: 0, revenue: 0 }]),
      'Google Display',
    );
    // No conversions where about 0.7 were expected: lower, not zero; no orders: the order value stays.
    expect(thin.conversionRate).toBeLessThan(thin.benchmark.conversionRate);
    expect(thin.conversionRate).toBeGreaterThan(thin.benchmark.conversionRate / 3);
    expect(thin.orderValue).toBe(thin.benchmark.orderValue);
    const silent = calibrate([{ ...(rare as ChannelHistory), clicks: 0, conversions: 0, revenue: 0 }]);
    expect(Number.isFinite(channelOf(silent, 'Google Display').ctr)).toBe(true);
    expect(channelOf(silent, 'Google Display').ctr).toBeGreaterThan(0);
  });

  it("compares a campaign with the model's factors for it, and an imported one with factor 1", () => {
    const stored = { ...brief, targetAudience: brief.targetAudience as unknown };
    expect(termsOfCampaign(stored)).toEqual(campaignFactors(brief));
    const terms = campaignFactors(brief);
    expect(terms.cpmIndex).toBeCloseTo((331 * 1 + 78 * 0.7) / (331 + 78), 6);
    expect(terms.orderValue).toBeCloseTo(
      INTEREST_BENCHMARKS.Technology.orderValue * ((331 + 78 * 0.85) / 409),
      6,
    );
    expect(termsOfCampaign({ ...stored, targetAudience: null })).toEqual(NEUTRAL);
    expect(termsOfCampaign({ ...stored, objective: 'awareness', targetAudience: null })).toMatchObject({
      ctr: OBJECTIVE_FACTORS.awareness.ctr,
      conversionRate: OBJECTIVE_FACTORS.awareness.conversionRate,
    });
    // A campaign delivered at the model's rates for it calibrates to factor 1.
    const rows: ChannelHistory[] = Array.from({ length: 3 }, (_, i) => {
      const bench = CHANNEL_BENCHMARKS.Meta;
      const impressions = 3e6;
      const clicks = (impressions * bench.ctr * terms.ctr) / 100;
      const conversions = (clicks * bench.conversionRate * terms.conversionRate) / 100;
      return {
        campaignId: `c${i}`,
        channel: 'Meta',
        days: 14,
        impressions,
        clicks,
        conversions,
        spend: (impressions * bench.cpm * terms.cpmIndex) / 1000,
        revenue: conversions * terms.orderValue,
        terms,
        audienceKnown: true,
      };
    });
    const meta = channelOf(calibrate(rows), 'Meta');
    for (const rate of ['cpm', 'ctr', 'conversionRate', 'orderValue'] as const)
      expect(meta[rate] / meta.benchmark[rate]).toBeCloseTo(1, 2);
  });
});

describe('campaigns without an audience (imports)', () => {
  // India: the model's CPM there is 0.3 × the US benchmark.
  const india: AudienceModelInput = {
    ...brief,
    targetAudience: {
      ...audience,
      demographics: { ...audience.demographics, locations: ['India'] },
    },
  };
  const terms = campaignFactors(india);
  /** A campaign on Meta delivered exactly at the model's rates for an Indian audience. */
  const delivered = (campaignId: string, audienceKnown: boolean): ChannelHistory => {
    const bench = CHANNEL_BENCHMARKS.Meta;
    const impressions = 4e6;
    const clicks = Math.round((impressions * bench.ctr * terms.ctr) / 100);
    const conversions = Math.round((clicks * bench.conversionRate * terms.conversionRate) / 100);
    return {
      campaignId,
      channel: 'Meta',
      days: 14,
      impressions,
      clicks,
      conversions,
      spend: (impressions * bench.cpm * terms.cpmIndex) / 1000,
      revenue: conversions * terms.orderValue,
      terms: audienceKnown ? terms : NEUTRAL,
      audienceKnown,
    };
  };

  it("are compared with the team's typical campaign, not with a US one", () => {
    const rows = [delivered('a', true), delivered('b', true), delivered('c', false), delivered('d', false)];
    const meta = channelOf(calibrate(rows), 'Meta');
    expect(meta.cpm / meta.benchmark.cpm).toBeCloseTo(1, 2);
    expect(meta.orderValue / meta.benchmark.orderValue).toBeCloseTo(1, 2);
    // Compared with factor 1, the imports would teach Meta India's prices as its own.
    const neutral = channelOf(calibrate(rows, { unknownAudience: 'neutral' }), 'Meta');
    expect(neutral.cpm / neutral.benchmark.cpm).toBeLessThan(0.7);
  });

  it('count for less than campaigns with an audience when the team targets widely different people', () => {
    const us = campaignFactors(brief);
    const known = (id: string, t: typeof terms) => ({ ...delivered(id, true), terms: t });
    const imported = { ...delivered('x', false), spend: delivered('x', false).spend * 3 };
    const steadyTeam = calibrate([known('a', terms), known('b', terms), imported]);
    const variedTeam = calibrate([known('a', terms), known('b', us), imported]);
    expect(channelOf(variedTeam, 'Meta').weight).toBeLessThan(channelOf(steadyTeam, 'Meta').weight);
  });

  it('of a workspace that has nothing else are compared with factor 1', () => {
    const meta = channelOf(calibrate([delivered('c', false), delivered('d', false)]), 'Meta');
    expect(meta.cpm / meta.benchmark.cpm).toBeLessThan(0.6);
    expect(meta.source).not.toBe('benchmarks');
  });
});

describe('predictAudience with a calibration', () => {
  /** A calibration whose every channel is `factors` × the benchmark, with full weight. */
  const scaled = (factors: { cpm?: number; ctr?: number; conversionRate?: number; orderValue?: number }) => {
    const base = calibrate([]);
    return {
      basis: 'workspace' as const,
      channels: base.channels.map((c) => ({
        ...c,
        cpm: c.cpm * (factors.cpm ?? 1),
        ctr: c.ctr * (factors.ctr ?? 1),
        conversionRate: c.conversionRate * (factors.conversionRate ?? 1),
        orderValue: c.orderValue * (factors.orderValue ?? 1),
        source: 'workspace' as const,
        weight: 1,
        days: 42,
        campaigns: 3,
      })),
    };
  };

  it('is the benchmark forecast exactly without one, or with every weight 0, and says benchmarks', () => {
    const plain = predictAudience(brief);
    expect(predictAudience(brief, 'USD', calibrate([]))).toEqual(plain);
    expect(plain.basis).toBe('benchmarks');
    expect(plain.trackRecord).toBeNull();
    expect(plain.calibration.channels.map((c) => c.channel)).toEqual(
      plain.assumptions.channelMix.map((c) => c.channel),
    );
    for (const c of plain.calibration.channels) {
      expect(c).toMatchObject({ source: 'benchmarks', weight: 0 });
      expect(c.cpm).toBe(c.benchmark.cpm);
      expect(c.orderValue).toBe(c.benchmark.orderValue);
      // The answer shows whole dollars above 100, the calibration cents.
      expect(Math.abs(c.orderValue - plain.assumptions.orderValue)).toBeLessThanOrEqual(0.5);
    }
  });

  it('moves each figure by its factor', () => {
    const plain = predictAudience(brief);
    const dear = predictAudience(brief, 'USD', scaled({ cpm: 2 }));
    expect(dear.impressions / plain.impressions).toBeCloseTo(0.5, 2);
    expect(dear.assumptions.cpm / plain.assumptions.cpm).toBeCloseTo(2, 2);
    const clicky = predictAudience(brief, 'USD', scaled({ ctr: 1.5 }));
    expect(clicky.clicks / plain.clicks).toBeCloseTo(1.5, 1);
    expect(clicky.conversionRate).toBe(plain.conversionRate);
    const converting = predictAudience(brief, 'USD', scaled({ conversionRate: 0.5, orderValue: 2 }));
    expect(converting.conversions / plain.conversions).toBeCloseTo(0.5, 1);
    expect(converting.assumptions.orderValue / plain.assumptions.orderValue).toBeCloseTo(2, 2);
    expect(converting.basis).toBe('workspace');
    for (const c of converting.calibration.channels) {
      expect(c.conversionRate / c.benchmark.conversionRate).toBeCloseTo(0.5, 2);
      expect(c.orderValue / c.benchmark.orderValue).toBeCloseTo(2, 2);
    }
  });

  it('keeps every arithmetic rule, and its channels add up to its figures, on random calibrations', () => {
    const random = mulberry32(33);
    const draw = () => Math.exp(Math.log(0.3) + Math.log(10) * random());
    for (const request of generateAudienceRequests(300, 33)) {
      const base = calibrate([]);
      const calibration: ForecastCalibration = {
        basis: 'blended',
        channels: base.channels.map((c) => ({
          ...c,
          cpm: c.cpm * draw(),
          ctr: c.ctr * draw(),
          conversionRate: c.conversionRate * draw(),
          orderValue: c.orderValue * draw(),
          source: 'blended',
          weight: 0.5,
          days: 20,
          campaigns: 2,
        })),
      };
      const p = predictAudience(request, 'USD', calibration);
      const label = JSON.stringify(request);
      expect(() => audienceEstimateSchema.parse(p), label).not.toThrow();
      expect(p.estimatedReach, label).toBeLessThanOrEqual(Math.min(p.impressions, p.addressableAudience));
      expect(Math.abs((request.budget / p.impressions) * 1000 - p.assumptions.cpm), label).toBeLessThan(0.01);
      expect(Math.abs(p.clicks - (p.impressions * p.expectedCTR) / 100), label).toBeLessThanOrEqual(0.5);
      expect(Math.abs(p.costPerClick - request.budget / p.clicks), label).toBeLessThanOrEqual(0.005 + 1e-9);
      const conversions = (p.impressions * p.expectedCTR * p.conversionRate) / 10_000;
      expect(Math.abs(p.conversions - conversions), label).toBeLessThanOrEqual(0.005 + 1e-9);
      const roi = ((p.conversions * p.assumptions.orderValue - request.budget) / request.budget) * 100;
      expect(p.predictedRoi, label).toBe(Math.round(roi) || 0);

      // The calibration's channels are the rates the figures come from.
      const mix = p.assumptions.channelMix;
      const rows = p.calibration.channels;
      expect(rows.map((c) => c.channel)).toEqual(mix.map((c) => c.channel));
      const share = (i: number) => (mix[i] as (typeof mix)[number]).share;
      const blendedCpm = rows.reduce((t, c, i) => t + share(i) * c.cpm, 0);
      expect(Math.abs(blendedCpm - p.assumptions.cpm) / p.assumptions.cpm, label).toBeLessThan(0.005);
      const ctr = rows.reduce((t, c, i) => t + share(i) * c.ctr, 0);
      const diminishing = p.assumptions.ctrFatigue * (p.assumptions.ctrSaturation ?? 1);
      expect(Math.abs(ctr * diminishing - p.expectedCTR), label).toBeLessThanOrEqual(
        0.005 + 0.01 * p.expectedCTR + 0.002,
      );
      const converting = rows.reduce((t, c, i) => t + share(i) * c.ctr * c.conversionRate, 0);
      expect(Math.abs(converting / ctr - p.conversionRate), label).toBeLessThanOrEqual(
        0.005 + 0.01 * p.conversionRate,
      );
      const value = rows.reduce((t, c, i) => t + share(i) * c.ctr * c.conversionRate * c.orderValue, 0);
      expect(Math.abs(value / converting - p.assumptions.orderValue), label).toBeLessThanOrEqual(
        0.5 + 0.01 * p.assumptions.orderValue,
      );
    }
  });
});
