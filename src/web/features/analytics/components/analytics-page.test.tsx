import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INSIGHT_PAGE_SIZE } from '../../../../shared/insights';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../../test/render-app';
import { insightsPath } from '../../insights/api/get-insights';
import { insightPage, NOTES_PATH } from '../../insights/test/insight-pages';
import { makeAnalytics } from '../test/analytics-fixtures';
import { TRACK_RECORD } from '../test/forecast-accuracy-fixtures';

/** The AI Insights tab asks for the open insights a page at a time, and for the notes apart. */
const OPEN_INSIGHTS_PATH = insightsPath({ status: 'open', limit: INSIGHT_PAGE_SIZE.default });

const sevenDays = makeAnalytics({
  overview: { ...makeAnalytics().overview, totalRevenue: 21_004.2 },
  period: {
    key: '7d',
    label: 'Last 7 days',
    start: '2026-11-16',
    end: '2026-11-22',
    previousStart: '2026-11-09',
    previousEnd: '2026-11-15',
    timeZone: 'UTC',
  },
});
const sevenDaysMeta = makeAnalytics({
  overview: { ...makeAnalytics().overview, totalRevenue: 4_321 },
  channel: 'Meta',
});

/** An analyst's session whose analytics answer the default figures for 30 days, plus `handlers`. */
function mockAnalyticsApi(handlers: Parameters<typeof mockApi>[1] = {}) {
  return mockApi(makeUser('analyst'), {
    'GET /api/analytics/30d/all': () => jsonResponse(200, makeAnalytics()),
    'GET /api/forecasts/accuracy': () => jsonResponse(200, TRACK_RECORD),
    ...handlers,
  });
}

function kpi(label: string) {
  const card = screen.getByRole('heading', { name: label }).closest('li');
  if (!card) throw new Error(`no KPI card ${label}`);
  return within(card);
}

function requestedUrls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('analytics page', () => {
  it('shows the KPIs with their change, the exact period and the data source', async () => {
    const fetchMock = mockAnalyticsApi();
    renderApp('/analytics');

    expect(await screen.findByText('$90,469')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/analytics/30d/all');
    expect(screen.getByRole('heading', { name: 'Analytics & Performance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Period')).toHaveValue('30d');
    expect(screen.getByLabelText('Channel')).toHaveValue('all');
    expect(screen.getByRole('option', { name: 'All channels' })).toBeInTheDocument();

    expect(kpi('Total Revenue').getByTestId('change')).toHaveTextContent('▲ 19.5 %');
    expect(kpi('ROAS').getByText('2.98×')).toBeInTheDocument();
    expect(kpi('ROAS').getByTestId('change')).toHaveTextContent('▼ 2.0 %');
    expect(kpi('Total Conversions').getByText('768')).toBeInTheDocument();
    expect(kpi('CTR').getByText('0.9%')).toBeInTheDocument();
    expect(
      kpi('Total Revenue').getByRole('button', {
        name: /Compared with the previous period, Sep 24 – Oct 23, 2026: \$75,680/,
      }),
    ).toBeInTheDocument();

    expect(screen.getByText('Oct 24 – Nov 22, 2026 · UTC')).toBeInTheDocument();
    // Where the figures come from; the dates line above names the time zone.
    expect(screen.getByTestId('provenance').textContent).toBe('Demo data (simulated delivery)');
    // The revenue chart's data is also a table for screen readers (the overview's code downloads with the figures).
    expect(
      await screen.findByRole('table', { name: /Daily revenue, spend and conversions/ }),
    ).toBeInTheDocument();
  });

  it('asks for the chosen period and channel and shows their figures', async () => {
    const user = userEvent.setup();
    const fetchMock = mockAnalyticsApi({
      'GET /api/analytics/7d/all': () => jsonResponse(200, sevenDays),
      'GET /api/analytics/7d/meta': () => jsonResponse(200, sevenDaysMeta),
    });
    const { router } = renderApp('/analytics');
    await screen.findByText('$90,469');

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(await screen.findByText('$21,004')).toBeInTheDocument();
    expect(screen.getByText('Nov 16 – 22, 2026 · UTC')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/analytics/7d/all');

    await user.selectOptions(screen.getByLabelText('Channel'), 'Meta');
    expect(await screen.findByText('$4,321')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/analytics/7d/meta');
    expect(router.state.location.search).toContain('period=7d');
    expect(router.state.location.search).toContain('channel=meta');
  });

  it("writes 'n/a' when there is no previous figure to compare with", async () => {
    const data = makeAnalytics();
    mockApi(makeUser('analyst'), {
      'GET /api/analytics/30d/all': () =>
        jsonResponse(200, { ...data, change: { ...data.change, totalRevenue: null, conversions: null } }),
    });
    renderApp('/analytics');
    await screen.findByText('$90,469');
    expect(kpi('Total Revenue').getByTestId('change')).toHaveTextContent('n/a');
    expect(kpi('Total Conversions').getByTestId('change')).toHaveTextContent('n/a');
    expect(kpi('ROAS').getByTestId('change')).toHaveTextContent('▼ 2.0 %');
  });

  it("shows no change against a previous period with too little delivery: 'new' or 'n/a', and says why", async () => {
    const data = makeAnalytics();
    const answers = [
      { ...data, comparison: { status: 'new', previousDays: 30, previousDaysWithData: 0 } },
      { ...data, comparison: { status: 'thin', previousDays: 30, previousDaysWithData: 3 } },
    ];
    let call = 0;
    mockApi(makeUser('analyst'), {
      'GET /api/analytics/30d/all': () => jsonResponse(200, answers[call++] ?? answers[1]),
    });
    renderApp('/analytics');
    await screen.findByText('$90,469');
    // The server sends the changes it computed; the screen never shows one the comparison rules out.
    expect(kpi('Total Revenue').getByTestId('change')).toHaveTextContent('new');
    expect(
      kpi('Total Revenue').getByRole('button', { name: /New: nothing was delivered in the previous period/ }),
    ).toBeInTheDocument();
    cleanup();
    renderApp('/analytics');
    await screen.findByText('$90,469');
    expect(kpi('ROAS').getByTestId('change')).toHaveTextContent('n/a');
    expect(
      kpi('ROAS').getByRole('button', { name: /had delivery on only 3 of 30 days, too few to compare with/ }),
    ).toBeInTheDocument();
  });

  it('links Export Report to the CSV of the period, channel and tab on screen, and keeps the tab in the URL', async () => {
    const user = userEvent.setup();
    mockAnalyticsApi({
      'GET /api/analytics/30d/meta': () => jsonResponse(200, sevenDaysMeta),
    });
    const { router } = renderApp('/analytics');
    await screen.findByText('$90,469');
    const exportLink = () => screen.getByRole('link', { name: /Export Report/ });
    expect(exportLink()).toHaveAttribute('href', '/api/analytics/30d/all/export.csv?tab=overview');
    expect(exportLink()).toHaveAttribute('download');

    await user.click(screen.getByRole('tab', { name: 'Campaign Analysis' }));
    expect(await screen.findByRole('table', { name: /Campaign performance/ })).toBeInTheDocument();
    expect(router.state.location.search).toContain('tab=campaigns');
    await user.selectOptions(screen.getByLabelText('Channel'), 'Meta');
    await screen.findByText('$4,321');
    expect(exportLink()).toHaveAttribute('href', '/api/analytics/30d/meta/export.csv?tab=campaigns');
  });

  it('says where the figures come from, overall and per campaign in a Source column', async () => {
    const user = userEvent.setup();
    const base = makeAnalytics();
    const [first] = base.campaigns;
    if (!first) throw new Error('no campaign');
    mockApi(makeUser('analyst'), {
      'GET /api/analytics/30d/all': () =>
        jsonResponse(200, {
          ...base,
          dataSource: 'mixed',
          provenance: {
            sources: ['imported', 'google-ads'],
            importedAt: '2026-11-20T10:00:00Z',
            syncedAt: new Date(Date.now() - 12 * 60_000).toISOString(),
            stale: false,
            timeZone: 'UTC',
          },
          campaigns: [
            { ...first, dataSource: 'google-ads' },
            { ...first, id: 'c2', name: 'Winter Import', dataSource: 'imported' },
            { ...first, id: 'c3', name: 'Old Sync', dataSource: 'stale' },
          ],
        }),
    });
    renderApp('/analytics?tab=campaigns');
    const table = await screen.findByRole('table', { name: /Campaign performance/ });
    expect(screen.getByTestId('provenance').textContent).toBe(
      'Imported Nov 20, 2026 · Google Ads, synced 12 min ago',
    );
    expect(within(table).getByRole('columnheader', { name: 'Source' })).toBeInTheDocument();
    const rowOf = (name: string) => within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }));
    expect(rowOf('B2B Lead Generation').getByText('Google Ads')).toBeInTheDocument();
    expect(rowOf('Winter Import').getByText('Imported')).toBeInTheDocument();
    expect(rowOf('Old Sync').getByText('Google Ads (stale)').className).toContain('amber');

    // The exact sync time is one Tab away for keyboard users.
    const synced = screen.getByRole('button', { name: 'Google Ads, synced 12 min ago' });
    synced.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Last synced /);
    await user.keyboard('{Escape}');
  });

  it('opens the tab named in the URL', async () => {
    mockAnalyticsApi();
    renderApp('/analytics?tab=channels');
    expect(
      await screen.findByRole('tab', { name: 'Channel Performance', selected: true }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Channel performance/ });
    expect(within(table).getByRole('rowheader', { name: 'Google Search' })).toBeInTheDocument();
    expect(within(table).getByText('5.23×')).toBeInTheDocument();
    // Highest revenue first, and the table says so; every figure column sorts.
    expect(within(table).getByRole('columnheader', { name: 'Revenue' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByRole('columnheader', { name: 'ROAS' })).toHaveAttribute('aria-sort', 'none');
  });

  it("shows a day's exact figures on the revenue chart by keyboard and by pointer, and its data as a table", async () => {
    const user = userEvent.setup();
    mockAnalyticsApi();
    renderApp('/analytics');
    const chart = await screen.findByRole('group', { name: 'Daily revenue' });
    act(() => chart.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Nov 20, 2026Revenue $3,000.50Spend $1,000.00Conversions 25',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Nov 21, 2026Revenue $3,100.00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // jsdom draws the chart 640 px wide: the last of the three days is on the right.
    fireEvent.pointerMove(chart, { clientX: 600, clientY: 100 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Nov 22, 2026Revenue $2,900.00');
    const table = screen.getByRole('table', { name: /Daily revenue, spend and conversions/ });
    expect(within(table).getByRole('rowheader', { name: 'Nov 22, 2026' })).toBeInTheDocument();
    expect(within(table).getByText('$2,900.00')).toBeInTheDocument();
  });

  it("shows a channel's figures on the channel chart, and points screen readers to the table below it", async () => {
    const user = userEvent.setup();
    mockAnalyticsApi();
    renderApp('/analytics?tab=channels');
    const chart = await screen.findByRole('group', { name: 'Revenue by channel' });
    expect(
      screen.getByText('The figures behind this chart are in the Channel breakdown table below.'),
    ).toBeInTheDocument();
    act(() => chart.focus());
    // Highest revenue first, as the bars run.
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Google SearchRevenue $40,028Spend $11,026ROAS 3.63×Conversions 309',
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('EmailRevenue $19,702');
  });

  it('shows the evidence behind an insight, and an analyst a disabled Apply with the reason', async () => {
    const user = userEvent.setup();
    mockAnalyticsApi({
      [`GET ${OPEN_INSIGHTS_PATH}`]: () => insightPage(makeAnalytics().aiInsights),
      [`GET ${NOTES_PATH}`]: () => insightPage([]),
    });
    renderApp('/analytics?tab=insights');
    expect(await screen.findByText('High impact')).toBeInTheDocument();
    expect(screen.getByText('80% confidence')).toBeInTheDocument();
    await user.click(screen.getByText('Why?'));
    expect(screen.getByText('LinkedIn ROAS 1.23× → Google Search ROAS 5.88×')).toBeVisible();
    expect(screen.getByText('Nov 8 – 21, 2026')).toBeVisible();
    expect(screen.getByText('2,345 clicks')).toBeVisible();
    const apply = screen.getByRole('button', { name: 'Apply Recommendation' });
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    expect(apply).toHaveAccessibleDescription('Only campaign managers can apply recommendations');
  });

  it('lets a manager apply a recommendation from the AI Insights tab and undo it', async () => {
    const user = userEvent.setup();
    const data = makeAnalytics();
    const insight = data.aiInsights[0];
    if (!insight) throw new Error('fixture has no insight');
    const applied = { ...insight, appliedAt: '2026-11-22T10:00:00.000Z' };
    const base = `/api/insights/${insight.id}`;
    const preview = {
      insightId: insight.id,
      campaignId: insight.campaignId,
      campaignName: 'B2B Lead Generation',
      summary: 'Move 13 points of budget share from LinkedIn to Google Search',
      before: { channelWeights: { 'Google Search': 0.45, LinkedIn: 0.25 } },
      after: { channelWeights: { 'Google Search': 0.58, LinkedIn: 0.12 } },
      effectiveFrom: '2026-11-23',
    };
    const fetchMock = mockApi(makeUser('marketing_director'), {
      'GET /api/analytics/30d/all': () => jsonResponse(200, data),
      [`GET ${OPEN_INSIGHTS_PATH}`]: () => insightPage(data.aiInsights),
      [`GET ${NOTES_PATH}`]: () => insightPage([]),
      [`GET ${base}/preview`]: () => jsonResponse(200, preview),
      [`POST ${base}/apply`]: () => jsonResponse(200, { insight: applied, preview }),
      [`POST ${base}/undo`]: () => jsonResponse(200, insight),
    });
    renderApp('/analytics?tab=insights');
    await user.click(await screen.findByRole('button', { name: 'Apply Recommendation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply recommendation' });
    await within(dialog).findByText(/Move 13 points of budget share/);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Apply Recommendation' })).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls.filter((call) => call.includes('/api/insights/'))).toEqual([
      `GET ${base}/preview`,
      `POST ${base}/apply`,
      `POST ${base}/undo`,
    ]);
  });

  it('falls back to built-in sample data under the demo banner when the service fails', async () => {
    mockApi(makeUser('analyst'), {
      'GET /api/analytics/30d/all': () => jsonResponse(500, { message: 'boom' }),
      'GET /api/forecasts/accuracy': () => jsonResponse(200, TRACK_RECORD),
    });
    renderApp('/analytics');
    // After the query client's two retries (SPEC §9; renderApp's client does not wait out their back-off).
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Using Demo Analytics Data')).toBeInTheDocument();
    expect(
      within(banner).getByText(
        'Analytics service temporarily unavailable. Displaying demo data for interface preview.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Built-in sample figures, not your workspace')).toBeInTheDocument();
    // The built-in sample is no workspace's data: no provenance line claims otherwise.
    expect(screen.queryByTestId('provenance')).not.toBeInTheDocument();
    await waitFor(() => expect(kpi('Total Revenue').getByTestId('change')).toHaveTextContent('▲ 21.6 %'));
    expect(screen.queryByRole('link', { name: /Export Report/ })).not.toBeInTheDocument();
  });
});
