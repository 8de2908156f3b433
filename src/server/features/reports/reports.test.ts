import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeFor, utilisation } from '../../../shared/reports';
import { addDays, todayIn } from '../../lib/dates';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';

async function pdfText(buffer: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  await doc.destroy();
  return text;
}

let ctx: TestContext;
let cookie: string;
const today = todayIn('UTC');
beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx, { username: 'dir', role: 'marketing_director' });
  await createUser(ctx, { username: 'usr', role: 'user' });
  cookie = await signIn(ctx, 'dir');
  const star = await insertCampaign(ctx, {
    userId: owner.id,
    name: 'Star Campaign',
    startDate: addDays(today, -20),
    endDate: addDays(today, 10),
    budget: 1000,
  });
  const steady = await insertCampaign(ctx, {
    userId: owner.id,
    name: 'Steady Campaign',
    startDate: addDays(today, -20),
    endDate: addDays(today, 10),
    budget: 10_000,
  });
  // Star: overspent its budget (utilisation capped at 100 %), ROAS 4.5 → A+. Steady: ROAS 2.2 → B+.
  await insertMetric(ctx, {
    campaignId: star.id,
    date: addDays(today, -3),
    channel: 'Meta',
    spend: 1200,
    revenue: 5400,
    clicks: 300,
    impressions: 9000,
    conversions: 30,
  });
  await insertMetric(ctx, {
    campaignId: steady.id,
    date: addDays(today, -2),
    channel: 'Google Search',
    spend: 2000,
    revenue: 4400,
    clicks: 500,
    impressions: 20000,
    conversions: 44,
  });
});
afterAll(() => ctx.close());

describe('grades and utilisation', () => {
  it('grade by ROAS and cap utilisation at 100 %', () => {
    expect([gradeFor(4.5), gradeFor(3), gradeFor(2.2), gradeFor(0.4)]).toEqual(['A+', 'A', 'B+', 'B']);
    expect(utilisation(1200, 1000)).toBe(100);
    expect(utilisation(2000, 10_000)).toBe(20);
  });
});

describe('performance report', () => {
  it('summarises the period, grades each campaign and caps utilisation', async () => {
    const response = await request(ctx.app, 'GET', '/api/reports/performance?period=30d&type=comprehensive', {
      cookie,
    });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.summary).toMatchObject({
      totalSpend: 3200,
      totalRevenue: 9800,
      roas: 3.06,
      conversions: 74,
    });
    expect(
      report.campaigns.map((c: { name: string; grade: string; utilisation: number }) => [
        c.name,
        c.grade,
        c.utilisation,
      ]),
    ).toEqual([
      ['Star Campaign', 'A+', 100],
      ['Steady Campaign', 'B+', 20],
    ]);
    expect(report.period).toMatchObject({ key: '30d', timeZone: 'UTC' });
  });

  it('renders a real PDF whose text carries the report figures and the header facts', async () => {
    const response = await request(ctx.app, 'GET', '/api/reports/performance.pdf?period=30d&type=campaign', {
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="northstar-campaign-report-30d-/,
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Campaign Performance report',
      'Last 30 days',
      'Time zone: UTC',
      'Data source: demo',
      '$9,800',
      '$3,200',
      'Star Campaign',
      'A+',
      '100%',
      'Steady Campaign',
      'B+',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses plain users and unknown report types', async () => {
    const user = await signIn(ctx, 'usr');
    expect((await request(ctx.app, 'GET', '/api/reports/performance', { cookie: user })).statusCode).toBe(
      403,
    );
    expect(
      (await request(ctx.app, 'GET', '/api/reports/performance?type=weekly', { cookie })).statusCode,
    ).toBe(400);
  });
});
