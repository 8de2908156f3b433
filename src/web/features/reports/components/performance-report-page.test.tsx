import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PerformanceReport } from '../../../../shared/reports';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../../test/render-app';

const LOAD = { timeout: 5000 };

function makeReport(overrides: Partial<PerformanceReport> = {}): PerformanceReport {
  const campaign = {
    status: 'active',
    budget: 10_000,
    spend: 2_000,
    revenue: 9_000,
    conversions: 40,
  };
  return {
    type: 'comprehensive',
    title: 'Comprehensive report',
    period: { key: '30d', label: 'Last 30 days', start: '2026-10-24', end: '2026-11-22', timeZone: 'UTC' },
    generatedAt: '2026-11-22T01:05:37.088Z',
    dataSource: 'demo',
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
    campaigns: [
      { ...campaign, id: 'a', name: 'Alpha', roas: 4.5, grade: 'A+', utilisation: 21.4 },
      { ...campaign, id: 'b', name: 'Bravo', roas: 3.2, grade: 'A', utilisation: 55 },
      { ...campaign, id: 'c', name: 'Charlie', roas: 2.1, grade: 'B+', utilisation: 100 },
      // A server bug must not draw a bar past its end.
      { ...campaign, id: 'd', name: 'Delta', roas: 1.1, grade: 'B', utilisation: 130 },
    ],
    insights: [
      {
        title: 'Move budget from Meta to Email',
        description: 'Email returns more.',
        impact: 'high',
        confidence: 0.8,
      },
    ],
    audience: null,
    ...overrides,
  };
}

const audienceReport = makeReport({
  type: 'audience',
  title: 'Audience Insights report',
  audience: {
    profiles: 168,
    averageLtv: 1010.41,
    segments: [
      { ltvBand: 'high', churnBand: 'low', customers: 63, averageLtv: 1349.21, averageChurnRisk: 0.16 },
      { ltvBand: 'low', churnBand: 'high', customers: 3, averageLtv: 95.76, averageChurnRisk: 0.8 },
    ],
  },
});

function row(name: string) {
  return within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
}

describe('performance report page', () => {
  it('shows the summary, graded campaigns with capped utilisation, and insights', async () => {
    mockApi(makeUser('analyst'), {
      'GET /api/reports/performance?period=30d&type=comprehensive': () => jsonResponse(200, makeReport()),
    });
    renderApp('/performance');
    expect(await screen.findByRole('heading', { name: 'Executive summary' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Performance Report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByText('$90,469')).toBeInTheDocument();
    expect(screen.getByText('$90,469 revenue on $30,363 spend (2.98× ROAS).')).toBeInTheDocument();
    expect(screen.getByText('24 Oct – 22 Nov 2026 · UTC')).toBeInTheDocument();

    expect(row('Alpha').getByText('A+')).toHaveAttribute('data-grade', 'A+');
    expect(row('Bravo').getByText('A')).toHaveAttribute('data-grade', 'A');
    expect(row('Charlie').getByText('B+')).toHaveAttribute('data-grade', 'B+');
    expect(row('Delta').getByText('B')).toHaveAttribute('data-grade', 'B');
    expect(row('Alpha').getByText('21.4%')).toBeInTheDocument();
    expect(row('Delta').getByText('100.0%')).toBeInTheDocument();
    expect(row('Delta').getByRole('progressbar', { name: 'Budget utilisation of Delta' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    expect(screen.getByRole('heading', { name: 'Move budget from Meta to Email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audience segments' })).not.toBeInTheDocument();
  });

  it('asks for the chosen period and type, shows the audience segments, and links the matching PDF', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(makeUser('analyst'), {
      'GET /api/reports/performance?period=30d&type=comprehensive': () => jsonResponse(200, makeReport()),
      'GET /api/reports/performance?period=90d&type=comprehensive': () => jsonResponse(200, makeReport()),
      'GET /api/reports/performance?period=90d&type=audience': () => jsonResponse(200, audienceReport),
    });
    renderApp('/performance');
    await screen.findByRole('heading', { name: 'Executive summary' }, LOAD);
    const pdf = () => screen.getByRole('link', { name: 'Export PDF' });
    expect(pdf()).toHaveAttribute('href', '/api/reports/performance.pdf?period=30d&type=comprehensive');
    expect(pdf()).toHaveAttribute('download');

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    await user.selectOptions(screen.getByLabelText('Report type'), 'Audience Insights');
    expect(await screen.findByRole('heading', { name: 'Audience segments' })).toBeInTheDocument();
    expect(pdf()).toHaveAttribute('href', '/api/reports/performance.pdf?period=90d&type=audience');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/reports/performance?period=90d&type=audience',
    );

    const segments = screen.getByRole('table', { name: /lifetime-value band/ });
    const high = within(within(segments).getByRole('row', { name: /High LTV/ }));
    expect(high.getByText('63')).toBeInTheDocument();
    expect(high.getByText('Avg LTV $1,349')).toBeInTheDocument();
    expect(high.getByText('Avg churn 16.0%')).toBeInTheDocument();
  });

  it('shows the server message and a retry when the report cannot be loaded', async () => {
    mockApi(makeUser('analyst'), {
      'GET /api/reports/performance?period=30d&type=comprehensive': () =>
        jsonResponse(403, { message: "You don't have permission to perform this action." }),
    });
    renderApp('/performance');
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(within(alert).getByText("You don't have permission to perform this action.")).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
