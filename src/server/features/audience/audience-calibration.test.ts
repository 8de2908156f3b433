import { describe, expect, it } from 'vitest';
import { type AudienceEstimate, audienceEstimateSchema, type TargetAudience } from '../../../shared/audience';
import { addDays } from '../../../shared/dates';
import type { StoredForecast } from '../../../shared/forecast';
import { todayIn } from '../../../shared/zoned-dates';
import { createUser, request, signIn, type TestContext, withTestContext } from '../../test/helpers';
import { insertCampaign } from '../campaigns';
import { writeMetrics } from '../metrics';
import { type AudienceModelInput, predictAudience } from './audience.model';
import { CHANNEL_BENCHMARKS } from './benchmarks';
import {
  type HistoryCampaign,
  mulberry32,
  type TrueFactors,
  uniformFactors,
  writeHistory,
} from './test/simulated-workspace';

/**
 * Issue 33, item 1 over HTTP: POST /api/audience/predict forecasts on the workspace's own delivery. Each basis on a
 * database of its own, its history written as a team's data arrives (the metrics writer, the import API).
 */

const audience: TargetAudience = {
  demographics: { ageRange: [25, 54], locations: ['United States'], interests: ['E-commerce', 'Fashion'] },
  behavioral: { engagementLevel: 'high', devicePreference: 'desktop', shoppingTimes: ['Weekends'] },
};
/** A brief whose audience is far from saturated, so that rates and counts move together. */
const brief: AudienceModelInput = {
  objective: 'conversion',
  budget: 5000,
  startDate: addDays(todayIn('UTC'), 7),
  endDate: addDays(todayIn('UTC'), 37),
  targetAudience: audience,
};

async function predict(ctx: TestContext, body: AudienceModelInput = brief): Promise<AudienceEstimate> {
  await createUser(ctx, { username: 'planner', role: 'marketing_manager' }).catch(() => undefined);
  const response = await request(ctx.app, 'POST', '/api/audience/predict', {
    cookie: await signIn(ctx, 'planner'),
    body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return audienceEstimateSchema.parse(response.json());
}

/** `count` past campaigns of `days` days each, with large budgets (many conversions on every channel). */
async function seedHistory(ctx: TestContext, factors: TrueFactors, count: number, days = 14) {
  const owner = await createUser(ctx, { username: 'history-owner', role: 'marketing_manager' });
  const random = mulberry32(33);
  const history: HistoryCampaign[] = Array.from({ length: count }, (_, i) => {
    const startDate = addDays(todayIn('UTC'), -30 - 20 * i);
    return {
      brief: { ...brief, budget: 120_000, startDate, endDate: addDays(startDate, days - 1) },
      imported: false,
      days,
    };
  });
  await writeHistory(ctx.handle.db, owner.id, random, factors, history, { campaignSpread: 0.05 });
}

describe('POST /api/audience/predict on the workspace calibration', () => {
  it('without history: the benchmark forecast exactly, and says benchmarks', async () => {
    await withTestContext({}, async (ctx) => {
      const estimate = await predict(ctx);
      expect(estimate).toEqual(predictAudience(brief));
      expect(estimate.basis).toBe('benchmarks');
      expect(estimate.trackRecord).toBeNull();
      expect(estimate.calibration.basis).toBe('benchmarks');
      expect(estimate.calibration.channels.map((c) => c.channel)).toEqual([
        'Google Display',
        'YouTube',
        'Meta',
      ]);
      for (const c of estimate.calibration.channels) {
        expect(c).toMatchObject({ source: 'benchmarks', weight: 0, days: 0, campaigns: 0 });
        expect(c.cpm).toBe(CHANNEL_BENCHMARKS[c.channel].cpm);
      }
    });
  });

  it('with 3 campaigns × 14 days on every channel: workspace, each figure moved by the rates it learnt', async () => {
    await withTestContext({}, async (ctx) => {
      // Asked before the history arrives: the answer it keeps must not outlive the data it was made from.
      expect((await predict(ctx)).basis).toBe('benchmarks');
      const factors = uniformFactors({ cpm: 0.5, ctr: 1.5, conversionRate: 2, orderValue: 0.7 });
      await seedHistory(ctx, factors, 3);
      const estimate = await predict(ctx);
      const plain = predictAudience(brief);
      expect(estimate.basis).toBe('workspace');
      for (const c of estimate.calibration.channels) {
        expect(c.source, c.channel).toBe('workspace');
        expect(c.weight, c.channel).toBeGreaterThanOrEqual(0.9);
        expect(c).toMatchObject({ days: 42, campaigns: 3 });
        // Each channel's rates near the true factors × the benchmarks (weights near 1, little noise).
        expect(c.cpm / c.benchmark.cpm, c.channel).toBeCloseTo(0.5, 1);
        expect(c.ctr / c.benchmark.ctr, c.channel).toBeGreaterThan(1.35);
        expect(c.ctr / c.benchmark.ctr, c.channel).toBeLessThan(1.6);
        expect(c.conversionRate / c.benchmark.conversionRate, c.channel).toBeGreaterThan(1.75);
        expect(c.conversionRate / c.benchmark.conversionRate, c.channel).toBeLessThan(2.15);
        expect(c.orderValue / c.benchmark.orderValue, c.channel).toBeGreaterThan(0.65);
        expect(c.orderValue / c.benchmark.orderValue, c.channel).toBeLessThan(0.8);
      }
      // Half the CPM buys twice the impressions; clicks and conversions follow the rates.
      const ratio = (key: 'impressions' | 'expectedCTR' | 'conversionRate' | 'conversions') =>
        estimate[key] / plain[key];
      expect(ratio('impressions')).toBeGreaterThan(1.8);
      expect(ratio('impressions')).toBeLessThan(2.2);
      expect(ratio('expectedCTR')).toBeGreaterThan(1.3);
      expect(ratio('expectedCTR')).toBeLessThan(1.65);
      expect(ratio('conversionRate')).toBeGreaterThan(1.7);
      expect(ratio('conversionRate')).toBeLessThan(2.2);
      expect(ratio('conversions')).toBeGreaterThan(4.8);
      expect(ratio('conversions')).toBeLessThan(6.6);
      expect(estimate.assumptions.orderValue / plain.assumptions.orderValue).toBeGreaterThan(0.63);
      expect(estimate.assumptions.orderValue / plain.assumptions.orderValue).toBeLessThan(0.8);
      expect(estimate.predictedRoi).not.toBe(plain.predictedRoi);
    });
  });

  it('with one campaign: blended, part of the way toward its rates', async () => {
    await withTestContext({}, async (ctx) => {
      await seedHistory(ctx, uniformFactors({ ctr: 2 }), 1);
      const estimate = await predict(ctx);
      expect(estimate.basis).toBe('blended');
      for (const c of estimate.calibration.channels) {
        expect(c.source, c.channel).toBe('blended');
        expect(c).toMatchObject({ days: 14, campaigns: 1 });
        expect(c.weight, c.channel).toBeLessThan(0.9);
        // The channel's weight is its least-measured rate's; CTR's own, with thousands of clicks, is higher.
        const learnt = c.ctr / c.benchmark.ctr;
        expect(learnt, c.channel).toBeGreaterThan(2 ** c.weight * 0.95);
        expect(learnt, c.channel).toBeLessThan(2);
      }
      const clicks = estimate.clicks / predictAudience(brief).clicks;
      expect(clicks).toBeGreaterThan(1.5);
      expect(clicks).toBeLessThan(2);
    });
  });

  it('with imported history on Meta only: blended, Meta from the import and the other channels from benchmarks', async () => {
    await withTestContext({}, async (ctx) => {
      const manager = await createUser(ctx, { username: 'importer', role: 'marketing_manager' });
      expect(manager.id).toBeTruthy();
      // Three imported campaigns, 14 days each, at three times Meta's benchmark CTR and its CPM, CVR, order value.
      const meta = CHANNEL_BENCHMARKS.Meta;
      const lines = ['date,campaign,channel,impressions,clicks,conversions,spend,revenue'];
      for (const name of ['Spring', 'Summer', 'Autumn']) {
        for (let day = 0; day < 14; day += 1) {
          const date = addDays(todayIn('UTC'), -20 - day);
          const impressions = 200_000 + 1000 * day;
          const clicks = Math.round((impressions * meta.ctr * 3) / 100);
          const conversions = Math.round((clicks * meta.conversionRate) / 100);
          const spend = ((impressions * meta.cpm) / 1000).toFixed(2);
          const revenue = (conversions * 119.83).toFixed(2);
          lines.push(`${date},${name},Meta,${impressions},${clicks},${conversions},${spend},${revenue}`);
        }
      }
      const imported = await request(ctx.app, 'POST', '/api/metrics/import', {
        cookie: await signIn(ctx, 'importer'),
        body: `${lines.join('\n')}\n`,
        headers: { 'content-type': 'text/csv' },
      });
      expect(imported.statusCode, imported.body).toBe(200);

      const estimate = await predict(ctx);
      expect(estimate.basis).toBe('blended');
      const byChannel = new Map(estimate.calibration.channels.map((c) => [c.channel, c]));
      expect(byChannel.get('Meta')).toMatchObject({ source: 'workspace', days: 42, campaigns: 3 });
      const metaRow = byChannel.get('Meta');
      expect((metaRow?.ctr ?? 0) / (metaRow?.benchmark.ctr ?? 1)).toBeGreaterThan(2.7);
      expect((metaRow?.cpm ?? 0) / (metaRow?.benchmark.cpm ?? 1)).toBeCloseTo(1, 2);
      for (const channel of ['Google Display', 'YouTube'] as const) {
        const row = byChannel.get(channel);
        expect(row).toMatchObject({ source: 'benchmarks', weight: 0, days: 0, campaigns: 0 });
        expect(row?.ctr).toBe(row?.benchmark.ctr);
      }
      // Meta brings half the impressions: CTR rises, by less than the 3× Meta learnt.
      const ctr = estimate.expectedCTR / predictAudience(brief).expectedCTR;
      expect(ctr).toBeGreaterThan(1.8);
      expect(ctr).toBeLessThan(3);
    });
  });

  it('carries the track record GET /api/forecasts/accuracy gives, once a forecast campaign has delivered a week', async () => {
    await withTestContext({}, async (ctx) => {
      const owner = await createUser(ctx, { username: 'launcher', role: 'marketing_manager' });
      const startDate = addDays(todayIn('UTC'), -10);
      const endDate = addDays(startDate, 29);
      const forecast: StoredForecast = {
        madeAt: new Date().toISOString(),
        basis: 'benchmarks',
        days: 30,
        startDate,
        endDate,
        figures: { spend: 3000, impressions: 300_000, clicks: 3000, conversions: 60, revenue: 6000 },
        calibration: { basis: 'benchmarks', channels: [] },
      };
      const campaign = await insertCampaign(ctx.handle.db, {
        userId: owner.id,
        name: 'Kept forecast',
        objective: 'conversion',
        budget: '3000.00',
        startDate,
        endDate,
        status: 'active',
        targetAudience: audience,
        forecast,
      });
      // Ten days at 1.2× the forecast's daily clicks.
      const rows = Array.from({ length: 10 }, (_, day) => ({
        campaignId: campaign.id,
        date: addDays(startDate, day),
        channel: 'Meta',
        impressions: 10_000,
        clicks: 120,
        conversions: 2,
        spend: 100,
        revenue: 200,
      }));
      await writeMetrics({ db: ctx.handle.db, timeZone: 'UTC' }, rows, { runEngine: false });

      const estimate = await predict(ctx);
      const accuracy = await request(ctx.app, 'GET', '/api/forecasts/accuracy', {
        cookie: await signIn(ctx, 'planner'),
      });
      expect(accuracy.statusCode, accuracy.body).toBe(200);
      expect(estimate.trackRecord).toEqual(accuracy.json());
      expect(estimate.trackRecord?.campaigns).toBe(1);
      expect(estimate.trackRecord?.figures.clicks.medianAbsoluteError).toBeCloseTo(20, 0);
    });
  });
});
