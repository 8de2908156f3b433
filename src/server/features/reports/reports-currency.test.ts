import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../shared/dates';
import { readInsightEvidence } from '../../../shared/insights';
import type { PerformanceReport } from '../../../shared/reports';
import { todayIn } from '../../../shared/zoned-dates';
import { aiInsights } from '../../db/schema';
import { insertCampaign, insertMetric, insertSteadyDelivery } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { runInsightsEngine } from '../insights';
import { pdfPages } from './test/pdf-pages';

/**
 * Issue 29: every amount the server writes (report JSON texts, CSV, PDF, insight texts) is in the workspace
 * currency an admin set, never a hard-coded "$". Stored figures are not converted: the same numbers, another unit.
 */
const ctx = testContextForFile();
let admin: string;
let director: string;
const yesterday = addDays(todayIn('UTC'), -1);

beforeAll(async () => {
  const owner = await createUser(ctx, { username: 'fx-admin', role: 'admin' });
  await createUser(ctx, { username: 'fx-director', role: 'marketing_director' });
  admin = await signIn(ctx, 'fx-admin');
  director = await signIn(ctx, 'fx-director');
  const plan = { userId: owner.id, startDate: addDays(yesterday, -20), endDate: addDays(yesterday, 9) };
  // Over-pacing and over its budget: the executive risks quote four amounts and the budget.
  const star = await insertCampaign(ctx, { ...plan, name: 'Star Campaign', budget: 1000 });
  await insertMetric(ctx, {
    campaignId: star.id,
    date: addDays(yesterday, -3),
    channel: 'Meta',
    spend: 1200,
    revenue: 5400,
    clicks: 300,
    impressions: 9000,
    conversions: 30,
  });
  // Steady delivery for 20 days at more than its plan (an over-pacing insight), then nothing yesterday: a
  // delivery-stop insight, whose title quotes the spend expected.
  const stopper = await insertCampaign(ctx, { ...plan, name: 'Stopper', budget: 6000 });
  await insertSteadyDelivery(
    ctx,
    stopper.id,
    { last: yesterday, from: 20, to: 1 },
    { spend: 300, revenue: 900, clicks: 100, impressions: 4000, conversions: 10 },
  );
  // The engine examines up to the last day with data anywhere: another campaign delivered yesterday.
  const other = await insertCampaign(ctx, { ...plan, name: 'Other', budget: 500 });
  await insertMetric(ctx, {
    campaignId: other.id,
    date: yesterday,
    channel: 'LinkedIn',
    spend: 50,
    revenue: 60,
    clicks: 10,
    impressions: 1000,
    conversions: 1,
  });
});

const get = (path: string) => request(ctx.app, 'GET', path, { cookie: director });
async function report(type: string): Promise<PerformanceReport> {
  const response = await get(`/api/reports/performance?period=7d&type=${type}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function setCurrency(currency: string) {
  const response = await request(ctx.app, 'PATCH', '/api/admin/settings', {
    cookie: admin,
    body: { currency },
  });
  expect(response.statusCode, response.body).toBe(200);
}
const pdfText = async (type: string) => {
  const response = await get(`/api/reports/performance.pdf?period=7d&type=${type}`);
  expect(response.statusCode).toBe(200);
  return (await pdfPages(response.rawPayload)).join('\n');
};

describe('reports and insights in the workspace currency', () => {
  it('are in USD by default: the report says so and writes dollars', async () => {
    const usd = await report('executive');
    expect(usd.currency).toBe('USD');
    expect(usd.summary.highlights[0]).toMatch(/^\$[\d,]+ revenue on \$[\d,]+ spend/);
  });

  it('open insights written in dollars are written again in euros once an admin sets EUR', async () => {
    await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC' });
    const texts = async () =>
      (await ctx.handle.db.select().from(aiInsights)).map((i) => `${i.title} ${i.description}`).join('\n');
    expect(await texts()).toContain('$');
    await setCurrency('EUR');
    // The change answers first; the engine then rewrites the sentences on its own.
    await vi.waitFor(
      async () => {
        const now = await texts();
        expect(now).not.toContain('$');
        expect(now).toContain('€');
      },
      { timeout: 60_000, interval: 50 },
    );
  });

  it('the insights the engine writes after an admin sets EUR quote euros', async () => {
    await setCurrency('EUR');
    await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC' });
    const written = await ctx.handle.db.select().from(aiInsights);
    const stop = written.find((i) => {
      const evidence = readInsightEvidence(i.data);
      return evidence.kind === 'anomaly' && evidence.event === 'delivery_stopped';
    });
    expect(stop?.title).toMatch(/^Delivery stopped on Stopper: €0 spend vs €[\d,]+ expected$/);
    expect(stop?.description).toMatch(/about €[\d,]+ a day expected/);
    const pacing = written.find((i) => i.kind === 'pacing');
    expect(pacing?.description).toMatch(/will spend €[\d,]+ of its planned €[\d,]+ ad spend/);
    for (const insight of written) expect(`${insight.title} ${insight.description}`).not.toContain('$');
  });

  it('the report JSON carries the currency and writes every amount in it, figures unconverted', async () => {
    const eur = await report('comprehensive');
    expect(eur.currency).toBe('EUR');
    expect(JSON.stringify(eur)).not.toContain('$');
    expect(eur.summary.highlights[0]).toMatch(/^€[\d,]+ revenue on €[\d,]+ spend/);
    const star = eur.campaign?.rows.find((r) => r.name === 'Star Campaign');
    expect(star).toMatchObject({ spend: 1200, revenue: 5400, budget: 1000 });
    const overspend = eur.executive?.risks.find((r) => r.title === 'Over-pacing: Star Campaign');
    expect(overspend?.detail).toContain('already over its €1,000 budget');
    expect(eur.executive?.kpis.find((k) => k.key === 'totalRevenue')?.delta.reason).toMatch(/€[\d,]+/);
    expect(eur.insights.map((i) => i.title)).toContainEqual(
      expect.stringMatching(/^Delivery stopped on Stopper: €0 spend/),
    );
  });

  it('the CSV names the currency in its preamble and amount headers, and keeps amounts as plain numbers', async () => {
    const response = await get('/api/reports/performance.csv?period=7d&type=comprehensive');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('$');
    const rows: string[][] = parse(response.body, { relax_column_count: true });
    expect(rows).toContainEqual(['Currency', 'EUR']);
    expect(rows.find((r) => r[0] === 'Revenue (EUR)')?.[1]).toMatch(/^\d+(\.\d+)?$/);
    expect(rows).toContainEqual([
      'Channel',
      'Spend (EUR)',
      'Revenue (EUR)',
      'Profit (EUR)',
      'ROAS',
      'Conversions',
      'CPA (EUR)',
      'ROI %',
    ]);
    const campaignHeader = rows.find((r) => r[0] === 'Campaign' && r[1] === 'Status');
    expect(campaignHeader?.slice(2, 5)).toEqual(['Budget (EUR)', 'Spend (EUR)', 'Revenue (EUR)']);
    expect(rows.find((r) => r[0] === 'Star Campaign' && r[1] === 'active')?.slice(2, 5)).toEqual([
      '1000',
      '1200',
      '5400',
    ]);
    expect(rows.find((r) => r[0] === 'Over-pacing: Star Campaign')?.[1]).toContain('€1,000 budget');
  });

  it('the PDF writes euros in its KPIs, tables, findings and chart axes, and says EUR on the cover', async () => {
    const text = await pdfText('comprehensive');
    expect(text).not.toContain('$');
    expect(text).toContain('Currency: EUR');
    expect(text).toMatch(/Revenue €[\d,]+ Spend €[\d,]+ ROAS/);
    expect(text).toMatch(/Star Campaign €1,200 €5,400 4\.50×/);
    expect(text).toContain('already over its €1,000 budget');
    // The axis titles and the gridline labels of the charts.
    expect(text).toContain('EUR per day');
    expect(text).toMatch(/€\d+(\.\d)?K/);
  });

  it('a currency whose symbol the PDF font lacks is written as its code there, and as its symbol in the JSON', async () => {
    await setCurrency('INR');
    const inr = await report('executive');
    expect(inr.summary.highlights[0]).toMatch(/^₹[\d,]+ revenue/);
    const text = await pdfText('executive');
    expect(text).not.toContain('₹');
    expect(text).not.toContain('$');
    expect(text).toContain('Currency: INR');
    expect(text).toMatch(/Revenue INR [\d,]+ Spend INR [\d,]+ ROAS/);
    expect(text).toContain('already over its INR 1,000 budget');
  });
});
