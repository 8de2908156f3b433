import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import {
  FORECAST_FIGURES,
  type ForecastAccuracy,
  type ForecastFigure,
  type ForecastFigures,
} from '../../../shared/forecast';
import type { PerformanceReport } from '../../../shared/reports';
import { insertCampaign } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { ago, backdate, comparison, deliver, launch, scaled, storedForecast } from './test/launches';

/**
 * Issue 33, item 3: the workspace's track record, GET /api/forecasts/accuracy, over running and finished campaigns
 * with a forecast kept at launch and a week of delivery; the performance report carries it.
 */

const ctx = testContextForFile();
let manager: string;
let analyst: string;
let managerId: string;

beforeAll(async () => {
  managerId = (await createUser(ctx, { username: 'acc-manager', role: 'marketing_manager' })).id;
  await createUser(ctx, { username: 'acc-analyst', role: 'analyst' });
  await createUser(ctx, { username: 'acc-user', role: 'user' });
  manager = await signIn(ctx, 'acc-manager');
  analyst = await signIn(ctx, 'acc-analyst');
});

async function accuracy(cookie = analyst): Promise<ForecastAccuracy> {
  const response = await request(ctx.app, 'GET', '/api/forecasts/accuracy', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const EMPTY: ForecastAccuracy = {
  campaigns: 0,
  figures: Object.fromEntries(
    FORECAST_FIGURES.map((f) => [f, { medianAbsoluteError: null, campaigns: 0 }]),
  ) as ForecastAccuracy['figures'],
  summary: 'No track record yet: a forecast counts once its campaign has delivered for 7 days.',
};

/**
 * A campaign launched `daysAgo` days ago for `days` days that delivered its forecast × `factors` on each of
 * `deliveredDays` days from its start (all of its days when it has ended), then set to `status`.
 */
async function campaignWithDelivery(
  name: string,
  plan: { days: number; daysAgo: number; deliveredDays: number; status?: string },
  factors: Partial<ForecastFigures>,
) {
  const { id } = await launch(ctx, manager, name, { days: plan.days });
  await backdate(ctx, id, plan.daysAgo, plan.status);
  const stored = await storedForecast(ctx, id);
  if (!stored) throw new Error(`${name}: no forecast kept`);
  const start = ago(plan.daysAgo);
  const toDate = scaled(stored.figures, plan.deliveredDays / plan.days);
  await deliver(
    ctx,
    id,
    { from: start, to: addDays(start, plan.deliveredDays - 1) },
    scaled(toDate, factors),
  );
  return id;
}

/** The PDF's text (pdfjs), one space between runs. */
async function pdfText(buffer: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
};

describe('GET /api/forecasts/accuracy', () => {
  it('says there is no track record yet, until a campaign with a forecast has delivered for a week', async () => {
    expect(await accuracy()).toEqual(EMPTY);
    // Launched, with a forecast, but not delivering yet.
    await launch(ctx, manager, 'Just Launched');
    expect(await accuracy()).toEqual(EMPTY);
  });

  it('is the median absolute error per figure over running and finished campaigns, with how many', async () => {
    const counted = [
      // Running for two weeks: 10 % more conversions than forecast, a fifth fewer clicks.
      await campaignWithDelivery(
        'Two Weeks In',
        { days: 31, daysAgo: 14, deliveredDays: 14 },
        { conversions: 1.1, revenue: 1.1, clicks: 0.8 },
      ),
      // Running for ten days: 30 % fewer conversions.
      await campaignWithDelivery(
        'Ten Days In',
        { days: 31, daysAgo: 10, deliveredDays: 10 },
        { conversions: 0.7, revenue: 0.7, clicks: 1.1 },
      ),
      // Finished: 13 days that ended a week ago, 20 % more conversions.
      await campaignWithDelivery(
        'Finished',
        { days: 13, daysAgo: 20, deliveredDays: 13, status: 'completed' },
        { conversions: 1.2, revenue: 1.2, clicks: 1.3 },
      ),
      // Paused after eight days: 5 % more conversions.
      await campaignWithDelivery(
        'Paused After A Week',
        { days: 31, daysAgo: 8, deliveredDays: 8, status: 'paused' },
        { conversions: 1.05, revenue: 1.05, clicks: 0.95 },
      ),
    ];
    // Not counted: five days of delivery are too few, and a campaign without a forecast has nothing to measure.
    await campaignWithDelivery(
      'Five Days In',
      { days: 31, daysAgo: 5, deliveredDays: 5 },
      { conversions: 3, revenue: 3 },
    );
    const unforecast = await insertCampaign(ctx, {
      userId: managerId,
      name: 'No Forecast',
      startDate: ago(10),
      endDate: addDays(ago(10), 29),
    });
    await deliver(
      ctx,
      unforecast.id,
      { from: ago(10), to: ago(1) },
      { spend: 900, impressions: 90_000, clicks: 900, conversions: 10, revenue: 500 },
    );

    const errors = await Promise.all(counted.map(async (id) => (await comparison(ctx, manager, id)).error));
    const answer = await accuracy();
    expect(answer.campaigns).toBe(4);
    const medianOf = (f: ForecastFigure) => median(errors.map((e) => Math.abs(e?.[f] ?? 0)));
    for (const f of FORECAST_FIGURES)
      expect(answer.figures[f], f).toEqual({ medianAbsoluteError: medianOf(f), campaigns: 4 });
    // |+10|, |−30|, |+20|, |+5| → 15; clicks |−20|, |+10|, |+30|, |−5| → 15; spend as forecast.
    expect(Math.abs((answer.figures.conversions.medianAbsoluteError ?? 0) - 15)).toBeLessThan(1.5);
    expect(Math.abs((answer.figures.clicks.medianAbsoluteError ?? 0) - 15)).toBeLessThan(1);
    expect(answer.figures.spend.medianAbsoluteError).toBeLessThan(0.5);
    expect(answer.summary).toBe(
      `Our forecasts for your campaigns were within ${Math.round(medianOf('conversions'))} % on conversions, median of 4`,
    );

    // Whoever plans campaigns or reads analytics sees it; a plain user does not.
    expect(await accuracy(manager)).toEqual(answer);
    const user = await signIn(ctx, 'acc-user');
    expect((await request(ctx.app, 'GET', '/api/forecasts/accuracy', { cookie: user })).statusCode).toBe(403);

    // The performance report carries the same track record, in its JSON and its CSV.
    const report: PerformanceReport = (
      await request(ctx.app, 'GET', '/api/reports/performance?period=30d&type=executive', { cookie: analyst })
    ).json();
    expect(report.forecastAccuracy).toEqual(answer);
    const csv = await request(ctx.app, 'GET', '/api/reports/performance.csv?period=30d&type=executive', {
      cookie: analyst,
    });
    const rows: string[][] = parse(csv.body.replace(/^\uFEFF/, ''), { relax_column_count: true });
    const at = rows.findIndex((row) => row[0] === 'Forecast accuracy');
    expect(rows.slice(at, at + 4)).toEqual([
      ['Forecast accuracy'],
      [answer.summary],
      ['Figure', 'Median absolute error %', 'Campaigns'],
      ['Spend', String(answer.figures.spend.medianAbsoluteError), '4'],
    ]);
    const pdf = await request(ctx.app, 'GET', '/api/reports/performance.pdf?period=30d&type=executive', {
      cookie: analyst,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Forecast accuracy');
    expect(text).toContain(`${answer.summary}.`);
  });
});
