import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TargetAudience } from '../../../shared/audience';
import { addDays } from '../../../shared/dates';
import { formatCalendarRange } from '../../../shared/locale';
import {
  gradeFor,
  type PerformanceReport,
  REPORT_HEADINGS,
  type ReportType,
  utilisation,
} from '../../../shared/reports';
import { todayIn } from '../../../shared/zoned-dates';
import { campaigns } from '../../db/schema';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { trendBuckets } from './report-campaigns';
import { pdfPages } from './test/pdf-pages';

/** Filled rectangles of every page with their fill colour: how the test tells a drawn chart from a listed one. */
async function filledRectangles(buffer: Buffer): Promise<{ color: string; height: number }[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const rectangles: { color: string; height: number }[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const { fnArray, argsArray } = await (await doc.getPage(n)).getOperatorList();
    let color = '';
    let path: number[] | null = null;
    fnArray.forEach((fn, i) => {
      const args = argsArray[i];
      if (fn === pdfjs.OPS.setFillRGBColor) color = Array.from(args as ArrayLike<number>).join(',');
      if (fn === pdfjs.OPS.constructPath) {
        const [ops, coords] = args as [number[], number[]];
        path = ops.length === 1 && ops[0] === pdfjs.OPS.rectangle ? coords : null;
      }
      if (fn === pdfjs.OPS.fill && path) {
        rectangles.push({ color, height: Math.round(Math.abs(path[3] ?? 0) * 10) / 10 });
        path = null;
      }
    });
  }
  await doc.destroy();
  return rectangles;
}

const INDIGO_600 = '79,70,229';
const SLATE_400 = '148,163,184';

const ctx = testContextForFile();
let cookie: string;
// Reports cover complete days: their periods end yesterday, and the data is laid out from there.
const today = addDays(todayIn('UTC'), -1);
const audience = (a: {
  device: 'mobile' | 'desktop' | 'tablet';
  engagement: 'low' | 'medium' | 'high';
  interests: TargetAudience['demographics']['interests'];
  ages: [number, number];
}): TargetAudience => ({
  demographics: { ageRange: a.ages, locations: ['United States'], interests: a.interests },
  behavioral: { engagementLevel: a.engagement, devicePreference: a.device, shoppingTimes: ['Weekends'] },
});
const ids: Record<string, string> = {};

/**
 * Three campaigns in the last 7 days (Star: A+ and over-pacing; Steady: B+ and on pace lately, also delivering
 * 10–13 days ago and once 40 days ago; Laggard: 0.6× ROAS). So the previous 7 days are comparable (4 of 7 days),
 * the previous 30 days are thin (1 of 30) and the previous 90 days are empty (new).
 */
beforeAll(async () => {
  const owner = await createUser(ctx, { username: 'dir', role: 'marketing_director' });
  await createUser(ctx, { username: 'usr', role: 'user' });
  cookie = await signIn(ctx, 'dir');
  const plan = { userId: owner.id, startDate: addDays(today, -20), endDate: addDays(today, 10) };
  const star = await insertCampaign(ctx, { ...plan, name: 'Star Campaign', budget: 1000 });
  const steady = await insertCampaign(ctx, {
    ...plan,
    name: 'Steady Campaign',
    budget: 10_000,
    startDate: addDays(today, -60),
  });
  const laggard = await insertCampaign(ctx, { ...plan, name: 'Laggard Campaign', budget: 5000 });
  Object.assign(ids, { star: star.id, steady: steady.id, laggard: laggard.id });
  const audiences: [string, TargetAudience][] = [
    [
      star.id,
      audience({
        device: 'mobile',
        engagement: 'high',
        interests: ['E-commerce', 'Technology'],
        ages: [25, 45],
      }),
    ],
    [
      steady.id,
      audience({ device: 'desktop', engagement: 'medium', interests: ['Business'], ages: [35, 54] }),
    ],
    [
      laggard.id,
      audience({
        device: 'tablet',
        engagement: 'low',
        interests: ['Business', 'Technology'],
        ages: [45, 65],
      }),
    ],
  ];
  for (const [id, targetAudience] of audiences) {
    await ctx.handle.db.update(campaigns).set({ targetAudience }).where(eq(campaigns.id, id));
  }
  const metric = (campaignId: string, daysAgo: number, channel: string, m: number[]) =>
    insertMetric(ctx, {
      campaignId,
      date: addDays(today, -daysAgo),
      channel,
      spend: m[0] ?? 0,
      revenue: m[1] ?? 0,
      clicks: m[2] ?? 0,
      impressions: m[3] ?? 0,
      conversions: m[4] ?? 0,
    });
  // [spend, revenue, clicks, impressions, conversions]
  await metric(star.id, 3, 'Meta', [1200, 5400, 300, 9000, 30]);
  await metric(steady.id, 2, 'Google Search', [2000, 4400, 500, 20_000, 44]);
  await metric(laggard.id, 1, 'LinkedIn', [500, 300, 50, 5000, 5]);
  for (const daysAgo of [10, 11, 12, 13])
    await metric(steady.id, daysAgo, 'Google Search', [400, 800, 100, 4000, 8]);
  await metric(steady.id, 40, 'Google Search', [100, 150, 20, 1000, 1]);
});

async function getReport(period: string, type: ReportType): Promise<PerformanceReport> {
  const response = await request(ctx.app, 'GET', `/api/reports/performance?period=${period}&type=${type}`, {
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('grades, utilisation and trend slices', () => {
  it('grade by ROAS and cap utilisation at 100 %', () => {
    expect([gradeFor(4.5), gradeFor(3), gradeFor(2.2), gradeFor(0.4)]).toEqual(['A+', 'A', 'B+', 'B']);
    expect(utilisation(1200, 1000)).toBe(100);
    expect(utilisation(2000, 10_000)).toBe(20);
  });

  it('split a period into consecutive slices that cover every day once', () => {
    const slices = trendBuckets('2026-01-01', 30, 6);
    expect(slices).toHaveLength(6);
    expect(slices[0]).toEqual({ start: '2026-01-01', end: '2026-01-05' });
    expect(slices[5]).toEqual({ start: '2026-01-26', end: '2026-01-30' });
    const year = trendBuckets('2026-01-01', 365, 12);
    expect(year[0]?.start).toBe('2026-01-01');
    expect(year[11]?.end).toBe('2026-12-31');
  });
});

describe('report types carry their own sections', () => {
  it('the common header is the same for every type; each type has only its own sections', async () => {
    const expected: Record<ReportType, string[]> = {
      comprehensive: ['executive', 'campaign', 'roi', 'audience'],
      executive: ['executive'],
      campaign: ['campaign'],
      audience: ['audience'],
      roi: ['roi'],
    };
    for (const [type, sections] of Object.entries(expected) as [ReportType, string[]][]) {
      const report = await getReport('30d', type);
      expect(report.type).toBe(type);
      expect(report.workspace).toBe('localhost:5000');
      expect(report.currency).toBe('USD');
      expect(report.summary).toMatchObject({ totalSpend: 5300, totalRevenue: 13_300, conversions: 111 });
      const present = (['executive', 'campaign', 'roi', 'audience'] as const).filter(
        (s) => report[s] !== null,
      );
      expect(present, type).toEqual(sections);
    }
  });

  it('executive: KPIs with changes against a comparable previous period, wins and risks from the figures', async () => {
    const report = await getReport('7d', 'executive');
    const e = report.executive;
    expect(e?.comparison).toEqual({ status: 'compared', previousDays: 7, previousDaysWithData: 4 });
    const revenue = e?.kpis.find((k) => k.key === 'totalRevenue');
    // 10,100 now against 3,200 (4 × 800) in the previous 7 days.
    expect(revenue).toMatchObject({
      value: 10_100,
      previous: 3200,
      delta: { status: 'compared', change: 215.6 },
    });
    expect(revenue?.delta.reason).toContain('$3,200');
    expect(e?.kpis.find((k) => k.key === 'cpa')).toMatchObject({ value: 46.84, better: 'down' });
    expect(e?.wins.map((w) => w.kind)).toEqual(['revenue_growth', 'best_roas', 'best_channel']);
    expect(e?.wins[1]).toMatchObject({ title: 'Best return: Star Campaign', campaignId: ids.star });
    const risks = e?.risks ?? [];
    expect(risks.find((r) => r.kind === 'worst_roas')).toMatchObject({
      title: 'Lowest return: Laggard Campaign',
      detail: expect.stringContaining('does not earn back'),
    });
    // Pacing as the campaign list shows it (src/shared/pacing.ts): the last 7 days' rate projected to the end date.
    // (`today` here is the last complete day.) Star: $1,200 in the last week projects $2,914 against a $700 plan;
    // Laggard: $500 projects $1,214 against $3,500. Steady spent less than planned so far, but its last week
    // ($2,000) projects $6,557 against $7,000: on track, so no risk.
    expect(risks.find((r) => r.kind === 'overspend')).toMatchObject({
      title: 'Over-pacing: Star Campaign',
      detail: expect.stringContaining('already over its $1,000 budget'),
    });
    expect(risks.find((r) => r.kind === 'overspend')?.detail).toContain(
      'Projected $2,914 of its $700 ad-spend plan',
    );
    expect(risks.filter((r) => r.kind === 'underspend').map((r) => r.campaignId)).toEqual([ids.laggard]);
    expect(report.summary.revenueChange).toBe(215.6);
  });

  it('executive: no change against a thin previous period (n/a) or an empty one (new), with the reason', async () => {
    const thin = (await getReport('30d', 'executive')).executive;
    expect(thin?.comparison).toMatchObject({ status: 'thin', previousDaysWithData: 1 });
    for (const kpi of thin?.kpis ?? []) {
      expect(kpi.delta).toMatchObject({ status: 'n/a', change: null });
      expect(kpi.delta.reason).toContain('only 1 of 30 days');
    }
    const empty = await getReport('90d', 'executive');
    for (const kpi of empty.executive?.kpis ?? []) {
      expect(kpi.delta).toMatchObject({ status: 'new', change: null });
      expect(kpi.delta.reason).toContain('nothing was delivered');
    }
    expect(empty.summary.revenueChange).toBeNull();
  });

  it('campaign: a row per campaign with grade, lifetime budget use, its own change and a revenue trend', async () => {
    const c = (await getReport('7d', 'campaign')).campaign;
    expect(c?.buckets).toHaveLength(7);
    expect(c?.daily.dates).toHaveLength(7);
    const row = (name: string) => c?.rows.find((r) => r.name === name);
    expect(row('Star Campaign')).toMatchObject({
      grade: 'A+',
      utilisation: 100,
      cpa: 40,
      ctr: 3.33,
      revenueDelta: { status: 'new' },
      revenueTrend: [0, 0, 0, 5400, 0, 0, 0],
    });
    // Steady: lifetime spend 2,000 + 4 × 400 + 100 = 3,700 of 10,000; 4,400 against 3,200 the week before.
    expect(row('Steady Campaign')).toMatchObject({
      grade: 'B+',
      utilisation: 37,
      revenueDelta: { status: 'compared', change: 37.5 },
    });
    expect(row('Laggard Campaign')?.grade).toBe('B');
  });

  it('roi: spend, revenue, profit, ROAS, CPA and ROI by channel and by campaign, best return first', async () => {
    const roi = (await getReport('7d', 'roi')).roi;
    expect(roi?.totals).toMatchObject({ spend: 3700, revenue: 10_100, profit: 6400, roas: 2.73, cpa: 46.84 });
    expect(roi?.channels.map((c) => [c.name, c.roas, c.cpa, c.roi])).toEqual([
      ['Meta', 4.5, 40, 350],
      ['Google Search', 2.2, 45.45, 120],
      ['LinkedIn', 0.6, 100, -40],
    ]);
    expect(roi?.campaigns.map((c) => c.name)).toEqual([
      'Star Campaign',
      'Steady Campaign',
      'Laggard Campaign',
    ]);
  });

  it('audience: segments from the targeted audiences weighted by delivery, and honest notes', async () => {
    const a = (await getReport('7d', 'audience')).audience;
    expect(a).toMatchObject({ campaignsWithDelivery: 3, campaignsWithAudience: 3 });
    const dimension = (key: string) => a?.dimensions.find((d) => d.key === key);
    // Impressions in the last 7 days: Star 9,000, Steady 20,000, Laggard 5,000 (34,000).
    expect(dimension('device')?.segments.map((s) => [s.value, s.impressions, s.impressionShare])).toEqual([
      ['Desktop', 20_000, 58.8],
      ['Mobile', 9000, 26.5],
      ['Tablet', 5000, 14.7],
    ]);
    expect(dimension('device')?.isExclusive).toBe(true);
    expect(dimension('interest')?.segments.map((s) => [s.value, s.campaigns, s.impressionShare])).toEqual([
      ['Business', 2, 73.5],
      ['Technology', 2, 41.2],
      ['E-commerce', 1, 26.5],
    ]);
    expect(dimension('age')?.segments.map((s) => s.value)).toEqual(['25–34', '35–44', '45–54', '55–65']);
    expect(a?.notes.join(' ')).toContain('not per person');
    expect(a?.customerProfiles).toMatchObject({ source: 'none', profiles: 0 });
  });
});

/**
 * The report of `type` for the last 7 days as a download: 200, the format's content type, and a file name that
 * says the report's type and period.
 */
async function download(format: 'csv' | 'pdf', type: string) {
  const response = await request(
    ctx.app,
    'GET',
    `/api/reports/performance.${format}?period=7d&type=${type}`,
    {
      cookie,
    },
  );
  expect(response.statusCode).toBe(200);
  if (format === 'csv') expect(response.headers['content-type']).toContain('text/csv');
  else expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="northstar-${type}-report-7d-`),
  );
  return response;
}

describe('exports', () => {
  it('the CSV carries the header facts and the sections of its type', async () => {
    const response = await download('csv', 'roi');
    const rows: string[][] = parse(response.body, { relax_column_count: true });
    expect(rows).toContainEqual(['Workspace', 'localhost:5000']);
    expect(rows).toContainEqual(['Time zone', 'UTC']);
    expect(rows).toContainEqual(['Currency', 'USD']);
    expect(rows).toContainEqual([REPORT_HEADINGS.roiByChannel]);
    expect(rows).toContainEqual(['Meta', '1200', '5400', '4200', '4.5', '30', '40', '350']);
    expect(rows).toContainEqual(['Total', '3700', '10100', '6400', '2.73', '79', '46.84', '173']);
    expect(rows).not.toContainEqual([REPORT_HEADINGS.executive]);
    expect(rows).not.toContainEqual([REPORT_HEADINGS.audienceSegments]);
  });

  it('the PDF has a cover line, a KPI row, aligned tables, page numbers and the brand colour', async () => {
    const response = await download('pdf', 'campaign');
    const pages = await pdfPages(response.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain(
      `Workspace: localhost:5000 · Period: Last 7 days, ${formatCalendarRange(addDays(today, -6), today)} · Time zone: UTC · Data source: Demo data (simulated delivery)`,
    );
    expect(text).toContain('Campaign Performance report');
    // The KPI row: each label above its value.
    for (const [label, value] of [
      ['Revenue', '$10,100'],
      ['Spend', '$3,700'],
      ['ROAS', '2.73×'],
      ['Conversions', '79'],
      ['CTR', '2.5%'],
      ['Active campaigns', '3'],
    ]) {
      expect(text).toContain(`${label} ${value}`);
    }
    // Table rows, cell by cell in column order.
    expect(text).toContain('Star Campaign $1,200 $5,400 4.50× 30 $40.00 100.0% A+ new');
    expect(text).toContain('Steady Campaign $2,000 $4,400 2.20× 44 $45.45 37.0% B+ +37.5%');
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    expect(text).toContain(REPORT_HEADINGS.campaignTrend);
    expect(text).toContain(REPORT_HEADINGS.campaignBreakdown);
    expect(text).not.toContain(REPORT_HEADINGS.wins);
  });

  it('the PDF draws spend and revenue bars to scale in the brand colour, and right-aligns numbers', async () => {
    const response = await download('pdf', 'campaign');
    const rectangles = await filledRectangles(response.rawPayload);
    // Bars are the filled rectangles other than the brand bar (6 pt), legend swatches (8 pt) and heading markers
    // (12 pt): revenue 5,400 / 4,400 / 300 in indigo and spend 1,200 / 2,000 / 500 in slate, on one scale.
    const bars = (color: string) =>
      rectangles.filter((r) => r.color === color && ![6, 8, 12].includes(r.height)).map((r) => r.height);
    const revenue = bars(INDIGO_600);
    const spend = bars(SLATE_400);
    expect(revenue).toHaveLength(3);
    expect(spend).toHaveLength(3);
    const [star = 0, steady = 0, laggard = 0] = revenue;
    expect(steady / star).toBeCloseTo(4400 / 5400, 2);
    expect(laggard / star).toBeCloseTo(300 / 5400, 2);
    expect(spend.map((h) => h / star)).toEqual(
      [1200 / 5400, 2000 / 5400, 500 / 5400].map((ratio) => expect.closeTo(ratio, 2)),
    );
    // The brand bar across the top of the page.
    expect(rectangles).toContainEqual({ color: INDIGO_600, height: 6 });

    // Right-aligned: the spend cells of the campaign table end at the same x.
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(response.rawPayload), verbosity: 0 }).promise;
    const ends = new Map<string, number>();
    for (const item of (await (await doc.getPage(1)).getTextContent()).items) {
      if ('str' in item && ['$1,200', '$2,000', '$500'].includes(item.str) && !ends.has(item.str)) {
        ends.set(item.str, Math.round(item.transform[4] + item.width));
      }
    }
    await doc.destroy();
    expect(ends.size).toBe(3);
    expect(new Set(ends.values()).size).toBe(1);
  });

  it('each PDF type has its own sections', async () => {
    const sections: Record<ReportType, { present: string[]; absent: string[] }> = {
      executive: {
        present: [
          REPORT_HEADINGS.executive,
          REPORT_HEADINGS.wins,
          REPORT_HEADINGS.risks,
          'Revenue $10,100 $3,200 +215.6%',
        ],
        absent: [
          REPORT_HEADINGS.campaignBreakdown,
          REPORT_HEADINGS.roiByChannel,
          REPORT_HEADINGS.audienceSegments,
        ],
      },
      campaign: {
        present: [REPORT_HEADINGS.campaignTrend, REPORT_HEADINGS.campaignBreakdown],
        absent: [REPORT_HEADINGS.wins, REPORT_HEADINGS.roiByChannel, REPORT_HEADINGS.audienceSegments],
      },
      roi: {
        present: [
          REPORT_HEADINGS.roiByChannel,
          REPORT_HEADINGS.roiByCampaign,
          'Meta $1,200 $5,400 $4,200 4.50× $40.00 350.0%',
        ],
        absent: [REPORT_HEADINGS.wins, REPORT_HEADINGS.campaignBreakdown, REPORT_HEADINGS.audienceSegments],
      },
      audience: {
        present: [
          REPORT_HEADINGS.audienceSegments,
          REPORT_HEADINGS.customerProfiles,
          'Desktop 1 20,000 58.8%',
        ],
        absent: [REPORT_HEADINGS.wins, REPORT_HEADINGS.campaignBreakdown, REPORT_HEADINGS.roiByChannel],
      },
      comprehensive: {
        present: [
          REPORT_HEADINGS.executive,
          REPORT_HEADINGS.campaignBreakdown,
          REPORT_HEADINGS.roiByChannel,
          REPORT_HEADINGS.audienceSegments,
        ],
        absent: [],
      },
    };
    for (const [type, { present, absent }] of Object.entries(sections)) {
      const response = await download('pdf', type);
      const text = (await pdfPages(response.rawPayload)).join('\n');
      for (const expected of present) expect(text, `${type}: ${expected}`).toContain(expected);
      for (const unexpected of absent) expect(text, `${type}: ${unexpected}`).not.toContain(unexpected);
    }
  });

  it('refuses plain users and unknown report types', async () => {
    const user = await signIn(ctx, 'usr');
    for (const path of [
      '/api/reports/performance',
      '/api/reports/performance.pdf',
      '/api/reports/performance.csv',
    ]) {
      expect((await request(ctx.app, 'GET', path, { cookie: user })).statusCode).toBe(403);
    }
    expect(
      (await request(ctx.app, 'GET', '/api/reports/performance?type=weekly', { cookie })).statusCode,
    ).toBe(400);
  });
});
