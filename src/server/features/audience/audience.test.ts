import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREDICTION_RANGES, type TargetAudience } from '../../../shared/audience';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';
import { type AudienceModelInput, predictAudience } from './audience.model';

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

describe('audience model', () => {
  it('is deterministic', () => {
    expect(predictAudience(input())).toEqual(predictAudience(input()));
  });

  it('stays inside the SPEC §9 ranges for extreme inputs', () => {
    const extremes: AudienceModelInput[] = [
      input({ budget: 100, endDate: '2027-03-02' }),
      input({ budget: 1_000_000, endDate: '2028-03-01' }),
      input({
        objective: 'awareness',
        targetAudience: {
          demographics: { ageRange: [64, 65], locations: ['Canada'], interests: ['Business'] },
          behavioral: {
            engagementLevel: 'low',
            devicePreference: 'desktop',
            shoppingTimes: ['Late Night (12AM-6AM)'],
          },
        },
      }),
    ];
    for (const case_ of extremes) {
      const p = predictAudience(case_);
      for (const [key, [min, max]] of Object.entries(PREDICTION_RANGES)) {
        const value = p[key as keyof typeof PREDICTION_RANGES];
        expect(value, key).toBeGreaterThanOrEqual(min);
        expect(value, key).toBeLessThanOrEqual(max);
      }
      expect(p.recommendations.length).toBeGreaterThanOrEqual(2);
      expect(p.recommendations.length).toBeLessThanOrEqual(4);
    }
  });

  it('reach grows monotonically with budget', () => {
    const budgets = [100, 500, 1000, 5000, 20_000, 100_000, 1_000_000];
    const reach = budgets.map((budget) => predictAudience(input({ budget })).estimatedReach);
    for (let i = 1; i < reach.length; i += 1) expect(reach[i]).toBeGreaterThanOrEqual(reach[i - 1] as number);
    expect(reach.at(-1)).toBeGreaterThan(reach[0] as number);
  });

  it('recommendations cite the inputs', () => {
    const p = predictAudience(input({ budget: 12_000 }));
    const text = p.recommendations.join(' ');
    expect(text).toContain('$12,000');
    expect(text).toMatch(/Technology|Travel/);
  });

  it('cheaper markets lower the cost per click', () => {
    const us = predictAudience(
      input({
        targetAudience: {
          ...audience,
          demographics: { ...audience.demographics, locations: ['United States'] },
        },
      }),
    );
    const india = predictAudience(
      input({
        targetAudience: { ...audience, demographics: { ...audience.demographics, locations: ['India'] } },
      }),
    );
    expect(india.costPerClick).toBeLessThan(us.costPerClick);
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

  it('answers the prediction shape to campaign managers', async () => {
    const response = await request(ctx.app, 'POST', '/api/audience/predict', {
      cookie: await signIn(ctx, 'm'),
      body: input(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(predictAudience(input()));
  });

  it('validates the audience with the spec messages', async () => {
    const response = await request(ctx.app, 'POST', '/api/audience/predict', {
      cookie: await signIn(ctx, 'm'),
      body: input({
        targetAudience: { ...audience, demographics: { ...audience.demographics, interests: [] } },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors['targetAudience.demographics.interests']).toEqual([
      'At least one interest is required',
    ]);
  });

  it('is refused to analysts', async () => {
    const response = await request(ctx.app, 'POST', '/api/audience/predict', {
      cookie: await signIn(ctx, 'a'),
      body: input(),
    });
    expect(response.statusCode).toBe(403);
  });
});
