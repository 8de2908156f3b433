import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InsightSummary } from '../../../../shared/analytics';
import { can, DASHBOARD_ACTIONS, ROLES, type Role } from '../../../../shared/roles';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, makeUser, mockApi } from '../../../test/render-app';
import { expectTexts } from '../../../test/text-assertions';
import { makeInsight } from '../../analytics/test/analytics-fixtures';
import { insightsPath } from '../../insights/api/get-insights';
import { noteEvidence, pacingEvidence } from '../../insights/test/insight-evidence';
import { insightPage, NOTES_PATH } from '../../insights/test/insight-pages';
import type { DashboardSummary } from '../api/get-dashboard-summary';
import { DATES, DEMO_SUMMARY, EMPTY_SUMMARY } from '../test/dashboard-fixtures';
import { DashboardPage } from './dashboard-page';
import { DASHBOARD_INSIGHT_LIMIT } from './insights-panel';
import { QUICK_ACTIONS } from './quick-actions';

/** Thirty days to Nov 22, 2026: `first` on the first day, `yesterday` on the 29th, `today` (so far) on the last. */
function days(first: number, yesterday: number, today: number): number[] {
  return [first, ...Array(27).fill((first + yesterday) / 2), yesterday, today];
}
const REAL_SUMMARY: DashboardSummary = {
  ...DEMO_SUMMARY,
  series: {
    dates: DATES,
    campaignsDelivering: days(6, 5, 5),
    revenue: days(10_400, 12_250, 5_100),
    spend: days(3_500, 4_100, 1_700),
    impressions: days(121_000, 143_000, 60_000),
    ctr: days(0.94, 0.88, 0.91),
  },
};

type Handlers = Parameters<typeof mockApi>[1];

/** The dashboard asks for the top three open insights. */
const OPEN_PATH = insightsPath({ status: 'open', limit: DASHBOARD_INSIGHT_LIMIT });

/** The dashboard with its two loads answered (a workspace without data, no insights, unless told otherwise). */
function mockDashboard(
  role: Role,
  {
    summary = () => jsonResponse(200, EMPTY_SUMMARY),
    insights = () => jsonResponse(200, []),
    ...rest
  }: Handlers & { summary?: () => Response; insights?: () => Response } = {},
) {
  return mockApi(makeUser(role), {
    'GET /api/dashboard/summary': summary,
    [`GET ${OPEN_PATH}`]: insights,
    [`GET ${NOTES_PATH}`]: () => insightPage([]),
    'GET /api/activity?limit=6': () => jsonResponse(200, []),
    'GET /api/workspace/admins': () => jsonResponse(200, [{ name: 'Ada Admin' }]),
    ...rest,
  });
}

const HEADER_ACTIONS = [
  { action: 'newCampaign', label: 'New Campaign', to: '/campaign/new' },
  { action: 'viewMessages', label: 'View Messages', to: '/admin' },
] as const;

function renderDashboard(role: Role, firstName = 'Dana', isNewAccount = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <DashboardPage user={makeUser(role, { firstName })} isNewAccount={isNewAccount} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('dashboard', () => {
  it.each(ROLES)('shows a %s exactly the actions DASHBOARD_ACTIONS allows', (role) => {
    mockDashboard(role);
    renderDashboard(role);

    // A plain user has none: no empty card, their account and access instead (dashboard-activity.test.tsx).
    const region = screen.queryByRole('region', { name: 'Quick Actions' });
    if (role === 'user') expect(region).not.toBeInTheDocument();
    const quickActions = within(region ?? document.createElement('section'));
    for (const { action, label, to } of QUICK_ACTIONS) {
      const link = quickActions.queryByRole('link', { name: label });
      if (can(role, DASHBOARD_ACTIONS[action])) expect(link).toHaveAttribute('href', to);
      else expect(link).not.toBeInTheDocument();
    }
    const allowedQuick = QUICK_ACTIONS.filter(({ action }) => can(role, DASHBOARD_ACTIONS[action]));
    expect(quickActions.queryAllByRole('link')).toHaveLength(allowedQuick.length);

    for (const { action, label, to } of HEADER_ACTIONS) {
      const links = screen.queryAllByRole('link', { name: label });
      const headerLink = links.find((link) => !link.closest('section'));
      if (can(role, DASHBOARD_ACTIONS[action])) expect(headerLink).toHaveAttribute('href', to);
      else expect(headerLink).toBeUndefined();
    }

    const basicUser = screen.queryByRole('heading', { name: 'Basic User' });
    if (role === 'user') {
      expect(basicUser).toBeInTheDocument();
      expect(
        screen.getByText(
          'Contact an admin to request elevated permissions for campaign management and analytics access.',
        ),
      ).toBeInTheDocument();
    } else {
      expect(basicUser).not.toBeInTheDocument();
    }
  });

  it('gives an admin all five quick actions in the spec order', () => {
    mockDashboard('admin');
    renderDashboard('admin');
    const names = within(screen.getByRole('region', { name: 'Quick Actions' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Create New Campaign',
      'View Analytics',
      'Manage Campaigns',
      'Performance Report',
      'View Messages',
    ]);
  });

  it('welcomes the user by first name, or as Marketing Manager without one', () => {
    mockDashboard('analyst');
    renderDashboard('analyst', 'Priya');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Priya');
  });

  it.each([
    ['user', 'Your first step: ask an administrator for the role that lets you build campaigns.'],
    ['analyst', "Your first step: open View Analytics to see how the workspace's campaigns perform."],
    ['marketing_manager', 'Your first step: create your first campaign with New Campaign.'],
    ['admin', 'Your first step: create your first campaign with New Campaign.'],
  ] as const)('welcomes a new %s to Northstar with a first step it can take', (role, firstStep) => {
    mockDashboard(role);
    renderDashboard(role, 'Priya', true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Northstar, Priya');
    expect(screen.getByText(firstStep)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('falls back to Marketing Manager when there is no first name', () => {
    mockDashboard('analyst');
    renderDashboard('analyst', '');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Marketing Manager');
  });

  it('shows the placeholder figures and sample insights, marked as sample, only for a workspace without data', async () => {
    mockDashboard('marketing_manager');
    renderDashboard('marketing_manager');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    expect(await overview.findByText('Sample data')).toBeInTheDocument();
    // The placeholder figures come from no source: the sample badge says so, not a provenance line.
    expect(overview.queryByTestId('provenance')).not.toBeInTheDocument();
    const figures: [string, string][] = [
      ['Active Campaigns', '0'],
      ['Average ROI', '+247%'],
      ['Impressions', '2.4M'],
      ['Average CTR', '3.8%'],
    ];
    for (const [label, value] of figures) {
      expect(overview.getByText(label)).toBeInTheDocument();
      expect(overview.getByText(value)).toBeInTheDocument();
    }

    const insights = within(screen.getByRole('region', { name: 'AI Insights & Recommendations' }));
    expect(await insights.findByText('Sample data')).toBeInTheDocument();
    expectTexts(insights, ['High impact', '92% confidence', 'Medium impact', '87% confidence']);
    expect(insights.queryByRole('button', { name: 'Take Action' })).not.toBeInTheDocument();

    // No made-up events: the workspace's own, here none yet.
    const activity = within(screen.getByRole('region', { name: 'Recent Activity' }));
    expect(await activity.findByText('Nothing has happened yet')).toBeInTheDocument();
    expect(activity.queryByText(/Summer Sale/)).not.toBeInTheDocument();
  });

  it('shows the workspace figures, not the sample, when there is data', async () => {
    mockDashboard('analyst', {
      summary: () => jsonResponse(200, REAL_SUMMARY),
      insights: () => jsonResponse(200, [makeInsight()]),
    });
    renderDashboard('analyst');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    expect(await overview.findByText('+198.1%')).toBeInTheDocument();
    expectTexts(overview, ['5', '3.7M', '0.9%', 'Last 30 days']);
    expect(overview.getByTestId('provenance')).toHaveTextContent(
      'Demo data (simulated delivery) · Dates in UTC',
    );
    expect(overview.queryByText('Sample data')).not.toBeInTheDocument();
    expect(overview.queryByText('+247%')).not.toBeInTheDocument();

    const insights = within(screen.getByRole('region', { name: 'AI Insights & Recommendations' }));
    expect(await insights.findByText(makeInsight().title)).toBeInTheDocument();
    expect(insights.queryByText('Sample data')).not.toBeInTheDocument();
    expect(insights.queryByText('Performance spike detected')).not.toBeInTheDocument();
    // An analyst may not change campaigns: the action is shown disabled, with the reason.
    const takeAction = insights.getByRole('button', { name: 'Take Action' });
    expect(takeAction).toHaveAttribute('aria-disabled', 'true');
    expect(takeAction).toHaveAccessibleDescription('Only campaign managers can apply recommendations');
  });

  it('says where the figures come from: the import date, and a stale Google Ads sync in words', async () => {
    mockDashboard('analyst', {
      summary: () =>
        jsonResponse(200, {
          ...REAL_SUMMARY,
          dataSource: 'mixed',
          provenance: {
            sources: ['imported', 'google-ads'],
            importedAt: '2026-11-20T10:00:00Z',
            syncedAt: null,
            stale: true,
            timeZone: 'Europe/Berlin',
          },
        }),
    });
    renderDashboard('analyst');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    const note = await overview.findByTestId('provenance');
    expect(note).toHaveTextContent(
      'Imported Nov 20, 2026 · Stale: Google Ads has not synced yet · Dates in Europe/Berlin',
    );
    expect(within(note).getByRole('button', { name: 'Imported Nov 20, 2026' })).toBeInTheDocument();
    expect(
      within(note).getByText('Stale: Google Ads has not synced yet').closest('.text-amber-800'),
    ).not.toBeNull();
  });

  it('shows a plain user no workspace figures: the Basic User notice instead, and nothing asked of the server', async () => {
    const fetchMock = mockDashboard('user', {
      summary: () => jsonResponse(200, REAL_SUMMARY),
      insights: () => jsonResponse(200, [makeInsight()]),
    });
    renderDashboard('user');
    expect(screen.getByRole('heading', { name: 'Basic User' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI Insights & Recommendations' })).not.toBeInTheDocument();
    expect(screen.queryByText('+198.1%')).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => /summary|insights|activity/.test(url))).toEqual([]);
  });

  it('says what each card measures on hover or focus, and counts campaigns delivering today', async () => {
    const user = userEvent.setup();
    mockDashboard('analyst', { summary: () => jsonResponse(200, REAL_SUMMARY) });
    renderDashboard('analyst');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    expect(await overview.findByText('+198.1%')).toBeInTheDocument();
    expect(overview.getByText('Delivering today')).toBeInTheDocument();
    expect(overview.getByText('Revenue over spend, last 30 days')).toBeInTheDocument();
    await user.hover(overview.getByRole('button', { name: 'What Average ROI measures' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/\(revenue − ad spend\) ÷ ad spend/);
  });

  it('shows the top three open insights with View all, the total, and the notes apart', async () => {
    const top = Array.from({ length: 3 }, (_, i) =>
      makeInsight({ id: `i${i}`, title: `Insight ${i}`, data: pacingEvidence(), kind: 'pacing' }),
    );
    const notes = [
      makeInsight({
        id: 'note-1',
        kind: 'insufficient_data',
        title: 'Not enough data yet for Spring Launch',
        description: 'Spring Launch has 3 days of delivery; insights need at least 7.',
        data: noteEvidence(3),
      }),
    ];
    const fetchMock = mockDashboard('analyst', {
      insights: () => insightPage(top, { total: 8, next: `${OPEN_PATH}&cursor=abc` }),
      [`GET ${NOTES_PATH}`]: () => insightPage(notes),
    });
    renderDashboard('analyst');
    const panel = within(await screen.findByRole('region', { name: 'AI Insights & Recommendations' }));
    expect(await panel.findByText('Insight 2')).toBeInTheDocument();
    // Notes never count among the insights.
    expect(panel.getAllByRole('article')).toHaveLength(3);
    expect(panel.getByText('Top 3 of 8, by impact')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'View all 8 insights' })).toHaveAttribute(
      'href',
      '/analytics?tab=insights',
    );
    expect(panel.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    const notesSection = within(await panel.findByRole('region', { name: 'Not enough data yet' }));
    expect(notesSection.getByText('Not enough data yet for Spring Launch')).toBeInTheDocument();
    // Only the first page is ever asked for.
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.includes('cursor='))).toEqual([]);
  });

  it('links to all insights without a count of the rest when the three are all there is', async () => {
    mockDashboard('analyst', {
      insights: () => insightPage([makeInsight({ id: 'only', title: 'The only one' })]),
    });
    renderDashboard('analyst');
    const panel = within(await screen.findByRole('region', { name: 'AI Insights & Recommendations' }));
    expect(await panel.findByText('The only one')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'View all 1 insight' })).toHaveAttribute(
      'href',
      '/analytics?tab=insights',
    );
    expect(panel.queryByText(/^Top /)).not.toBeInTheDocument();
  });

  it('shows on each card its change against the previous 30 days, in the unit that reads plainly', async () => {
    const user = userEvent.setup();
    mockDashboard('analyst', { summary: () => jsonResponse(200, REAL_SUMMARY) });
    renderDashboard('analyst');
    const card = (name: string) => within(screen.getByRole('group', { name }));
    expect(await screen.findByText('+198.1%')).toBeInTheDocument();
    expect(card('Active Campaigns').getByTestId('change')).toHaveTextContent('▼ 1');
    expect(card('Average ROI').getByTestId('change')).toHaveTextContent('▲ 4.2 pts');
    expect(card('Impressions').getByTestId('change')).toHaveTextContent('▲ 8.9 %');
    expect(card('Average CTR').getByTestId('change')).toHaveTextContent('▼ 5.3 %');

    expect(card('Average ROI').getByRole('button', { name: /▲ 4\.2/ })).toHaveAccessibleName(
      /Compared with the previous period, Sep 24 – Oct 23, 2026: \+193\.9% \(change in percentage points\)/,
    );
    await user.hover(card('Active Campaigns').getByTestId('change'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Compared with 30 days earlier: campaigns that delivered on Oct 23, 2026: 6',
    );
  });

  it.each([
    ['new', 0, 'new', /nothing was delivered in the previous period \(Sep 24 – Oct 23, 2026\)/],
    ['thin', 5, 'n/a', /had delivery on only 5 of 30 days, too few to compare with/],
  ] as const)(
    "shows no change when the previous period is %s (%i of 30 days with delivery), but '%s' with the reason",
    async (status, previousDaysWithData, shown, reason) => {
      mockDashboard('analyst', {
        summary: () =>
          jsonResponse(200, {
            ...REAL_SUMMARY,
            comparison: { status, previousDays: 30, previousDaysWithData },
            change: { activeCampaigns: null, averageRoi: null, totalReach: null, averageCtr: null },
          }),
      });
      renderDashboard('analyst');
      expect(await screen.findByText('+198.1%')).toBeInTheDocument();
      for (const name of ['Active Campaigns', 'Average ROI', 'Impressions', 'Average CTR']) {
        const card = within(screen.getByRole('group', { name }));
        expect(card.getByTestId('change'), name).toHaveTextContent(new RegExp(`^${shown}$`));
        expect(card.getByRole('button', { name: new RegExp(`^${shown} ?\\(`) })).toHaveAccessibleName(reason);
      }
    },
  );

  it('draws a 30-day sparkline per card whose accessible name says what it shows and where it went', async () => {
    mockDashboard('analyst', { summary: () => jsonResponse(200, REAL_SUMMARY) });
    renderDashboard('analyst');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    expect(await overview.findByText('+198.1%')).toBeInTheDocument();
    const lines = overview.getAllByRole('img').map((img) => img.getAttribute('aria-label'));
    expect(lines).toEqual([
      // The series are complete days: the last is yesterday.
      'Campaigns delivering per day, last 30 days: from 6 to 5 yesterday',
      'Revenue and ad spend per day, last 30 days: revenue from $10,400 to $5,100 yesterday; ad spend from $3,500 to $1,700 yesterday',
      'Impressions per day, last 30 days: from 121K to 60K yesterday',
      'CTR per day, last 30 days: from 0.9% to 0.9% yesterday',
    ]);
    for (const img of overview.getAllByRole('img')) {
      for (const path of img.querySelectorAll('path'))
        expect(path.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // The campaigns card says what its line counts.
    expect(
      within(screen.getByRole('group', { name: 'Active Campaigns' })).getByRole('button', {
        name: 'What Active Campaigns measures',
      }),
    ).toBeInTheDocument();
  });

  it('gives the sample figures no change and no line', async () => {
    mockDashboard('analyst');
    renderDashboard('analyst');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    expect(await overview.findByText('+247%')).toBeInTheDocument();
    expect(overview.queryAllByTestId('change')).toEqual([]);
    expect(overview.queryAllByRole('img')).toEqual([]);
  });

  it('shows the Connection Issue card with the error message when a load fails, and retries', async () => {
    const user = userEvent.setup();
    let summaryCalls = 0;
    mockDashboard('marketing_manager', {
      summary: () => {
        summaryCalls += 1;
        return summaryCalls === 1
          ? jsonResponse(403, { message: "You don't have permission to perform this action." })
          : jsonResponse(200, REAL_SUMMARY);
      },
    });
    renderDashboard('marketing_manager');
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Connection Issue' })).toBeInTheDocument();
    expect(within(card).getByText("You don't have permission to perform this action.")).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+198.1%')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connection Issue' })).not.toBeInTheDocument();
  });

  it('lets a manager preview, apply and undo a recommendation with Take Action', async () => {
    const user = userEvent.setup();
    const insight = makeInsight();
    const applied: InsightSummary = { ...insight, appliedAt: '2026-11-22T10:00:00.000Z', isRead: true };
    const preview = {
      insightId: insight.id,
      campaignId: insight.campaignId,
      campaignName: 'B2B Lead Generation',
      summary: 'Move 13 points of budget share from LinkedIn to Google Search',
      before: { channelWeights: { 'Google Search': 0.45, 'Google Display': 0.3, LinkedIn: 0.25 } },
      after: { channelWeights: { 'Google Search': 0.58, 'Google Display': 0.3, LinkedIn: 0.12 } },
      effectiveFrom: '2026-11-23',
    };
    const base = `/api/insights/${insight.id}`;
    const fetchMock = mockDashboard('marketing_manager', {
      summary: () => jsonResponse(200, REAL_SUMMARY),
      insights: () => jsonResponse(200, [insight]),
      [`GET ${base}/preview`]: () => jsonResponse(200, preview),
      [`POST ${base}/apply`]: () => jsonResponse(200, { insight: applied, preview }),
      [`POST ${base}/undo`]: () => jsonResponse(200, { ...applied, appliedAt: null }),
    });
    renderDashboard('marketing_manager');

    await user.click(await screen.findByRole('button', { name: 'Take Action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply recommendation' });
    const weights = await within(dialog).findByRole('table', { name: /Budget share per channel/ });
    const linkedIn = within(weights).getByRole('row', { name: /LinkedIn/ });
    expect(within(linkedIn).getByText('25%')).toBeInTheDocument();
    expect(within(linkedIn).getByText('12%')).toBeInTheDocument();
    expect(within(dialog).getByText('Nov 23, 2026')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Recommendation Applied')).toBeInTheDocument();
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByText(/^Applied /)).toBeInTheDocument();

    await user.click(undo);
    expect(await screen.findByRole('button', { name: 'Take Action' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toEqual(
      expect.arrayContaining([`GET ${base}/preview`, `POST ${base}/apply`, `POST ${base}/undo`]),
    );
    expect(calls.indexOf(`POST ${base}/apply`)).toBeLessThan(calls.indexOf(`POST ${base}/undo`));
  });

  it('explains in the dialog when the recommendation is information only', async () => {
    const user = userEvent.setup();
    const insight = makeInsight();
    mockDashboard('marketing_manager', {
      insights: () => jsonResponse(200, [insight]),
      [`GET /api/insights/${insight.id}/preview`]: () =>
        jsonResponse(400, { message: 'This insight has no change to apply; it is information only.' }),
    });
    renderDashboard('marketing_manager');
    await user.click(await screen.findByRole('button', { name: 'Take Action' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('This insight has no change to apply; it is information only.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('offers no Take Action for an insight with nothing to apply, and says so', async () => {
    const pacing = makeInsight({
      id: 'pacing',
      title: 'Brand Awareness Q4 is over-pacing',
      data: pacingEvidence({ baseline: 28000, value: 33000, change: 17.9, sampleSize: 40 }),
    });
    mockDashboard('marketing_manager', { insights: () => jsonResponse(200, [pacing]) });
    renderDashboard('marketing_manager');
    expect(await screen.findByText('Brand Awareness Q4 is over-pacing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Action' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Review this campaign yourself: there is no change Northstar can apply automatically.',
      ),
    ).toBeInTheDocument();
  });
});
