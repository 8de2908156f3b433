import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import {
  type PerformanceReport,
  REPORT_CAMPAIGN_ROWS,
  REPORT_HEADINGS,
  REPORT_MESSAGES,
} from '../../../shared/reports';
import { todayIn } from '../../../shared/zoned-dates';
import { campaignMetrics } from '../../db/schema';
import { insertCampaign } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { refreshMetricRollups } from '../analytics/metric-rollups';
import { refreshPacing } from '../campaigns';
import { pdfPages } from './test/pdf-pages';

const ctx = testContextForFile();
let cookie: string;
const yesterday = addDays(todayIn('UTC'), -1);
/** More campaigns than a report lists one by one, each with its own revenue so the order is known. */
const CAMPAIGNS = REPORT_CAMPAIGN_ROWS + 7;
const campaign = (i: number) => ({
  name: `Campaign ${String(i).padStart(3, '0')}`,
  spend: 100 + i,
  revenue: 1000 + i * 10,
  impressions: 10_000 + i,
  clicks: 200 + i,
  conversions: 10 + i,
});

beforeAll(async () => {
  const owner = await createUser(ctx, { username: 'dir', role: 'marketing_director' });
  cookie = await signIn(ctx, 'dir');
  const ids: string[] = [];
  for (let i = 0; i < CAMPAIGNS; i += 1) {
    const row = await insertCampaign(ctx, {
      userId: owner.id,
      name: campaign(i).name,
      startDate: addDays(yesterday, -20),
      endDate: addDays(yesterday, 20),
    });
    ids.push(row.id);
  }
  const date = addDays(yesterday, -2);
  await ctx.handle.db.insert(campaignMetrics).values(
    ids.map((campaignId, i) => {
      const c = campaign(i);
      return {
        campaignId,
        date,
        channel: 'Meta',
        spend: c.spend.toFixed(2),
        revenue: c.revenue.toFixed(2),
        impressions: c.impressions,
        clicks: c.clicks,
        conversions: c.conversions,
      };
    }),
  );
  await refreshMetricRollups(ctx.handle.db, { campaignIds: ids, dates: [date] });
  await refreshPacing(ctx.handle.db, yesterday, ids);
});

async function getReport(type: string): Promise<PerformanceReport> {
  const response = await request(ctx.app, 'GET', `/api/reports/performance?period=7d&type=${type}`, {
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The campaigns a report leaves out of its rows: the smallest by revenue, i.e. indexes 0..CAMPAIGNS-51. */
const unlisted = Array.from({ length: CAMPAIGNS - REPORT_CAMPAIGN_ROWS }, (_, i) => campaign(i));
const sum = (pick: (c: ReturnType<typeof campaign>) => number) => unlisted.reduce((t, c) => t + pick(c), 0);

describe('a report over more campaigns than it lists', () => {
  it('the campaign breakdown lists the largest by revenue and sums the rest in one line', async () => {
    const report = await getReport('campaign');
    const section = report.campaign;
    if (!section) throw new Error('no campaign section');
    expect(section.campaignsWithFigures).toBe(CAMPAIGNS);
    expect(section.rows).toHaveLength(REPORT_CAMPAIGN_ROWS);
    expect(section.rows[0]?.name).toBe(campaign(CAMPAIGNS - 1).name);
    expect(section.rows.at(-1)?.name).toBe(campaign(CAMPAIGNS - REPORT_CAMPAIGN_ROWS).name);
    expect(section.others).toEqual({
      campaigns: unlisted.length,
      spend: sum((c) => c.spend),
      revenue: sum((c) => c.revenue),
      roas: Math.round((sum((c) => c.revenue) / sum((c) => c.spend)) * 100) / 100,
      impressions: sum((c) => c.impressions),
      clicks: sum((c) => c.clicks),
      conversions: sum((c) => c.conversions),
    });
    // The listed rows and the others add up to the report's totals: nothing dropped, nothing counted twice.
    const listedRevenue = section.rows.reduce((t, r) => t + r.revenue, 0);
    expect(listedRevenue + (section.others?.revenue ?? 0)).toBeCloseTo(report.summary.totalRevenue, 2);
  });

  it('the ROI section lists the same campaigns and one "Other" line for the rest', async () => {
    const report = await getReport('roi');
    const roi = report.roi;
    if (!roi) throw new Error('no roi section');
    expect(roi.campaignsWithFigures).toBe(CAMPAIGNS);
    expect(roi.campaigns).toHaveLength(REPORT_CAMPAIGN_ROWS);
    expect(roi.campaigns.map((c) => c.name)).not.toContain(campaign(0).name);
    expect(roi.others).toMatchObject({
      name: REPORT_MESSAGES.otherCampaigns(unlisted.length),
      campaigns: unlisted.length,
      spend: sum((c) => c.spend),
      revenue: sum((c) => c.revenue),
      conversions: sum((c) => c.conversions),
    });
  });

  it('the CSV lists every campaign; the PDF says how many it lists', async () => {
    const csv = await request(ctx.app, 'GET', '/api/reports/performance.csv?period=7d&type=roi', { cookie });
    expect(csv.statusCode).toBe(200);
    const rows: string[][] = parse(csv.body, { relax_column_count: true });
    const byCampaign = rows.findIndex((r) => r[0] === REPORT_HEADINGS.roiByCampaign);
    const names = new Set(rows.slice(byCampaign).map((r) => r[0]));
    for (let i = 0; i < CAMPAIGNS; i += 1) expect(names).toContain(campaign(i).name);
    expect([...names].some((n) => n?.startsWith('Other '))).toBe(false);

    const pdf = await request(ctx.app, 'GET', '/api/reports/performance.pdf?period=7d&type=campaign', {
      cookie,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(REPORT_MESSAGES.otherCampaigns(unlisted.length));
    expect(text).toContain(`The ${REPORT_CAMPAIGN_ROWS} largest of ${CAMPAIGNS} campaigns by revenue`);
    expect(text).not.toContain(campaign(0).name);
  });
});
