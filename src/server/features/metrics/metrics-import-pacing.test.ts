import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../shared/campaigns';
import { addDays } from '../../../shared/dates';
import type { PerformanceReport } from '../../../shared/reports';
import { todayIn } from '../../../shared/zoned-dates';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';

/**
 * Issue 30, item 8: a campaign a metrics import creates is not born over-pacing (its budget used to be the imported
 * spend, of which pacing plans 70 %), and the days after the file's last day are not a delivery stop: the data ended,
 * the delivery did not.
 */
const ctx = testContextForFile();
const TODAY = todayIn('UTC');
const ago = (n: number) => addDays(TODAY, -n);
const HEADER = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';
let cookie: string;

beforeAll(async () => {
  const owner = await createUser(ctx, { username: 'pace-mgr', role: 'marketing_manager' });
  cookie = await signIn(ctx, 'pace-mgr');
  // Another campaign delivers to yesterday, so the workspace's data reaches past the file's last day. $200 a day
  // for 30 days is its plan (70 % of $8,571.43): on track.
  const steady = await insertCampaign(ctx, {
    userId: owner.id,
    name: 'Steady Demo',
    budget: 8571.43,
    startDate: ago(21),
    endDate: ago(-8),
  });
  for (let n = 21; n >= 1; n -= 1) {
    await insertMetric(ctx, {
      campaignId: steady.id,
      date: ago(n),
      channel: 'Google Search',
      spend: 200,
      revenue: 600,
      clicks: 80,
      impressions: 3000,
      conversions: 6,
    });
  }
});

/** Four weeks of steady Meta delivery ending 10 days ago: the export someone downloaded then. */
function exportEndingTenDaysAgo(): string {
  const lines = [HEADER];
  for (let n = 37; n >= 10; n -= 1) {
    const wobble = 1 + ((n % 3) - 1) * 0.03;
    const spend = (150 * wobble).toFixed(2);
    const revenue = (450 * wobble).toFixed(2);
    lines.push(`${ago(n)},Harvest Sale,Meta,${Math.round(5000 * wobble)},120,9,${spend},${revenue}`);
  }
  return `${lines.join('\n')}\n`;
}

const get = async <T>(url: string): Promise<T> => {
  const response = await request(ctx.app, 'GET', url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('a campaign created by a metrics import', () => {
  it('starts on track, judged through its last imported day, with no delivery-stop alert after it', async () => {
    const imported = await request(ctx.app, 'POST', '/api/metrics/import', {
      cookie,
      body: exportEndingTenDaysAgo(),
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const list = await get<Campaign[]>('/api/campaigns');
    const harvest = list.find((c) => c.name === 'Harvest Sale');
    if (!harvest) throw new Error('the import created no campaign');

    // Its plan is what its delivery projects: on track as of the file's last day, not over-pacing as of yesterday.
    expect(harvest.pacing).toMatchObject({ status: 'on_track', asOf: ago(10) });
    // The fixture's own campaign, written like every writer writes (pacing refreshed), is on track too.
    expect((await get<{ pacing: { over: number; under: number } }>('/api/dashboard/summary')).pacing).toEqual(
      {
        onTrack: 2,
        under: 0,
        over: 0,
      },
    );

    // The nine days after the file are days without data, not days without delivery; nor is it mis-paced.
    const titles = (await get<{ title: string }[]>(`/api/insights?campaignId=${harvest.id}`)).map(
      (i) => i.title,
    );
    expect(titles.filter((t) => /almost nothing|stopped|pacing/i.test(t))).toEqual([]);
    const report = await get<PerformanceReport>('/api/reports/performance?period=30d&type=executive');
    expect(report.executive?.risks.filter((r) => r.campaignId === harvest.id)).toEqual([]);
  });
});
