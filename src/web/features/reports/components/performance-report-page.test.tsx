import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type PerformanceReport,
  REPORT_HEADINGS,
  REPORT_PURPOSES,
  REPORT_SECTIONS,
  type ReportType,
} from '../../../../shared/reports';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../../test/render-app';
import { NO_TRACK_RECORD, TRACK_RECORD } from '../../analytics/test/forecast-accuracy-fixtures';
import { reportHeader } from '../test/report-fixtures';

/** The page also lists the workspace's scheduled reports: none here. */
const mockReportApi: typeof mockApi = (user, handlers = {}) =>
  mockApi(user, { 'GET /api/reports/schedules': () => jsonResponse(200, []), ...handlers });
const compared = (change: number) => ({
  change,
  status: 'compared' as const,
  reason: 'Compared with the previous period, 2026-09-24 to 2026-10-23: $75,700.',
});
const NEW = {
  change: null,
  status: 'new' as const,
  reason: 'New: the campaign delivered nothing in the previous period (2026-09-24 to 2026-10-23).',
};

const campaign = {
  status: 'active',
  startDate: '2026-09-01',
  budget: 10_000,
  spend: 2_000,
  revenue: 9_000,
  impressions: 40_000,
  clicks: 800,
  conversions: 40,
  ctr: 2,
  cpa: 50,
  revenueTrend: [1000, 2000, 1500, 1800, 1200, 1500],
  revenueDelta: compared(12.5),
  dataSource: 'demo' as const,
};

const SECTIONS: Pick<PerformanceReport, 'executive' | 'campaign' | 'roi' | 'audience'> = {
  executive: {
    comparison: { status: 'compared', previousDays: 30, previousDaysWithData: 30 },
    kpis: [
      {
        key: 'totalRevenue',
        label: 'Revenue',
        value: 90_468.55,
        previous: 75_700,
        better: 'up',
        delta: compared(19.5),
      },
      {
        key: 'totalSpend',
        label: 'Spend',
        value: 30_362.83,
        previous: 28_000,
        better: 'neither',
        delta: compared(8.4),
      },
      { key: 'roas', label: 'ROAS', value: 2.98, previous: 2.7, better: 'up', delta: compared(10.4) },
      {
        key: 'conversions',
        label: 'Conversions',
        value: 768,
        previous: 700,
        better: 'up',
        delta: compared(9.7),
      },
      { key: 'cpa', label: 'CPA', value: 39.53, previous: 40, better: 'down', delta: compared(-1.2) },
      {
        key: 'ctr',
        label: 'CTR',
        value: 0.9,
        previous: 0,
        better: 'up',
        delta: {
          change: null,
          status: 'n/a',
          reason: 'No comparison: the figure was zero in the previous period.',
        },
      },
    ],
    wins: [
      {
        kind: 'best_roas',
        title: 'Best return: Alpha',
        detail: '4.50× ROAS on $2,000 spend (grade A+).',
        campaignId: 'a',
      },
    ],
    risks: [
      {
        kind: 'overspend',
        title: 'Over-pacing: Charlie',
        detail: '$12,000 spent against $9,000 planned by today (133.3%).',
        campaignId: 'c',
      },
    ],
    daily: { dates: ['2026-11-21', '2026-11-22'], revenue: [3000, 3100], spend: [1000, 1010] },
  },
  campaign: {
    buckets: [{ start: '2026-10-24', end: '2026-11-22' }],
    daily: { dates: ['2026-11-21', '2026-11-22'], revenue: [3000, 3100], spend: [1000, 1010] },
    campaignsWithFigures: 4,
    others: null,
    rows: [
      { ...campaign, id: 'a', name: 'Alpha', roas: 4.5, grade: 'A+', utilisation: 21.4 },
      { ...campaign, id: 'b', name: 'Bravo', roas: 3.2, grade: 'A', utilisation: 55, revenueDelta: NEW },
      { ...campaign, id: 'c', name: 'Charlie', roas: 2.1, grade: 'B+', utilisation: 100 },
      // A server bug must not draw a bar past its end.
      { ...campaign, id: 'd', name: 'Delta', roas: 1.1, grade: 'B', utilisation: 130, cpa: null },
    ],
  },
  roi: {
    totals: {
      name: 'All channels',
      spend: 30_000,
      revenue: 90_000,
      profit: 60_000,
      roas: 3,
      conversions: 700,
      cpa: 42.86,
      roi: 200,
    },
    channels: [
      {
        name: 'Email',
        spend: 3000,
        revenue: 21_000,
        profit: 18_000,
        roas: 7,
        conversions: 200,
        cpa: 15,
        roi: 600,
      },
      {
        name: 'LinkedIn',
        spend: 2000,
        revenue: 1200,
        profit: -800,
        roas: 0.6,
        conversions: 8,
        cpa: 250,
        roi: -40,
      },
    ],
    campaigns: [
      {
        id: 'a',
        name: 'Alpha',
        spend: 2000,
        revenue: 9000,
        profit: 7000,
        roas: 4.5,
        conversions: 40,
        cpa: 50,
        roi: 350,
        dataSource: 'imported',
      },
    ],
    campaignsWithFigures: 1,
    others: null,
  },
  audience: {
    campaignsWithDelivery: 4,
    campaignsWithAudience: 3,
    dimensions: [
      {
        key: 'device',
        label: 'Device',
        isExclusive: true,
        segments: [
          {
            value: 'Mobile',
            campaigns: 2,
            impressions: 30_000,
            clicks: 600,
            conversions: 30,
            spend: 1500,
            revenue: 6000,
            roas: 4,
            impressionShare: 75,
          },
          {
            value: 'Desktop',
            campaigns: 1,
            impressions: 10_000,
            clicks: 200,
            conversions: 10,
            spend: 500,
            revenue: 3000,
            roas: 6,
            impressionShare: 25,
          },
        ],
      },
    ],
    notes: [
      'Segments are what the campaigns targeted, weighted by the delivery each campaign got.',
      '1 campaign with delivery had no target audience saved and is left out.',
    ],
    customerProfiles: {
      source: 'simulated',
      note: 'Customer profiles come from the demo delivery simulator: sample data, not real customers.',
      profiles: 168,
      averageLtv: 1010.41,
      segments: [
        { ltvBand: 'high', churnBand: 'low', customers: 63, averageLtv: 1349.21, averageChurnRisk: 0.16 },
        { ltvBand: 'low', churnBand: 'high', customers: 3, averageLtv: 95.76, averageChurnRisk: 0.8 },
      ],
    },
  },
};

/** A report as the API answers it for `type`: the common header and only that type's sections. */
function makeReport(type: ReportType): PerformanceReport {
  const has = (section: 'executive' | 'campaign' | 'roi' | 'audience') =>
    REPORT_SECTIONS[type].includes(section);
  return {
    ...reportHeader(type),
    summary: {
      totalSpend: 30_362.83,
      totalRevenue: 90_468.55,
      roas: 2.98,
      conversions: 768,
      ctr: 0.9,
      activeCampaigns: 5,
      revenueChange: 19.5,
      highlights: ['$90,469 revenue on $30,363 spend (2.98× ROAS).'],
    },
    appliedResults: [],
    insights: [
      {
        title: 'Move budget from Meta to Email',
        description: 'Email returns more.',
        impact: 'high',
        confidence: 0.8,
      },
    ],
    executive: has('executive') ? SECTIONS.executive : null,
    campaign: has('campaign') ? SECTIONS.campaign : null,
    roi: has('roi') ? SECTIONS.roi : null,
    audience: has('audience') ? SECTIONS.audience : null,
  };
}

const reportUrl = (period: string, type: ReportType) =>
  `GET /api/reports/performance?period=${period}&type=${type}`;

function row(name: string | RegExp, container: HTMLElement = document.body) {
  return within(
    within(container).getByRole('row', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name }),
  );
}

const HEADINGS_BY_TYPE: Record<Exclude<ReportType, 'comprehensive'>, string[]> = {
  executive: [REPORT_HEADINGS.executive, REPORT_HEADINGS.wins, REPORT_HEADINGS.risks],
  campaign: [REPORT_HEADINGS.campaignTrend, REPORT_HEADINGS.campaignBreakdown],
  roi: [REPORT_HEADINGS.roi, REPORT_HEADINGS.roiByChannel, REPORT_HEADINGS.roiByCampaign],
  audience: [REPORT_HEADINGS.audienceSegments, REPORT_HEADINGS.customerProfiles],
};

describe('performance report page', () => {
  it('shows every section in the comprehensive report: KPIs, graded campaigns with capped utilisation, ROI, audiences, insights', async () => {
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'comprehensive')]: () => jsonResponse(200, makeReport('comprehensive')),
    });
    renderApp('/performance');
    expect(await screen.findByRole('heading', { name: REPORT_HEADINGS.executive })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Performance Report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByText('$90,469')).toBeInTheDocument();
    expect(screen.getByText('$90,469 revenue on $30,363 spend (2.98× ROAS).')).toBeInTheDocument();
    expect(screen.getByText('Oct 24 – Nov 22, 2026 · UTC')).toBeInTheDocument();
    // Where the figures come from; the dates line above names the time zone.
    expect(screen.getByTestId('provenance').textContent).toBe('Demo data (simulated delivery)');
    expect(screen.getByText(/^northstar\.example\.com · generated/)).toBeInTheDocument();

    const breakdown = screen.getByRole('table', { name: 'Campaign breakdown, Last 30 days' });
    expect(within(breakdown).getByRole('columnheader', { name: 'Source' })).toBeInTheDocument();
    expect(row('Alpha', breakdown).getByText('Demo')).toBeInTheDocument();
    expect(row('Alpha', breakdown).getByText('A+')).toHaveAttribute('data-grade', 'A+');
    expect(row('Bravo', breakdown).getByText('A')).toHaveAttribute('data-grade', 'A');
    expect(row('Charlie', breakdown).getByText('B+')).toHaveAttribute('data-grade', 'B+');
    expect(row('Delta', breakdown).getByText('B')).toHaveAttribute('data-grade', 'B');
    expect(row('Alpha', breakdown).getByText('21.4%')).toBeInTheDocument();
    expect(row('Delta', breakdown).getByText('100.0%')).toBeInTheDocument();
    // No conversions: no CPA, a dash like every figure without a base (issue 30).
    expect(row('Delta', breakdown).getByText('—')).toBeInTheDocument();
    expect(
      row('Delta', breakdown).getByRole('progressbar', { name: 'Budget utilisation of Delta' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(row('Alpha', breakdown).getByRole('img', { name: /^Revenue trend of Alpha/ })).toBeInTheDocument();

    for (const heading of Object.values(HEADINGS_BY_TYPE).flat()) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Move budget from Meta to Email' })).toBeInTheDocument();
  });

  it('says where the figures come from: the import date, stale Google Ads in words, and each campaign source', async () => {
    const report = makeReport('campaign');
    const rows = report.campaign?.rows ?? [];
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'campaign')]: () =>
        jsonResponse(200, {
          ...report,
          dataSource: 'mixed',
          provenance: {
            sources: ['imported', 'google-ads'],
            importedAt: '2026-11-20T10:00:00Z',
            syncedAt: '2026-11-01T10:00:00Z',
            stale: true,
            timeZone: 'UTC',
          },
          campaign: {
            ...report.campaign,
            rows: rows.map((r, i) => ({ ...r, dataSource: i === 0 ? 'imported' : 'stale' })),
          },
        }),
    });
    renderApp('/performance?type=campaign');
    const breakdown = await screen.findByRole('table', { name: 'Campaign breakdown, Last 30 days' });
    const note = screen.getByTestId('provenance');
    expect(note.textContent).toMatch(/^Imported Nov 20, 2026 · Stale: Google Ads last synced \d+ days ago$/);
    expect(
      within(note)
        .getByText(/^Stale:/)
        .closest('.text-amber-800'),
    ).not.toBeNull();
    expect(row('Alpha', breakdown).getByText('Imported')).toBeInTheDocument();
    expect(row('Bravo', breakdown).getByText('Google Ads (stale)')).toBeInTheDocument();
  });

  it.each(Object.entries(HEADINGS_BY_TYPE))(
    'the %s report shows its own layout and none of the others',
    async (type, own) => {
      mockReportApi(makeUser('analyst'), {
        [reportUrl('30d', type as ReportType)]: () => jsonResponse(200, makeReport(type as ReportType)),
      });
      renderApp(`/performance?type=${type}`);
      expect(await screen.findByRole('heading', { name: own[0] })).toBeInTheDocument();
      expect(screen.getByText(REPORT_PURPOSES[type as ReportType])).toBeInTheDocument();
      for (const heading of own) expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      const others = Object.entries(HEADINGS_BY_TYPE).flatMap(([t, headings]) =>
        t === type ? [] : headings,
      );
      for (const heading of others)
        expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
      // The insights list belongs to the comprehensive report (executive risks carry the urgent ones).
      expect(screen.queryByRole('heading', { name: REPORT_HEADINGS.insights })).not.toBeInTheDocument();
    },
  );

  it('lists applied recommendations with their measured results', async () => {
    const report = makeReport('executive');
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'executive')]: () =>
        jsonResponse(200, {
          ...report,
          appliedResults: [
            {
              title: 'Move budget from Email to Google Search',
              appliedAt: '2026-11-10T09:00:00Z',
              status: 'measured',
              outcome: 'Measured: +12 % ROAS (±4 %) after 14 days',
            },
            {
              title: 'Move budget from Meta to YouTube',
              appliedAt: '2026-11-24T09:00:00Z',
              status: 'pending',
              outcome: 'Result measurable after 2026-12-01',
            },
          ],
        }),
    });
    renderApp('/performance?type=executive');
    const section = await screen.findByRole('region', { name: 'Results of applied recommendations' });
    expect(within(section).getByText('Measured: +12 % ROAS (±4 %) after 14 days')).toBeInTheDocument();
    expect(within(section).getByText('Result measurable after 2026-12-01')).toBeInTheDocument();
  });

  it.each(['executive', 'roi'] as const)(
    '%s: shows the forecast track record over all campaigns, and says when there is none yet',
    async (type) => {
      const report = makeReport(type);
      let accuracy = TRACK_RECORD;
      mockReportApi(makeUser('analyst'), {
        [reportUrl('30d', type)]: () => jsonResponse(200, { ...report, forecastAccuracy: accuracy }),
        [reportUrl('7d', type)]: () => jsonResponse(200, { ...report, forecastAccuracy: accuracy }),
      });
      renderApp(`/performance?type=${type}`);
      const section = await screen.findByRole('region', { name: REPORT_HEADINGS.forecastAccuracy });
      expect(section).toHaveTextContent('over all campaigns, not only this period');
      expect(within(section).getByText('12 campaigns')).toBeInTheDocument();
      expect(section).toHaveTextContent(
        'Our forecasts for your campaigns were within 18 % on conversions, median of 12.',
      );
      const tile = (label: string) =>
        within(section).getByText(label, { selector: 'dt' }).parentElement?.textContent;
      expect(tile('Conversions')).toBe('Conversions±18.0%median error, 11 campaigns');
      expect(tile('Revenue')).toBe('Revenue—no campaign yet');

      accuracy = NO_TRACK_RECORD;
      await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
      expect(
        await within(section).findByText(
          'No track record yet: a forecast counts once its campaign has delivered for 7 days.',
        ),
      ).toBeInTheDocument();
      expect(within(section).queryByText(/campaigns$/)).not.toBeInTheDocument();
    },
  );

  it('leaves the track record out of a report that does not carry it (built before issue 33)', async () => {
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'executive')]: () => jsonResponse(200, makeReport('executive')),
    });
    renderApp('/performance?type=executive');
    await screen.findByRole('heading', { name: REPORT_HEADINGS.executive });
    expect(screen.queryByRole('region', { name: REPORT_HEADINGS.forecastAccuracy })).not.toBeInTheDocument();
  });

  it('executive: each KPI shows its change, coloured by what is good for it, or new/n/a with the reason', async () => {
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'executive')]: () => jsonResponse(200, makeReport('executive')),
    });
    renderApp('/performance?type=executive');
    await screen.findByRole('heading', { name: REPORT_HEADINGS.executive });
    const revenue = screen.getByRole('button', { name: /^▲ 19\.5\s%/ });
    expect(revenue).toHaveClass('text-emerald-700');
    expect(revenue).toHaveAccessibleName(expect.stringContaining('$75,700'));
    // A falling cost per acquisition is good news.
    expect(screen.getByRole('button', { name: /^▼ 1\.2\s%/ })).toHaveClass('text-emerald-700');
    const ctr = screen.getByRole('button', { name: /^n\/a/ });
    expect(ctr).toHaveAccessibleName(expect.stringContaining('the figure was zero in the previous period'));
    expect(screen.getByText('Best return: Alpha')).toBeInTheDocument();
    expect(screen.getByText('$12,000 spent against $9,000 planned by today (133.3%).')).toBeInTheDocument();
  });

  it('roi: totals, and spend, revenue, ROAS, CPA and ROI by channel and by campaign', async () => {
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'roi')]: () => jsonResponse(200, makeReport('roi')),
    });
    renderApp('/performance?type=roi');
    const table = await screen.findByRole('table', { name: 'ROI by channel, Last 30 days' });
    expect(
      row('LinkedIn', table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$2,000', '$1,200', '-$800', '0.60×', '8', '$250', '-40.0%']);
    expect(row('Total', table).getByText('+200.0%')).toBeInTheDocument();
    const byCampaign = row('Alpha', screen.getByRole('table', { name: 'ROI by campaign, Last 30 days' }));
    expect(byCampaign.getByText('$50.00')).toBeInTheDocument();
    // Where the campaign's figures come from, as the campaign breakdown says it.
    expect(byCampaign.getByText('Imported')).toBeInTheDocument();
  });

  it('says how many campaigns a long report lists and what the others add up to', async () => {
    const report = makeReport('comprehensive');
    if (!report.campaign || !report.roi) throw new Error('fixture without campaign or roi section');
    const others = { campaigns: 1_250, spend: 4_000, revenue: 10_000, roas: 2.5 };
    report.campaign = {
      ...report.campaign,
      campaignsWithFigures: report.campaign.rows.length + 1_250,
      others: { ...others, impressions: 90_000, clicks: 1_800, conversions: 40 },
    };
    report.roi = {
      ...report.roi,
      campaignsWithFigures: report.roi.campaigns.length + 1_250,
      others: {
        name: 'Other 1,250 campaigns',
        campaigns: 1_250,
        spend: 4_000,
        revenue: 10_000,
        profit: 6_000,
        roas: 2.5,
        conversions: 40,
        cpa: 100,
        roi: 150,
      },
    };
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'comprehensive')]: () => jsonResponse(200, report),
    });
    renderApp('/performance');
    const notes = await screen.findAllByText(/^Other 1,250 campaigns:/);
    expect(notes).toHaveLength(2);
    expect(notes[0]?.parentElement).toHaveTextContent(
      'Other 1,250 campaigns: $4,000 spend, $10,000 revenue, 2.50× ROAS.',
    );
    expect(notes[0]?.parentElement).toHaveTextContent(
      `The ${report.campaign.rows.length} largest of ${(report.campaign.rows.length + 1_250).toLocaleString('en-US')} campaigns by revenue`,
    );
  });

  it('audience: targeted segments weighted by delivery, the notes on what is known, and sample profiles marked', async () => {
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'audience')]: () => jsonResponse(200, makeReport('audience')),
    });
    renderApp('/performance?type=audience');
    const devices = await screen.findByRole('table', { name: 'Delivery by targeted device, Last 30 days' });
    expect(row('Mobile', devices).getByText('75.0%')).toBeInTheDocument();
    expect(row('Mobile', devices).getByText('30,000')).toBeInTheDocument();
    expect(
      screen.getByText('1 campaign with delivery had no target audience saved and is left out.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/sample data, not real customers/)).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();
    const profiles = screen.getByRole('table', { name: /lifetime-value band/ });
    const high = within(within(profiles).getByRole('row', { name: /High LTV/ }));
    expect(high.getByText('63')).toBeInTheDocument();
    expect(high.getByText('Avg LTV $1,349')).toBeInTheDocument();
  });

  it('shows exact figures on the campaign and ROI charts from the keyboard, with their data as tables', async () => {
    const user = userEvent.setup();
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'comprehensive')]: () => jsonResponse(200, makeReport('comprehensive')),
    });
    renderApp('/performance');
    const trend = await screen.findByRole('group', { name: 'Daily revenue and spend' });
    expect(screen.getByRole('table', { name: 'Daily revenue and spend, Last 30 days' })).toBeInTheDocument();
    trend.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Nov 21, 2026Revenue $3,000Spend $1,000');
    await user.keyboard('{End}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Nov 22, 2026Revenue $3,100Spend $1,010');

    act(() => screen.getByRole('group', { name: 'Spend and revenue by channel' }).focus());
    // One tooltip at a time: leaving the trend chart hid its own.
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'EmailSpend $3,000Revenue $21,000ROAS 7.00×CPA $15.00',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('LinkedInSpend $2,000Revenue $1,200');
    expect(screen.getByRole('table', { name: 'ROI by channel, Last 30 days' })).toBeInTheDocument();
  });

  it('asks for the chosen period and type and links the matching CSV and PDF', async () => {
    const user = userEvent.setup();
    const fetchMock = mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'comprehensive')]: () => jsonResponse(200, makeReport('comprehensive')),
      [reportUrl('90d', 'comprehensive')]: () => jsonResponse(200, makeReport('comprehensive')),
      [reportUrl('90d', 'roi')]: () => jsonResponse(200, makeReport('roi')),
    });
    renderApp('/performance');
    await screen.findByRole('heading', { name: REPORT_HEADINGS.executive });
    const pdf = () => screen.getByRole('link', { name: 'Export PDF' });
    const csv = () => screen.getByRole('link', { name: 'Export CSV' });
    expect(pdf()).toHaveAttribute('href', '/api/reports/performance.pdf?period=30d&type=comprehensive');
    expect(pdf()).toHaveAttribute('download');
    expect(csv()).toHaveAttribute('href', '/api/reports/performance.csv?period=30d&type=comprehensive');

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    await user.selectOptions(screen.getByLabelText('Report type'), 'ROI Analysis');
    expect(await screen.findByRole('heading', { name: REPORT_HEADINGS.roiByChannel })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: REPORT_HEADINGS.executive })).not.toBeInTheDocument();
    expect(pdf()).toHaveAttribute('href', '/api/reports/performance.pdf?period=90d&type=roi');
    expect(csv()).toHaveAttribute('href', '/api/reports/performance.csv?period=90d&type=roi');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/reports/performance?period=90d&type=roi',
    );
  });

  it('shows the server message and a retry when the report cannot be loaded', async () => {
    mockReportApi(makeUser('analyst'), {
      [reportUrl('30d', 'comprehensive')]: () =>
        jsonResponse(403, { message: "You don't have permission to perform this action." }),
    });
    renderApp('/performance');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("You don't have permission to perform this action.")).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
