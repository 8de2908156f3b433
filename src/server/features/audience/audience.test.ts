import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../../shared/analytics';
import {
  type AudienceEstimate,
  audienceEstimateSchema,
  audiencePredictionSchema,
  DEVICE_PREFERENCES,
  ENGAGEMENT_LEVELS,
  INTERESTS,
  LOCATIONS,
  SHOPPING_TIMES,
  type TargetAudience,
} from '../../../shared/audience';
import { OBJECTIVES } from '../../../shared/objectives';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';
import { type AudienceModelInput, predictAudience } from './audience.model';
import { generateAudienceRequests, roiRounding } from './audience-properties';
import { CHANNEL_BENCHMARKS, INTEREST_BENCHMARKS, LOCATION_BENCHMARKS } from './benchmarks';

const audience: TargetAudience = {
  demographics: {
    ageRange: [25, 45],
    locations: ['United States', 'Germany'],
    interests: ['Technology', 'Travel'],
  },
  behavioral: {
    engagementLevel: 'high',
    devicePreference: 'mobile',
    shoppingTimes: ['Weekends', 'Evening (6PM-12AM)'],
  },
};
const input = (overrides: Partial<AudienceModelInput> = {}): AudienceModelInput => ({
  objective: 'conversion',
  budget: 5000,
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  targetAudience: audience,
  ...overrides,
});
const withDemographics = (demographics: Partial<TargetAudience['demographics']>): TargetAudience => ({
  ...audience,
  demographics: { ...audience.demographics, ...demographics },
});

/** Every arithmetic rule of the issue on the returned (rounded) figures. */
function expectArithmetic(request: AudienceModelInput, p: AudienceEstimate) {
  const label = JSON.stringify(request);
  expect(p.estimatedReach, label).toBeLessThanOrEqual(p.impressions);
  expect(p.estimatedReach, label).toBeLessThanOrEqual(p.addressableAudience);
  expect(p.estimatedReach, label).toBeGreaterThan(0);
  expect(p.impressions / p.estimatedReach, label).toBeGreaterThanOrEqual(1);
  expect(p.assumptions.frequency, label).toBeGreaterThanOrEqual(1);
  expect(p.assumptions.frequency, label).toBeCloseTo(p.impressions / p.estimatedReach, 2);

  const impliedCpm = (request.budget / p.impressions) * 1000;
  expect(impliedCpm, label).toBeGreaterThanOrEqual(2);
  expect(impliedCpm, label).toBeLessThanOrEqual(30);
  expect(Math.abs(impliedCpm - p.assumptions.cpm), label).toBeLessThan(0.01);

  expect(Math.abs(p.clicks - (p.impressions * p.expectedCTR) / 100), label).toBeLessThanOrEqual(0.5);
  expect(Math.abs(p.costPerClick - request.budget / p.clicks), label).toBeLessThanOrEqual(0.005 + 1e-9);
  const expectedConversions = (p.impressions * p.expectedCTR * p.conversionRate) / 10_000;
  expect(Math.abs(p.conversions - expectedConversions), label).toBeLessThanOrEqual(0.005 + 1e-9);
  expect(Math.abs(p.conversions - (p.clicks * p.conversionRate) / 100), label).toBeLessThanOrEqual(
    0.5 * (p.conversionRate / 100) + 0.005 + 1e-9,
  );
  expect(
    Math.abs(
      p.addressableAudience - p.assumptions.population * p.assumptions.ageShare * p.assumptions.interestShare,
    ),
    label,
  ).toBeLessThanOrEqual(0.5);
  // ROI follows from the shown conversions (audience-roi.test.ts checks it over HTTP for random briefs).
  const roi = ((p.conversions * p.assumptions.orderValue - request.budget) / request.budget) * 100;
  expect(p.predictedRoi, label).toBe(Math.round(roi) || 0);

  const shares = p.assumptions.channelMix.reduce((total, c) => total + c.share, 0);
  expect(shares, label).toBeCloseTo(1, 2);
  const blended = p.assumptions.channelMix.reduce((total, c) => total + c.share * c.cpm, 0);
  expect(Math.abs(blended - p.assumptions.cpm), label).toBeLessThan(0.05);
  for (const { channel } of p.assumptions.channelMix) {
    expect(CHANNELS).toContain(channel);
    expect(channel).not.toBe('Google Search');
  }
  expect(p.recommendations.length, label).toBeGreaterThanOrEqual(2);
  expect(p.recommendations.length, label).toBeLessThanOrEqual(4);
  expect(p.confidence).toBeGreaterThanOrEqual(50);
  expect(p.confidence).toBeLessThanOrEqual(95);
  expect(p.aiConfidence).toBe(p.confidence / 100);
}

describe('audience model', () => {
  const requests = generateAudienceRequests(600, 12);

  it('generates requests over every location, interest, objective, device and engagement level', () => {
    const seen = (values: unknown[]) => new Set(values);
    expect(seen(requests.map((r) => r.objective))).toEqual(new Set(OBJECTIVES));
    expect(seen(requests.flatMap((r) => r.targetAudience.demographics.locations))).toEqual(
      new Set(LOCATIONS),
    );
    expect(seen(requests.flatMap((r) => r.targetAudience.demographics.interests))).toEqual(
      new Set(INTERESTS),
    );
    expect(seen(requests.map((r) => r.targetAudience.behavioral.devicePreference))).toEqual(
      new Set(DEVICE_PREFERENCES),
    );
    expect(seen(requests.map((r) => r.targetAudience.behavioral.engagementLevel))).toEqual(
      new Set(ENGAGEMENT_LEVELS),
    );
    const budgets = requests.map((r) => r.budget);
    expect(Math.min(...budgets)).toBeLessThan(200);
    expect(Math.max(...budgets)).toBeGreaterThan(500_000);
  });

  it('obeys the arithmetic on every generated request', () => {
    for (const request of requests) {
      const p = predictAudience(request);
      expect(() => audienceEstimateSchema.parse(p)).not.toThrow();
      expectArithmetic(request, p);
    }
  });

  it('is deterministic', () => {
    for (const request of requests.slice(0, 50)) {
      expect(predictAudience(structuredClone(request))).toEqual(predictAudience(request));
    }
  });

  it('never lowers reach or impressions and never raises ROI as the budget grows', () => {
    const budgets = [
      100, 150, 333.33, 1000, 2500, 5000, 12_000, 40_000, 100_000, 250_000, 600_000, 1_000_000,
    ];
    for (const request of requests.slice(0, 120)) {
      const series = budgets.map((budget) => predictAudience({ ...request, budget }));
      for (let i = 1; i < series.length; i += 1) {
        const [before, after] = [series[i - 1] as AudienceEstimate, series[i] as AudienceEstimate];
        expect(after.impressions).toBeGreaterThanOrEqual(before.impressions);
        expect(after.estimatedReach).toBeGreaterThanOrEqual(before.estimatedReach);
        // ROI follows the shown, rounded counts: it may rise by their rounding only (audience-properties.ts).
        const slack =
          1 + roiRounding(before, budgets[i - 1] as number) + roiRounding(after, budgets[i] as number);
        expect(after.predictedRoi).toBeLessThanOrEqual(before.predictedRoi + slack);
        expect(after.expectedCTR).toBeLessThanOrEqual(before.expectedCTR);
      }
    }
  });

  it('lets ROI fall as the budget saturates a small audience', () => {
    const niche = input({
      targetAudience: {
        demographics: { ageRange: [60, 65], locations: ['Canada'], interests: ['Business'] },
        behavioral: { engagementLevel: 'medium', devicePreference: 'desktop', shoppingTimes: ['Weekdays'] },
      },
    });
    const small = predictAudience({ ...niche, budget: 1000 });
    const large = predictAudience({ ...niche, budget: 200_000 });
    expect(large.assumptions.frequency).toBeGreaterThan(10);
    expect(large.assumptions.ctrFatigue).toBeLessThan(0.7);
    expect(large.predictedRoi).toBeLessThan(small.predictedRoi - 50);
    expect(large.estimatedReach).toBeLessThanOrEqual(large.addressableAudience);
    expect(large.estimatedReach / large.addressableAudience).toBeGreaterThan(0.95);
    expect(large.recommendations.join(' ')).toMatch(/times a week/);
  });

  it('computes the audience from population, age share and interest share', () => {
    const p = predictAudience(
      input({
        targetAudience: withDemographics({
          ageRange: [18, 65],
          locations: ['Canada'],
          interests: ['Business'],
        }),
      }),
    );
    expect(p.assumptions.population).toBe(LOCATION_BENCHMARKS.Canada.internetUsers);
    expect(p.assumptions.ageShare).toBe(0.8);
    expect(p.assumptions.interestShare).toBe(INTEREST_BENCHMARKS.Business.audienceShare);
    expect(p.addressableAudience).toBe(Math.round(37_000_000 * 0.8 * 0.18));

    const both = predictAudience(
      input({ targetAudience: withDemographics({ interests: ['Technology', 'Travel'] }) }),
    );
    expect(both.assumptions.interestShare).toBeCloseTo(1 - (1 - 0.32) * (1 - 0.26), 4);
  });

  it('prices impressions from the channel mix and the location index', () => {
    const us = predictAudience(
      input({
        objective: 'awareness',
        targetAudience: withDemographics({ locations: ['United States'], interests: ['Fashion'] }),
      }),
    );
    const expectedCpm =
      0.45 * CHANNEL_BENCHMARKS['Google Display'].cpm +
      0.35 * CHANNEL_BENCHMARKS.YouTube.cpm +
      0.2 * CHANNEL_BENCHMARKS.Meta.cpm;
    expect(us.assumptions.cpm).toBeCloseTo(expectedCpm, 2);
    expect(us.impressions).toBe(Math.round((5000 / us.assumptions.cpm) * 1000));
    expect(us.assumptions.channelMix.map((c) => c.channel)).toEqual(['Google Display', 'YouTube', 'Meta']);

    const india = predictAudience(
      input({
        objective: 'awareness',
        targetAudience: withDemographics({ locations: ['India'], interests: ['Fashion'] }),
      }),
    );
    expect(india.assumptions.cpm).toBeCloseTo(expectedCpm * LOCATION_BENCHMARKS.India.cpmIndex, 2);
    expect(india.impressions).toBeGreaterThan(us.impressions);
    expect(india.costPerClick).toBeLessThan(us.costPerClick);
  });

  it('keeps the blended CPM within $2–$30 for every location, objective and channel mix', () => {
    for (const location of LOCATIONS) {
      for (const objective of OBJECTIVES) {
        for (const interests of [['Fashion'], ['Business']] as const) {
          const { assumptions } = predictAudience(
            input({
              objective,
              targetAudience: withDemographics({ locations: [location], interests: [...interests] }),
            }),
          );
          expect(assumptions.cpm, `${location} ${objective} ${interests}`).toBeGreaterThanOrEqual(2);
          expect(assumptions.cpm, `${location} ${objective} ${interests}`).toBeLessThanOrEqual(30);
        }
      }
    }
  });

  it('names a source for every benchmark', () => {
    const rows = [
      ...Object.values(CHANNEL_BENCHMARKS),
      ...Object.values(LOCATION_BENCHMARKS),
      ...Object.values(INTEREST_BENCHMARKS),
    ];
    expect(rows).toHaveLength(4 + LOCATIONS.length + INTERESTS.length);
    for (const row of rows) expect(row.source.length).toBeGreaterThan(20);
  });

  it('adds LinkedIn only for the Business interest', () => {
    const business = predictAudience(
      input({ targetAudience: withDemographics({ interests: ['Business'] }) }),
    );
    expect(business.assumptions.channelMix.find((c) => c.channel === 'LinkedIn')?.share).toBe(0.2);
    const other = predictAudience(input());
    expect(other.assumptions.channelMix.some((c) => c.channel === 'LinkedIn')).toBe(false);
    expect(business.assumptions.cpm).toBeGreaterThan(other.assumptions.cpm);
  });

  it('lets engagement, device and shopping times move the rates', () => {
    const at = (behavioral: Partial<TargetAudience['behavioral']>) =>
      predictAudience(
        input({ targetAudience: { ...audience, behavioral: { ...audience.behavioral, ...behavioral } } }),
      );
    expect(at({ engagementLevel: 'low' }).expectedCTR).toBeLessThan(
      at({ engagementLevel: 'high' }).expectedCTR,
    );
    expect(at({ engagementLevel: 'low' }).conversionRate).toBeLessThan(
      at({ engagementLevel: 'high' }).conversionRate,
    );
    expect(at({ devicePreference: 'desktop' }).conversionRate).toBeGreaterThan(
      at({ devicePreference: 'mobile' }).conversionRate,
    );
    expect(at({ shoppingTimes: ['Weekends'] }).conversionRate).toBeGreaterThan(
      at({ shoppingTimes: [...SHOPPING_TIMES] }).conversionRate,
    );
  });

  it('writes recommendations that cite the inputs and the figures', () => {
    const p = predictAudience(input({ budget: 12_000 }));
    const text = p.recommendations.join(' ');
    expect(text).toContain('$12,000');
    expect(text).toContain(`$${p.assumptions.cpm.toFixed(2)} CPM`);
    expect(text).toMatch(/Technology|Travel/);
    expect(text).not.toMatch(/70%/);
  });

  it('keeps older stored predictions readable', () => {
    const { impressions, clicks, conversions, assumptions, ...older } = predictAudience(input());
    expect(audiencePredictionSchema.parse(older)).toEqual(older);
    expect(() => audienceEstimateSchema.parse(older)).toThrow();
  });
});

describe('POST /api/audience/predict', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await createUser(ctx, { username: 'm', role: 'marketing_manager' });
    await createUser(ctx, { username: 'a', role: 'analyst' });
  });
  afterAll(() => ctx.close());

  it('answers the estimate with its assumptions to campaign managers', async () => {
    const response = await request(ctx.app, 'POST', '/api/audience/predict', {
      cookie: await signIn(ctx, 'm'),
      body: input(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(predictAudience(input()));
    expect(audienceEstimateSchema.parse(body)).toEqual(body);
  });

  it('keeps the arithmetic over HTTP for generated requests', async () => {
    const cookie = await signIn(ctx, 'm');
    for (const body of generateAudienceRequests(40, 99)) {
      const response = await request(ctx.app, 'POST', '/api/audience/predict', { cookie, body });
      expect(response.statusCode).toBe(200);
      expectArithmetic(body, response.json());
    }
  });

  it('validates the audience with the spec messages', async () => {
    const response = await request(ctx.app, 'POST', '/api/audience/predict', {
      cookie: await signIn(ctx, 'm'),
      body: input({ targetAudience: withDemographics({ interests: [] }) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors['targetAudience.demographics.interests']).toEqual([
      'At least one interest is required',
    ]);
  });

  it('refuses budgets outside $100–$1,000,000 and an end before the start', async () => {
    const cookie = await signIn(ctx, 'm');
    for (const budget of [99, 1_000_001]) {
      const response = await request(ctx.app, 'POST', '/api/audience/predict', {
        cookie,
        body: input({ budget }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.budget).toBeDefined();
    }
    const backwards = await request(ctx.app, 'POST', '/api/audience/predict', {
      cookie,
      body: input({ startDate: '2027-03-31', endDate: '2027-03-01' }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.endDate).toEqual(['End date must be after start date']);
  });

  it('is refused to analysts', async () => {
    const response = await request(ctx.app, 'POST', '/api/audience/predict', {
      cookie: await signIn(ctx, 'a'),
      body: input(),
    });
    expect(response.statusCode).toBe(403);
  });
});
