import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';

/**
 * Issue 30: what the exports write. The CSV's figures are numbers a spreadsheet can sum (item 3), its dates ISO.
 */
const ctx = testContextForFile();
let director: string;
// Reports cover complete days up to yesterday.
const yesterday = addDays(todayIn('UTC'), -1);

/** One campaign delivering every day of the last 14: revenue 100 a day, then 154 a day (+54.0 %). */
beforeAll(async () => {
  const owner = await createUser(ctx, { username: 'ex-director', role: 'marketing_director' });
  director = await signIn(ctx, 'ex-director');
  const riser = await insertCampaign(ctx, {
    userId: owner.id,
    name: 'Riser',
    budget: 5000,
    startDate: addDays(yesterday, -40),
    endDate: addDays(yesterday, 20),
  });
  for (let i = 13; i >= 0; i -= 1) {
    await insertMetric(ctx, {
      campaignId: riser.id,
      date: addDays(yesterday, -i),
      channel: 'Meta',
      spend: 50,
      revenue: i >= 7 ? 100 : 154,
      clicks: 20,
      impressions: 1000,
      conversions: 2,
    });
  }
});

const get = (path: string) => request(ctx.app, 'GET', path, { cookie: director });

describe('the report CSV', () => {
  it('writes changes as numbers of percent, without the formula guard text gets (item 3)', async () => {
    const response = await get('/api/reports/performance.csv?period=7d&type=comprehensive');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain("'+");
    expect(response.body).not.toContain("'-");
    const rows: string[][] = parse(response.body, { relax_column_count: true });
    expect(rows).toContainEqual(['KPI', 'This period', 'Previous period', 'Change (%)', 'Note']);
    expect(rows.find((r) => r[0] === 'Revenue (USD)' && r.length === 5)?.slice(1, 4)).toEqual([
      '1078',
      '700',
      '54',
    ]);
    const header = rows.find((r) => r[0] === 'Campaign' && r[1] === 'Status') ?? [];
    const riser = rows.find((r) => r[0] === 'Riser') ?? [];
    expect(riser[header.indexOf('Revenue change (%)')]).toBe('54');
  });

  it('keeps ISO dates in its preamble', async () => {
    const response = await get('/api/reports/performance.csv?period=7d&type=executive');
    const rows: string[][] = parse(response.body, { relax_column_count: true });
    const period = rows.find((r) => r[0] === 'Period')?.[1];
    expect(period).toBe(`Last 7 days (${addDays(yesterday, -6)} to ${yesterday})`);
  });
});
