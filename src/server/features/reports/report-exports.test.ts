import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { formatCalendarRange, LOCALE_MESSAGES } from '../../../shared/locale';
import type { PerformanceReport } from '../../../shared/reports';
import { todayIn } from '../../../shared/zoned-dates';
import { auditLog, mailOutbox } from '../../db/schema';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { pdfPages } from './test/pdf-pages';

/**
 * Issue 30: what the exports write. The CSV's figures are numbers a spreadsheet can sum (item 3), its dates ISO;
 * the PDF, the report's texts and the report mails write dates in the workspace locale (item 2).
 */
const ctx = testContextForFile();
let director: string;
let admin: string;
let directorId: string;
// Reports cover complete days up to yesterday.
const yesterday = addDays(todayIn('UTC'), -1);

/** One campaign delivering every day of the last 14: revenue 100 a day, then 154 a day (+54.0 %). */
beforeAll(async () => {
  const owner = await createUser(ctx, { username: 'ex-director', role: 'marketing_director' });
  directorId = owner.id;
  await createUser(ctx, { username: 'ex-admin', role: 'admin' });
  director = await signIn(ctx, 'ex-director');
  admin = await signIn(ctx, 'ex-admin');
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

/** '15 Nov 2026' / 'Nov 15, 2026' written by hand from an ISO date, to check the server's output against. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const parts = (iso: string) => [
  Number(iso.slice(8, 10)),
  MONTHS[Number(iso.slice(5, 7)) - 1],
  iso.slice(0, 4),
];
const british = (iso: string) => parts(iso).join(' ');
const american = (iso: string) => {
  const [day, month, year] = parts(iso);
  return `${month} ${day}, ${year}`;
};

async function setLocale(locale: string) {
  return request(ctx.app, 'PATCH', '/api/admin/settings', { cookie: admin, body: { locale } });
}

async function pdfText(type: string): Promise<string> {
  const response = await get(`/api/reports/performance.pdf?period=7d&type=${type}`);
  expect(response.statusCode).toBe(200);
  return (await pdfPages(response.rawPayload)).join('\n');
}

describe('the workspace locale (item 2)', () => {
  const start = addDays(yesterday, -6);
  const previousStart = addDays(yesterday, -13);
  const previousEnd = addDays(yesterday, -7);

  it('is en-US until an admin sets another, which every signed-in user reads; a change is audited', async () => {
    expect((await get('/api/settings')).json()).toMatchObject({ locale: 'en-US', currency: 'USD' });
    const refused = await setLocale('xx-YY');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(LOCALE_MESSAGES.invalid);
    expect(
      (
        await request(ctx.app, 'PATCH', '/api/admin/settings', {
          cookie: director,
          body: { locale: 'en-GB' },
        })
      ).statusCode,
    ).toBe(403);

    const saved = await setLocale('en-GB');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'en-GB', currency: 'USD' });
    expect((await get('/api/settings')).json()).toMatchObject({ locale: 'en-GB' });
    const [entry] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'workspace.settings_changed'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.before).toMatchObject({ locale: 'en-US' });
    expect(entry?.after).toMatchObject({ locale: 'en-GB' });
    const openApi = await ctx.app.openApiDocument();
    expect(JSON.stringify(openApi)).toContain('"enum":["en-US","en-GB","de-DE","fr-FR","es-ES"]');
  });

  it('writes the PDF cover, the change reasons and the mail subject in the workspace locale, the CSV in ISO', async () => {
    await setLocale('en-GB');
    const text = await pdfText('executive');
    // The locale's own way of writing a range (src/shared/locale.ts, pinned in src/web/lib/format.test.ts).
    expect(text).toContain(`Period: Last 7 days, ${formatCalendarRange(start, yesterday, 'en-GB')}`);
    expect(text).toContain(british(yesterday));
    expect(text).not.toContain(start);

    const report: PerformanceReport = (await get('/api/reports/performance?period=7d&type=executive')).json();
    expect(report.locale).toBe('en-GB');
    const revenue = report.executive?.kpis.find((k) => k.key === 'totalRevenue');
    expect(revenue?.delta.reason).toContain(`${british(previousStart)} to ${british(previousEnd)}`);

    await setLocale('en-US');
    const us: PerformanceReport = (await get('/api/reports/performance?period=7d&type=executive')).json();
    expect(us.executive?.kpis.find((k) => k.key === 'totalRevenue')?.delta.reason).toContain(
      `${american(previousStart)} to ${american(previousEnd)}`,
    );
    const csv = (await get('/api/reports/performance.csv?period=7d&type=executive')).body;
    expect(csv).toContain(`(${start} to ${yesterday})`);

    await setLocale('de-DE');
    const schedule = await request(ctx.app, 'POST', '/api/reports/schedules', {
      cookie: director,
      body: {
        type: 'executive',
        period: '7d',
        frequency: 'weekly',
        day: 1,
        hour: 8,
        recipientIds: [directorId],
      },
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    const sent = await request(ctx.app, 'POST', `/api/reports/schedules/${schedule.json().id}/send`, {
      cookie: director,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await ctx.handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail?.subject).toMatch(/^Northstar: Executive Summary report, last 7 days \(.*\d{4}\)$/);
    expect(mail?.subject).not.toContain(yesterday);
    expect(mail?.subject).toContain(`${Number(yesterday.slice(8, 10))}.`);
  });
});
