import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import {
  METRICS_IMPORT_MESSAGES,
  METRICS_IMPORT_NOTES,
  metricsImportFailureSchema,
  metricsImportResultSchema,
  XLSX_CONTENT_TYPE,
} from '../../../shared/metrics';
import { todayIn } from '../../../shared/zoned-dates';
import { campaignMetrics, campaigns } from '../../db/schema';
import { createUser, request, signIn, TEST_ORIGIN, testContextForFile } from '../../test/helpers';
import {
  dayOfLastMonth,
  type GoogleAdsReportOptions,
  type GoogleAdsRow,
  googleAdsCampaignReport,
  googleAdsCampaignReportXlsx,
  googleAdsSample,
} from './test/export-fixtures';
import {
  metaAdSample,
  metaAdsExport,
  metaAdsExportXlsx,
  metaCampaignSample,
  metaIndicatorSample,
  metaLocalCurrencySample,
} from './test/export-fixtures-meta';

/**
 * Issue 29: the files Google Ads and Meta really download (test/export-fixtures*.ts), one per variant, through the
 * API as the import dialog sends them (the raw bytes).
 */

const TODAY = todayIn('UTC');
const ago = (n: number) => addDays(TODAY, -n);
/** The two days the samples cover. */
const DAYS: [string, string] = [ago(3), ago(2)];
const [D1, D2] = DAYS;
const GOOGLE_SEARCH = 'channel=google-search';

const ctx = testContextForFile();
let manager: string;
let admin: string;
beforeAll(async () => {
  await createUser(ctx, { username: 'exports-mgr', role: 'marketing_manager' });
  await createUser(ctx, { username: 'exports-admin', role: 'admin' });
  manager = await signIn(ctx, 'exports-mgr');
  admin = await signIn(ctx, 'exports-admin');
});

function upload(bytes: Buffer, options: { query?: string; contentType?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/metrics/import${options.query ? `?${options.query}` : ''}`,
    headers: { origin: TEST_ORIGIN, cookie: manager, 'content-type': options.contentType ?? 'text/csv' },
    payload: bytes,
  });
}
type Response = Awaited<ReturnType<typeof upload>>;
function success(response: Response) {
  expect(response.statusCode, response.body).toBe(200);
  return metricsImportResultSchema.parse(response.json());
}
function failure(response: Response) {
  expect(response.statusCode, response.body).toBe(422);
  return metricsImportFailureSchema.parse(response.json());
}
const googleReport = (label: string, options: GoogleAdsReportOptions = {}) =>
  googleAdsCampaignReport(googleAdsSample(DAYS, label), options);

async function tableSizes() {
  const [metrics] = await ctx.handle.db.select({ n: count() }).from(campaignMetrics);
  const [campaignRows] = await ctx.handle.db.select({ n: count() }).from(campaigns);
  return { metrics: metrics?.n, campaigns: campaignRows?.n };
}
/** A campaign's stored days as [date, channel, impressions, clicks, conversions, spend, revenue], sorted; [] if none. */
async function stored(name: string) {
  const [campaign] = await ctx.handle.db.select().from(campaigns).where(eq(campaigns.name, name));
  if (!campaign) return [];
  const rows = await ctx.handle.db
    .select()
    .from(campaignMetrics)
    .where(eq(campaignMetrics.campaignId, campaign.id));
  return rows
    .map((r) => [r.date, r.channel, r.impressions, r.clicks, r.conversions, r.spend, r.revenue])
    .sort();
}

/** Any text `make` writes, whatever its variable part says (the engine words that part). */
function madeBy(make: (hole: string) => string): RegExp {
  const [before = '', after = ''] = make('\u0000').split('\u0000');
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

async function setWorkspaceCurrency(currency: string) {
  const response = await request(ctx.app, 'PATCH', '/api/admin/settings', {
    cookie: admin,
    body: { currency },
  });
  expect(response.statusCode, response.body).toBe(200);
}
/** The describe block's tests run in a workspace reporting in `currency`; the others in USD. */
function inWorkspaceCurrency(currency: string) {
  beforeAll(() => setWorkspaceCurrency(currency));
  afterAll(() => setWorkspaceCurrency('USD'));
}

/** What the Google Ads sample must become (googleAdsSample), whatever the file's encoding, language or layout. */
const googleBrand = (days = DAYS, revenue = true) => [
  [days[0], 'Google Search', 12_345, 1_024, 48, '1234.56', revenue ? '4321.90' : '0.00'],
  [days[1], 'Google Search', 9_876, 800, 35, '987.65', revenue ? '3150.00' : '0.00'],
];
const googleGeneric = (days = DAYS, revenue = true) => [
  [days[0], 'Google Search', 3_210, 145, 6, '201.30', revenue ? '540.00' : '0.00'],
  [days[1], 'Google Search', 2_950, 0, 0, '0.00', '0.00'],
];
async function expectGoogleSample(label: string, days = DAYS, revenue = true) {
  expect(await stored(`Brand | Search | ${label}`)).toEqual(googleBrand(days, revenue));
  expect(await stored(`Generic, Running Shoes | ${label}`)).toEqual(googleGeneric(days, revenue));
}
/** What the Meta samples must become (metaCampaignSample, and metaAdSample summed): Meta has no revenue. */
async function expectMetaSample(label: string, withSignUps = true) {
  expect(await stored(`Black Friday – Sales | ${label}`)).toEqual([
    [D1, 'Meta', 25_432, 612, 21, '412.37', '0.00'],
    [D2, 'Meta', 23_010, 540, 17, '398.10', '0.00'],
  ]);
  expect(await stored(`Lead Gen | Webinar | ${label}`)).toEqual([
    [D1, 'Meta', 8_050, 190, 12, '150.00', '0.00'],
    [D2, 'Meta', 7_600, 170, 9, '140.25', '0.00'],
  ]);
  if (withSignUps)
    expect(await stored(`Sign-ups | ${label}`)).toEqual([[D2, 'Meta', 2_480, 64, 5, '55.50', '0.00']]);
}

describe('Google Ads campaign reports as downloaded', () => {
  it('(a) CSV, UTF-8 with BOM: the dry run says what it read and writes nothing; the import writes the days', async () => {
    const file = googleReport('a');
    const before = await tableSizes();
    const dry = success(await upload(file, { query: `dryRun=true&${GOOGLE_SEARCH}` }));
    expect(dry).toMatchObject({
      dryRun: true,
      format: 'google-ads',
      source: {
        kind: 'csv',
        encoding: 'UTF-8 with BOM',
        delimiter: ',',
        language: 'en',
        rows: 4,
        skippedRows: 3,
      },
      currency: { file: 'USD', workspace: 'USD' },
      dateRange: { first: D1, last: D2 },
      zeroColumns: [],
      campaigns: { created: 2, matched: 0 },
      rows: { total: 4, inserted: 4, updated: 0, unchanged: 0 },
    });
    expect([...dry.campaigns.createdNames].sort()).toEqual([
      'Brand | Search | a',
      'Generic, Running Shoes | a',
    ]);
    expect(dry.notes).toContain(METRICS_IMPORT_NOTES.skipped(3));
    // Line 4: the title, the date range and the header come first.
    expect(dry.preview[0]).toEqual({
      line: 4,
      date: D1,
      campaign: 'Brand | Search | a',
      channel: 'Google Search',
      impressions: 12_345,
      clicks: 1_024,
      conversions: 48,
      spend: 1234.56,
      revenue: 4321.9,
    });
    expect(await tableSizes()).toEqual(before);

    const result = success(await upload(file, { query: GOOGLE_SEARCH }));
    expect(result.rows).toEqual({ total: 4, inserted: 4, updated: 0, unchanged: 0 });
    await expectGoogleSample('a');
  });

  it('takes a re-import of the same file as no change', async () => {
    const file = googleReport('again');
    success(await upload(file, { query: GOOGLE_SEARCH }));
    const before = await tableSizes();
    const again = success(await upload(file, { query: GOOGLE_SEARCH }));
    expect(again.campaigns).toEqual({ created: 0, matched: 2, createdNames: [] });
    expect(again.rows).toEqual({ total: 4, inserted: 0, updated: 0, unchanged: 4 });
    expect(await tableSizes()).toEqual(before);
    await expectGoogleSample('again');
  });

  it('(b) "CSV for Excel": UTF-16LE with BOM, tab separated, sent as application/vnd.ms-excel', async () => {
    const file = googleReport('b', { encoding: 'UTF-16LE', delimiter: '\t' });
    const result = success(
      await upload(file, { query: GOOGLE_SEARCH, contentType: 'application/vnd.ms-excel' }),
    );
    expect(result.source).toMatchObject({ kind: 'csv', encoding: 'UTF-16LE', delimiter: '\t', rows: 4 });
    await expectGoogleSample('b');
  });

  it('(c) without Conv. value: imports with revenue 0 and says so', async () => {
    const result = success(
      await upload(googleReport('c', { omit: ['convValue', 'convValuePerCost'] }), { query: GOOGLE_SEARCH }),
    );
    expect(result.zeroColumns).toEqual(['revenue']);
    expect(result.notes).toContain(METRICS_IMPORT_NOTES.noColumn('Conv. value', 'revenue'));
    await expectGoogleSample('c', DAYS, false);
  });

  it('(d) without the Day segment (a report of totals): 422 naming Segment > Time > Day, nothing written', async () => {
    const before = await tableSizes();
    const totals = googleAdsCampaignReport(
      googleAdsSample(DAYS, 'd').filter((row) => row.day === D1),
      { segment: 'none' },
    );
    const body = failure(await upload(totals, { query: GOOGLE_SEARCH }));
    expect(body.missingColumns).toEqual({ format: 'google-ads', columns: ['Day'] });
    expect(body.message).toContain('Segment > Time > Day');
    expect(body.errorCount).toBeGreaterThan(0);
    expect(await tableSizes()).toEqual(before);
  });

  it('rounds fractional conversions (data-driven attribution) and says so', async () => {
    const rows = googleAdsSample(DAYS, 'fractional').map((row, i) =>
      i === 0 ? { ...row, conversions: 48.5 } : row,
    );
    const result = success(await upload(googleAdsCampaignReport(rows), { query: GOOGLE_SEARCH }));
    expect(result.notes).toContain(METRICS_IMPORT_NOTES.roundedConversions(1));
    const first = rows[0] as GoogleAdsRow;
    const saved = (await stored(first.campaign)).find((row) => row[0] === first.day);
    expect(saved?.[4]).toBe(49);
  });

  it('(e) with Week instead of Day: 422, the rows are not daily', async () => {
    const before = await tableSizes();
    const weekly = googleAdsCampaignReport(googleAdsSample([ago(14), ago(7)], 'e'), { segment: 'week' });
    const body = failure(await upload(weekly, { query: GOOGLE_SEARCH }));
    expect(body.message).toMatch(madeBy((found) => METRICS_IMPORT_MESSAGES.notDaily('google-ads', found)));
    expect(await tableSizes()).toEqual(before);
  });

  it('(f) dates written "Nov 20, 2026", no Currency code column: amounts read in the workspace currency', async () => {
    const file = googleReport('f', { dates: 'short', omit: ['currency'] });
    const result = success(await upload(file, { query: GOOGLE_SEARCH }));
    expect(result.dateRange).toEqual({ first: D1, last: D2 });
    expect(result.currency).toEqual({ file: null, workspace: 'USD' });
    expect(result.notes).toContain(METRICS_IMPORT_NOTES.noCurrency('USD'));
    await expectGoogleSample('f');
  });

  it('reads day/month dates in a British English report by the date-range line above the header', async () => {
    // Both days are 12 or less; "3 October 2026 - 11 October 2026" above the header says the day comes first.
    const days: [string, string] = [dayOfLastMonth(TODAY, 3), dayOfLastMonth(TODAY, 11)];
    const file = googleAdsCampaignReport(googleAdsSample(days, 'en-GB'), { dates: 'dmy' });
    success(await upload(file, { query: GOOGLE_SEARCH }));
    await expectGoogleSample('en-GB', days);
  });

  it('reads day/month dates without the lines above the header when a day above 12 shows the order', async () => {
    const days: [string, string] = [dayOfLastMonth(TODAY, 14), dayOfLastMonth(TODAY, 25)];
    const file = googleAdsCampaignReport(googleAdsSample(days, 'dmy'), { dates: 'dmy', preamble: false });
    success(await upload(file, { query: GOOGLE_SEARCH }));
    await expectGoogleSample('dmy', days);
  });

  it('refuses day/month dates that nothing in an English report orders, rather than guess', async () => {
    const days: [string, string] = [dayOfLastMonth(TODAY, 3), dayOfLastMonth(TODAY, 5)];
    const before = await tableSizes();
    const file = googleAdsCampaignReport(googleAdsSample(days, 'ambiguous'), {
      dates: 'dmy',
      preamble: false,
    });
    const body = failure(await upload(file, { query: GOOGLE_SEARCH }));
    expect(body.message).toMatch(madeBy((example) => METRICS_IMPORT_MESSAGES.ambiguousDates(example)));
    expect(await tableSizes()).toEqual(before);
  });

  describe('(i) a report in another currency', () => {
    afterAll(() => setWorkspaceCurrency('USD'));

    it('refuses a report that mixes currencies (a manager account download)', async () => {
      const rows = googleAdsSample(DAYS, 'mixed').map((row, i) => ({
        ...row,
        currency: i === 0 ? 'EUR' : 'USD',
      }));
      const body = failure(await upload(googleAdsCampaignReport(rows), { query: GOOGLE_SEARCH }));
      expect(body.message).toMatch(madeBy((codes) => METRICS_IMPORT_MESSAGES.mixedCurrencies([codes])));
      expect(body.message).toContain('EUR');
      expect(await stored('Brand | Search | mixed')).toEqual([]);
    });

    it('is refused in a USD workspace with both currencies named, and imports once the workspace is in INR', async () => {
      const before = await tableSizes();
      const file = googleReport('inr', { currency: 'INR' });
      const refused = failure(await upload(file, { query: GOOGLE_SEARCH }));
      expect(refused.message).toBe(METRICS_IMPORT_MESSAGES.currencyMismatch('INR', 'USD'));
      const costHeader = googleReport('inr', { omit: ['currency'], costHeader: 'Cost (INR)' });
      const byHeader = failure(await upload(costHeader, { query: GOOGLE_SEARCH }));
      expect(byHeader.message).toBe(METRICS_IMPORT_MESSAGES.currencyMismatch('INR', 'USD'));
      expect(await tableSizes()).toEqual(before);

      await setWorkspaceCurrency('INR');
      const result = success(await upload(file, { query: GOOGLE_SEARCH }));
      expect(result.currency).toEqual({ file: 'INR', workspace: 'INR' });
      await expectGoogleSample('inr');
    });
  });

  it('(j) .xlsx with date and number cells', async () => {
    const file = await googleAdsCampaignReportXlsx(googleAdsSample(DAYS, 'j'));
    const dry = success(
      await upload(file, { query: `dryRun=true&${GOOGLE_SEARCH}`, contentType: XLSX_CONTENT_TYPE }),
    );
    expect(dry.source).toEqual({
      kind: 'xlsx',
      encoding: null,
      delimiter: null,
      language: 'en',
      rows: 4,
      skippedRows: 3,
    });
    success(await upload(file, { query: GOOGLE_SEARCH, contentType: XLSX_CONTENT_TYPE }));
    await expectGoogleSample('j');
  });

  it('refuses an .xlsx file it cannot open', async () => {
    const whole = await googleAdsCampaignReportXlsx(googleAdsSample(DAYS, 'broken'));
    const body = failure(
      await upload(whole.subarray(0, whole.length >> 1), {
        query: GOOGLE_SEARCH,
        contentType: XLSX_CONTENT_TYPE,
      }),
    );
    expect(body.message).toBe(METRICS_IMPORT_MESSAGES.unreadableXlsx);
  });

  it('is all or nothing: one bad cell is listed by line and column, and nothing is written', async () => {
    const before = await tableSizes();
    // The Generic campaign's first day (line 5) after someone edited the file in a spreadsheet.
    const text = googleReport('bad', { encoding: 'UTF-8' }).toString('utf8').replace(',201.30,', ',#VALUE!,');
    const body = failure(await upload(Buffer.from(text), { query: GOOGLE_SEARCH }));
    expect(body.message).toBe(METRICS_IMPORT_MESSAGES.invalid);
    expect(body.errors).toEqual([expect.objectContaining({ line: 5, column: 'Cost' })]);
    expect(await tableSizes()).toEqual(before);
  });
});

describe('Meta Ads Manager exports as downloaded', () => {
  it('(a) campaign level by day in USD: the account summary row is skipped', async () => {
    const file = metaAdsExport(metaCampaignSample(DAYS, 'a'));
    const before = await tableSizes();
    const dry = success(await upload(file, { query: 'dryRun=true' }));
    expect(dry).toMatchObject({
      format: 'meta',
      source: { kind: 'csv', encoding: 'UTF-8', delimiter: ',', language: 'en', rows: 5, skippedRows: 1 },
      currency: { file: 'USD', workspace: 'USD' },
      dateRange: { first: D1, last: D2 },
      zeroColumns: ['revenue'],
      campaigns: { created: 3, matched: 0 },
      rows: { total: 5, inserted: 5 },
    });
    expect(dry.notes).toContain(METRICS_IMPORT_NOTES.skipped(1));
    expect(await tableSizes()).toEqual(before);

    success(await upload(file));
    await expectMetaSample('a');
  });

  it('(b) ad-level rows are summed per campaign and day, and the answer says so', async () => {
    const file = metaAdsExport(metaAdSample(DAYS, 'b'), { level: 'ad' });
    const dry = success(
      await upload(file, { query: 'dryRun=true', contentType: 'application/octet-stream' }),
    );
    expect(dry.source).toMatchObject({ rows: 10, skippedRows: 1 });
    expect(dry.rows.total).toBe(4);
    expect(dry.notes).toContain(METRICS_IMPORT_NOTES.summed(10, 4));

    const result = success(await upload(file, { contentType: 'application/octet-stream' }));
    expect(result.rows).toEqual({ total: 4, inserted: 4, updated: 0, unchanged: 0 });
    await expectMetaSample('b', false);
    const again = success(await upload(file));
    expect(again.rows).toEqual({ total: 4, inserted: 0, updated: 0, unchanged: 4 });
    await expectMetaSample('b', false);
  });

  describe('(c) IDR and INR accounts', () => {
    afterAll(() => setWorkspaceCurrency('USD'));
    const idr = metaAdsExport(metaLocalCurrencySample(DAYS, 'Ramadan Sale', 'IDR'), { currency: 'IDR' });
    const inr = metaAdsExport(metaLocalCurrencySample(DAYS, 'Diwali Offers', 'INR'), { currency: 'INR' });

    it('are refused in a USD workspace with both currencies named, and IDR imports in an IDR workspace', async () => {
      const before = await tableSizes();
      expect(failure(await upload(idr)).message).toBe(METRICS_IMPORT_MESSAGES.currencyMismatch('IDR', 'USD'));
      expect(failure(await upload(inr)).message).toBe(METRICS_IMPORT_MESSAGES.currencyMismatch('INR', 'USD'));
      expect(await tableSizes()).toEqual(before);

      await setWorkspaceCurrency('IDR');
      const result = success(await upload(idr));
      expect(result.currency).toEqual({ file: 'IDR', workspace: 'IDR' });
      expect(await stored('Ramadan Sale')).toEqual([
        [D1, 'Meta', 48_000, 1_150, 21, '1500000.00', '0.00'],
        [D2, 'Meta', 51_200, 1_240, 26, '2250000.00', '0.00'],
      ]);
      expect(failure(await upload(inr)).message).toBe(METRICS_IMPORT_MESSAGES.currencyMismatch('INR', 'IDR'));

      await setWorkspaceCurrency('INR');
      success(await upload(inr));
      expect((await stored('Diwali Offers')).map((row) => row[5])).toEqual(['12500.50', '18750.00']);
    });
  });

  it('(d) counts Results as conversions only for purchases, leads and registrations', async () => {
    const result = success(await upload(metaAdsExport(metaIndicatorSample(D1, 'd'))));
    expect(result.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(madeBy((kinds) => METRICS_IMPORT_NOTES.resultsNotConversions([kinds], 3))),
      ]),
    );
    const conversionsOf = async (campaign: string) => (await stored(`${campaign} | d`))[0]?.[4];
    expect(await conversionsOf('Purchases')).toBe(7);
    expect(await conversionsOf('Leads')).toBe(11);
    expect(await conversionsOf('Registrations')).toBe(4);
    expect(await conversionsOf('Reach')).toBe(0);
    expect(await conversionsOf('Traffic')).toBe(0);
    expect(await conversionsOf('Video views')).toBe(0);
    expect(await stored('Reach | d')).toEqual([[D1, 'Meta', 52_000, 95, 0, '130.00', '0.00']]);
  });

  it('takes conversions as 0 when the export does not say what its Results are', async () => {
    const result = success(
      await upload(metaAdsExport(metaCampaignSample(DAYS, 'unstated'), { omit: ['indicator'] })),
    );
    expect(result.zeroColumns).toContain('conversions');
    expect(result.notes).toContain(METRICS_IMPORT_NOTES.resultsUnstated);
    expect((await stored('Black Friday – Sales | unstated')).map((row) => row[4])).toEqual([0, 0]);
  });

  it('(e) without Results: imports with conversions 0 and says so', async () => {
    const file = metaAdsExport(metaCampaignSample(DAYS, 'e'), { omit: ['results', 'indicator'] });
    const result = success(await upload(file));
    expect([...result.zeroColumns].sort()).toEqual(['conversions', 'revenue']);
    expect(result.notes).toContain(METRICS_IMPORT_NOTES.noColumn('Results', 'conversions'));
    expect(await stored('Black Friday – Sales | e')).toEqual([
      [D1, 'Meta', 25_432, 612, 0, '412.37', '0.00'],
      [D2, 'Meta', 23_010, 540, 0, '398.10', '0.00'],
    ]);
  });

  it('names a missing Campaign name column and where to get it, though the rest is a Meta export', async () => {
    const file = Buffer.from(
      `Reporting starts,Reporting ends,Account name,Impressions,Link clicks,Amount spent (USD)\n${D1},${D1},Acme,1000,20,12.50\n`,
    );
    const body = failure(await upload(file));
    expect(body.missingColumns).toEqual({ format: 'meta', columns: ['Campaign name'] });
    expect(body.message).toBe(METRICS_IMPORT_MESSAGES.missingColumns('meta', ['Campaign name']));
  });

  it('(f) a totals export (each row covers the whole range): 422, not daily figures', async () => {
    const before = await tableSizes();
    const rows = metaCampaignSample(DAYS, 'f')
      .filter((row) => row.starts === D1)
      .map((row) => ({ ...row, starts: ago(20), ends: D2 }));
    const body = failure(await upload(metaAdsExport(rows)));
    expect(body.message).toMatch(madeBy((found) => METRICS_IMPORT_MESSAGES.notDaily('meta', found)));
    expect(await tableSizes()).toEqual(before);
  });

  it('is all or nothing at ad level too: the bad ad row is named by its line in the file', async () => {
    const before = await tableSizes();
    // Line 5: the header, the account summary and two ads come first; someone typed "4.4K" over 4432.
    const text = metaAdsExport(metaAdSample(DAYS, 'bad'), { level: 'ad' }).toString('utf8');
    expect(text.split('\n')[4]).toContain(',4432,');
    const body = failure(await upload(Buffer.from(text.replace(',4432,', ',4.4K,'))));
    expect(body.errors).toEqual([expect.objectContaining({ line: 5, column: 'Impressions' })]);
    expect(await tableSizes()).toEqual(before);
  });

  it('(h) .xlsx with ad-level rows', async () => {
    const file = await metaAdsExportXlsx(metaAdSample(DAYS, 'h'), { level: 'ad' });
    const result = success(await upload(file, { contentType: XLSX_CONTENT_TYPE }));
    expect(result.source).toMatchObject({
      kind: 'xlsx',
      encoding: null,
      delimiter: null,
      rows: 10,
      skippedRows: 1,
    });
    expect(result.rows.total).toBe(4);
    expect(result.notes).toContain(METRICS_IMPORT_NOTES.summed(10, 4));
    await expectMetaSample('h', false);
  });
});

describe('exports in German, French and Spanish, in a EUR workspace', () => {
  inWorkspaceCurrency('EUR');

  it('(g) Google Ads in German: semicolons, 1.234,56 and day/month dates read in the German order', async () => {
    // Both days are 12 or less: only the report's language says which number is the day.
    const days: [string, string] = [dayOfLastMonth(TODAY, 3), dayOfLastMonth(TODAY, 11)];
    const file = googleAdsCampaignReport(googleAdsSample(days, 'de'), {
      language: 'de',
      delimiter: ';',
      dates: 'dmy',
      currency: 'EUR',
    });
    const result = success(await upload(file, { query: GOOGLE_SEARCH }));
    expect(result.source).toMatchObject({ language: 'de', delimiter: ';', rows: 4, skippedRows: 3 });
    expect(result.currency).toEqual({ file: 'EUR', workspace: 'EUR' });
    await expectGoogleSample('de', days);
  });

  it('(h) Google Ads in French (1 234,56) and Spanish (1.234,56)', async () => {
    for (const language of ['fr', 'es'] as const) {
      const file = googleReport(language, { language, delimiter: ';', currency: 'EUR' });
      const result = success(await upload(file, { query: GOOGLE_SEARCH }));
      expect(result.source).toMatchObject({ language, rows: 4, skippedRows: 3 });
      await expectGoogleSample(language);
    }
  });

  it('(g) Meta in German, French and Spanish', async () => {
    for (const language of ['de', 'fr', 'es'] as const) {
      const label = `meta-${language}`;
      const file = metaAdsExport(metaCampaignSample(DAYS, label), { language, currency: 'EUR' });
      const result = success(await upload(file));
      expect(result).toMatchObject({
        format: 'meta',
        source: { language, rows: 5, skippedRows: 1 },
        currency: { file: 'EUR', workspace: 'EUR' },
      });
      await expectMetaSample(label);
    }
  });
});
