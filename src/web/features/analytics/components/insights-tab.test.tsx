import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InsightSummary } from '../../../../shared/analytics';
import { AppProviders } from '../../../app/providers';
import { createTestQueryClient, jsonResponse } from '../../../test/render-app';
import { type RecordedCall, stubApi, urlsOf } from '../../../test/stub-api';
import { anomalyEvidence, noteEvidence, pacingEvidence } from '../../insights/test/insight-evidence';
import { insightPage } from '../../insights/test/insight-pages';
import { makeAnalytics, makeInsight } from '../test/analytics-fixtures';
import { InsightsTab } from './insights-tab';

const finding = (i: number, overrides: Partial<InsightSummary> = {}) =>
  makeInsight({
    id: `finding-${i}`,
    title: `Finding ${i}`,
    kind: 'pacing',
    data: pacingEvidence(),
    actionRequired: false,
    ...overrides,
  });
const note = (i: number) =>
  makeInsight({
    id: `note-${i}`,
    title: `Not enough data yet for Campaign ${i}`,
    description: `Campaign ${i} has 2 days of delivery; insights need at least 7.`,
    kind: 'insufficient_data',
    type: 'performance_alert',
    data: noteEvidence(2),
  });

const query = (call: RecordedCall) => new URL(call.url, 'http://localhost').searchParams;
const isNotes = (call: RecordedCall) => query(call).get('kind') === 'insufficient_data';

/** GET /api/insights answered by `findings` for the list and `notes` for the notes section. */
function stubInsights(
  findings: (call: RecordedCall) => Response | Promise<Response>,
  notes: (call: RecordedCall) => Response = () => insightPage([]),
  role: Parameters<typeof stubApi>[1] = 'analyst',
) {
  return stubApi({ 'GET /api/insights': (call) => (isNotes(call) ? notes(call) : findings(call)) }, role);
}

function renderTab(path = '/analytics?tab=insights', { canManage = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/analytics',
        element: <InsightsTab data={makeAnalytics()} canManage={canManage} isSample={false} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const list = () => within(screen.getByRole('list', { name: 'Insights' }));

describe('AI Insights tab', () => {
  it('shows 20 open insights of 57 and walks the Link headers with Load more to the end', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 57 }, (_, i) => finding(i));
    const calls = stubInsights((call) => {
      const start = Number(query(call).get('cursor') ?? 0);
      const end = Math.min(start + 20, all.length);
      const next = end < all.length ? `/api/insights?status=open&limit=20&cursor=${end}` : undefined;
      return insightPage(all.slice(start, end), { total: 57, next });
    });
    renderTab();

    expect(await screen.findByText('Finding 19')).toBeInTheDocument();
    expect(screen.queryByText('Finding 20')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 57')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more insights' }));
    expect(await screen.findByText('Finding 39')).toBeInTheDocument();
    expect(screen.getByText('Showing 40 of 57')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more insights' }));
    expect(await screen.findByText('Finding 56')).toBeInTheDocument();
    expect(screen.getByText('Showing 57 of 57')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more insights' })).not.toBeInTheDocument();
    expect(list().getAllByRole('article')).toHaveLength(57);

    expect(urlsOf(calls, '/api/insights').filter((url) => !url.includes('insufficient_data'))).toEqual([
      '/api/insights?status=open&limit=20',
      '/api/insights?status=open&limit=20&cursor=20',
      '/api/insights?status=open&limit=20&cursor=40',
    ]);
  });

  it('keeps the kind and status filters in the URL and asks the server for them', async () => {
    const user = userEvent.setup();
    const calls = stubInsights((call) =>
      insightPage(
        query(call).get('status') === 'applied'
          ? [finding(1, { title: 'Applied one', status: 'applied', appliedAt: '2026-11-20T09:00:00.000Z' })]
          : [
              finding(2, {
                title: 'Resolved anomaly',
                status: 'resolved',
                resolvedAt: '2026-11-21T09:00:00.000Z',
              }),
            ],
      ),
    );
    const router = renderTab('/analytics?tab=insights&kind=anomaly&status=resolved');

    expect(await screen.findByText('Resolved anomaly')).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('anomaly');
    expect(screen.getByLabelText('Status')).toHaveValue('resolved');
    expect(urlsOf(calls, '/api/insights')).toContain('/api/insights?kind=anomaly&status=resolved&limit=20');

    await user.selectOptions(screen.getByLabelText('Status'), 'Applied');
    expect(await screen.findByText('Applied one')).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=applied');
    expect(router.state.location.search).toContain('tab=insights');
    expect(urlsOf(calls, '/api/insights')).toContain('/api/insights?kind=anomaly&status=applied&limit=20');

    await user.selectOptions(screen.getByLabelText('Kind'), 'All kinds');
    await waitFor(() => expect(router.state.location.search).not.toContain('kind='));
    await waitFor(() =>
      expect(urlsOf(calls, '/api/insights')).toContain('/api/insights?status=applied&limit=20'),
    );
    // Notes have their own section, so they are not a kind to filter the list by.
    expect(
      within(screen.getByLabelText('Kind'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All kinds', 'Anomaly', 'Budget reallocation', 'Budget test', 'Pacing', 'Ad fatigue']);
  });

  it('marks a resolved insight and offers no action on it', async () => {
    const resolved = makeInsight({
      title: 'Budget gap closed by itself',
      status: 'resolved',
      resolvedAt: '2026-11-21T09:00:00.000Z',
    });
    stubInsights(() => insightPage([resolved]), undefined, 'marketing_director');
    renderTab('/analytics?tab=insights&status=resolved', { canManage: true });
    const card = within(await screen.findByRole('article'));
    expect(card.getByText(/^Resolved Nov 21, 2026/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Apply Recommendation' })).not.toBeInTheDocument();
  });

  it('says what an anomaly is in words: metric, channel or all channels, expected against observed, dates', async () => {
    const user = userEvent.setup();
    const onMeta = finding(1, {
      title: 'Conversion rate dropped on Meta',
      kind: 'anomaly',
      data: anomalyEvidence({
        metric: 'conversionRate',
        channel: 'Meta',
        direction: 'down',
        firstDate: '2026-11-19',
        lastDate: '2026-11-21',
        expected: 2.5,
        observed: 1.2,
        pValue: 0.00002,
        sampleSize: 4210,
      }),
    });
    const everywhere = finding(2, {
      title: 'Spend spiked',
      kind: 'anomaly',
      data: anomalyEvidence({
        metric: 'spend',
        channel: null,
        direction: 'up',
        firstDate: '2026-11-21',
        lastDate: '2026-11-21',
        expected: 410,
        observed: 1240,
        pValue: 0.003,
        sampleSize: 28,
      }),
    });
    stubInsights(() => insightPage([onMeta, everywhere]));
    renderTab();

    expect(
      await screen.findByText(
        'Conversion rate on Meta was 1.2%, lower than the 2.5% expected, from Nov 19 to 21, 2026.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Spend across all channels was $1,240, higher than the $410 expected, on Nov 21, 2026.',
      ),
    ).toBeInTheDocument();

    const card = within(screen.getAllByRole('article')[1] as HTMLElement);
    await user.click(card.getByText('Why?'));
    expect(card.getByText('All channels')).toBeVisible();
    expect(card.getByText('$410 → $1,240')).toBeVisible();
    expect(card.getByText('0.003')).toBeVisible();
  });

  it('lists insufficient-data notes in their own section, whatever the number of findings', async () => {
    const findings = Array.from({ length: 20 }, (_, i) => finding(i));
    stubInsights(
      () => insightPage(findings, { total: 45, next: '/api/insights?status=open&limit=20&cursor=x' }),
      () => insightPage([note(1), note(2)]),
    );
    renderTab();
    const notes = within(await screen.findByRole('region', { name: 'Not enough data yet' }));
    expect(notes.getByText('Not enough data yet for Campaign 1')).toBeInTheDocument();
    expect(
      notes.getByText('Campaign 2 has 2 days of delivery; insights need at least 7.'),
    ).toBeInTheDocument();
    expect(list().queryByText(/Not enough data yet/)).not.toBeInTheDocument();
    expect(list().getAllByRole('article')).toHaveLength(20);
  });

  it('says so while loading, when there is nothing, and when the list fails, with a working Try again', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    let isFirst = true;
    let isHealthy = false;
    stubInsights(() => {
      if (isFirst) {
        isFirst = false;
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return isHealthy
        ? insightPage([])
        : jsonResponse(500, { message: 'Something went wrong on our side.' });
    });
    const router = renderTab();
    expect(await screen.findByText('Loading insights…')).toHaveAttribute('role', 'status');
    release(jsonResponse(503, { message: 'The service is temporarily unavailable.' }));

    // After the query client's two retries (their back-off is not waited out in tests).
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Insights could not be loaded')).toBeInTheDocument();
    isHealthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open recommendations')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=insights');
  });

  it('reports a failed Load more under the list, keeps what is shown, and keeps focus on the button', async () => {
    const user = userEvent.setup();
    let isHealthy = false;
    stubInsights((call) => {
      if (!query(call).get('cursor')) {
        return insightPage([finding(1), finding(2)], {
          total: 3,
          next: '/api/insights?status=open&limit=20&cursor=2',
        });
      }
      return isHealthy
        ? insightPage([finding(3)], { total: 3 })
        : jsonResponse(503, { message: 'The service is temporarily unavailable.' });
    });
    renderTab();
    const loadMore = await screen.findByRole('button', { name: 'Load more insights' });
    loadMore.focus();
    await user.keyboard('{Enter}');
    // After the query client's two retries.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load more: The service is temporarily unavailable.',
    );
    expect(screen.getByText('Finding 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more insights' })).toHaveFocus();

    isHealthy = true;
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Finding 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
