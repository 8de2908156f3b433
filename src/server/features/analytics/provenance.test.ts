import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import { campaigns, googleAdsConnection } from '../../db/schema';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';

/** Issue 16, provenance: every figure says where it comes from, overall and per campaign, in the API and exports. */
const ctx = testContextForFile();
const YESTERDAY = addDays(todayIn('UTC'), -1);
let cookie: string;
let demoId: string;
let googleId: string;

const day = (campaignId: string, spend: number) => ({
  campaignId,
  date: YESTERDAY,
  channel: 'Meta',
  impressions: 5000,
  clicks: 120,
  conversions: 6,
  spend,
  revenue: spend * 3,
});

beforeAll(async () => {
  const manager = await createUser(ctx, { username: 'prov-manager', role: 'marketing_manager' });
  cookie = await signIn(ctx, 'prov-manager');
  const common = { userId: manager.id, startDate: addDays(YESTERDAY, -10), endDate: addDays(YESTERDAY, 20) };
  demoId = (await insertCampaign(ctx, { ...common, name: 'Simulated One' })).id;
  googleId = (await insertCampaign(ctx, { ...common, name: 'Synced One' })).id;
  await ctx.handle.db.update(campaigns).set({ dataSource: 'google-ads' }).where(eq(campaigns.id, googleId));
  await insertMetric(ctx, day(demoId, 100));
  await insertMetric(ctx, day(googleId, 200));
});

const analytics = async () => (await request(ctx.app, 'GET', '/api/analytics/7d/all', { cookie })).json();

describe('provenance of figures', () => {
  it('says demo for simulated delivery and dates the import of imported figures', async () => {
    const csv = [
      'date,campaign,channel,impressions,clicks,conversions,spend,revenue',
      `${YESTERDAY},Imported One,Google Search,8000,240,12,150.00,600.00`,
    ].join('\n');
    const before = Date.now();
    const imported = await request(ctx.app, 'POST', '/api/metrics/import', {
      cookie,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode).toBe(200);

    // Google Ads last synced successfully 30 minutes ago.
    await ctx.handle.db.insert(googleAdsConnection).values({
      id: 'singleton',
      lastSyncAt: new Date(),
      lastSuccessfulSyncAt: new Date(Date.now() - 1_800_000),
    });

    const body = await analytics();
    expect(body.dataSource).toBe('mixed');
    expect(body.provenance).toMatchObject({
      sources: ['demo', 'imported', 'google-ads'],
      stale: false,
      timeZone: 'UTC',
    });
    expect(Date.parse(body.provenance.importedAt)).toBeGreaterThanOrEqual(before - 1000);
    const sourceOf = (name: string) =>
      body.campaigns.find((c: { name: string }) => c.name === name)?.dataSource;
    expect([sourceOf('Simulated One'), sourceOf('Imported One'), sourceOf('Synced One')]).toEqual([
      'demo',
      'imported',
      'google-ads',
    ]);

    // The dashboard and the report say the same, and the exports write it out.
    const dashboard = (await request(ctx.app, 'GET', '/api/dashboard/summary', { cookie })).json();
    expect(dashboard).toMatchObject({ dataSource: 'mixed', provenance: body.provenance });
    const report = (
      await request(ctx.app, 'GET', '/api/reports/performance?type=campaign&period=7d', { cookie })
    ).json();
    expect(report.provenance).toEqual(body.provenance);
    expect(report.campaign.rows.map((r: { dataSource: string }) => r.dataSource).sort()).toEqual([
      'demo',
      'google-ads',
      'imported',
    ]);
    const csvExport = await request(ctx.app, 'GET', '/api/analytics/7d/all/export.csv?tab=campaigns', {
      cookie,
    });
    expect(csvExport.body).toMatch(
      /Data source,"Demo data \(simulated delivery\) · Imported [A-Z][a-z]{2} \d+, \d{4} · Google Ads, synced 30 min ago/,
    );
    expect(csvExport.body).toMatch(/Synced One,.*,Google Ads\r?\n/);
  });

  it('calls Google Ads figures stale once the last successful sync is more than a day old', async () => {
    await ctx.handle.db
      .update(googleAdsConnection)
      .set({ lastSyncAt: new Date(), lastSuccessfulSyncAt: new Date(Date.now() - 26 * 3_600_000) });
    const body = await analytics();
    expect(body.provenance.stale).toBe(true);
    expect(body.campaigns.find((c: { id: string }) => c.id === googleId)?.dataSource).toBe('stale');
    expect(body.campaigns.find((c: { id: string }) => c.id === demoId)?.dataSource).toBe('demo');
    const report = await request(ctx.app, 'GET', '/api/reports/performance.csv?type=executive&period=7d', {
      cookie,
    });
    expect(report.body).toContain('Stale: Google Ads last synced 26 h ago');
  });
});
