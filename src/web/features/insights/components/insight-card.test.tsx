import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InsightSummary } from '../../../../shared/analytics';
import { DEFAULT_CURRENCY } from '../../../../shared/currency';
import { DEFAULT_LOCALE } from '../../../../shared/locale';
import { AppProviders } from '../../../app/providers';
import { setDisplayCurrency, setDisplayLocale } from '../../../lib/display-currency';
import { createTestQueryClient, jsonResponse } from '../../../test/render-app';
import { stubApi } from '../../../test/stub-api';
import { makeInsight } from '../../analytics/test/analytics-fixtures';
import { insightsOf, useInsightList } from '../api/get-insights';
import { budgetTestEvidence, planReallocationEvidence } from '../test/insight-evidence';
import { insightPage } from '../test/insight-pages';
import { InsightCard } from './insight-card';

/**
 * Issue 32 on the cards: 'Why?' of a budget test and of a reallocation raised from a budget plan, in the workspace
 * currency, and a budget test started ('Start test', its dialog saying the day it ends) and undone like a
 * reallocation.
 */

const budgetTest = makeInsight({
  id: '3d1f0c52-8f3e-4a8e-9d55-1c0f7f1f4b21',
  title: 'Test a higher budget on Meta for Spring Sale',
  description: "Meta's spend never varied enough to tell what more of it would earn.",
  kind: 'budget_test',
  data: budgetTestEvidence(),
});
const planned = makeInsight({
  title: 'Move budget to Meta on Spring Sale',
  data: planReallocationEvidence(),
});

// Amounts in the workspace currency, not in dollars.
beforeEach(() => setDisplayCurrency('EUR'));
afterEach(() => setDisplayCurrency(DEFAULT_CURRENCY));

describe("'Why?' of budget advice", () => {
  it('a budget test says its channel, its spend now and during the test, its days and what it will tell', async () => {
    const user = userEvent.setup();
    render(<InsightCard insight={budgetTest} canManage action={null} />);
    expect(screen.getByText('Budget test')).toBeInTheDocument();
    await user.click(screen.getByText('Why?'));
    const why = within(screen.getByRole('group'));
    expect(why.getByText('Meta daily spend now €200 → during the test €350')).toBeVisible();
    expect(why.getByText('Now 20% → during the test 35%')).toBeVisible();
    expect(why.getByText('14 days from the day after it is started')).toBeVisible();
    expect(why.getByText(/^How Meta's revenue responds to a different spend/)).toBeVisible();
    expect(why.getByText('84 days of history')).toBeVisible();
  });

  it("a plan-based reallocation shows each channel's share now and under the plan, its returns, and the daily gain with its interval", async () => {
    const user = userEvent.setup();
    render(<InsightCard insight={planned} canManage action={null} />);
    await user.click(screen.getByText('Why?'));
    expect(screen.getByText('+€120 a day (80 % interval: €40 to €210)')).toBeVisible();
    expect(screen.getByText('Now €2,400 → plan €2,520')).toBeVisible();
    expect(screen.getByText('€1,000')).toBeVisible();

    const table = screen.getByRole('table', { name: /^Budget plan per channel/ });
    const cells = (channel: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${channel}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Channel', 'Share now → plan', 'Average ROAS', 'Marginal ROAS (80 % range)']);
    expect(cells('Meta')).toEqual(['30% → 40%', '2.40×', '2.90× (2.30× to 3.40×)']);
    expect(cells('Google Search')).toEqual(['50% → 45%', '3.60×', '1.60× (1.20× to 2.05×)']);
    // No curve for Email: no marginal return is claimed.
    expect(cells('Email')).toEqual(['20% → 15%', '2.00×', '—']);
    // The plan's table replaces the table of average returns alone.
    expect(screen.queryByRole('table', { name: 'Channel returns behind this recommendation' })).toBeNull();
  });
});

/** The open insights as a screen lists them: applying and undoing update the card through the list's cache. */
function OpenInsights({ canManage }: { canManage: boolean }) {
  const list = useInsightList({ status: 'open', limit: 20 });
  return (
    <>
      {insightsOf(list.data).map((insight) => (
        <InsightCard key={insight.id} insight={insight} canManage={canManage} action="Take Action" />
      ))}
    </>
  );
}

function renderList(canManage: boolean) {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <OpenInsights canManage={canManage} />
    </AppProviders>,
  );
}

const testBase = `/api/insights/${budgetTest.id}`;
const testPreview = {
  insightId: budgetTest.id,
  campaignId: budgetTest.campaignId,
  campaignName: 'Spring Sale',
  summary: 'Budget test: raise Meta from 20 % to 35 % for 14 days',
  before: { channelWeights: { 'Google Search': 0.5, Meta: 0.3, Email: 0.2 } },
  after: { channelWeights: budgetTestEvidence().weights },
  effectiveFrom: '2026-11-23',
};

describe('starting a budget test', () => {
  afterEach(() => setDisplayLocale(DEFAULT_LOCALE));

  it('is "Start test", reached and pressed from the keyboard, says when it ends, and is undone like a reallocation', async () => {
    const user = userEvent.setup();
    const started: InsightSummary = {
      ...budgetTest,
      appliedAt: '2026-11-22T10:00:00.000Z',
      status: 'applied',
    };
    const calls = stubApi(
      {
        'GET /api/insights': () => insightPage([budgetTest]),
        [`GET ${testBase}/preview`]: () => jsonResponse(200, testPreview),
        [`POST ${testBase}/apply`]: () => jsonResponse(200, { insight: started, preview: testPreview }),
        [`POST ${testBase}/undo`]: () => jsonResponse(200, budgetTest),
      },
      'marketing_manager',
    );
    renderList(true);

    const start = await screen.findByRole('button', { name: 'Start test' });
    // The keyboard reaches 'Why?' and then the button, as on every card.
    await user.tab();
    expect(screen.getByText('Why?')).toHaveFocus();
    await user.tab();
    expect(start).toHaveFocus();
    await user.keyboard('{Enter}');

    // Started, not applied: the dialog and its button say so, and the day the test ends (14 days, the first included).
    const dialog = await screen.findByRole('dialog', { name: 'Start budget test' });
    expect(
      await within(dialog).findByText(/Budget test: raise Meta from 20 % to 35 % for 14 days/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Starts on/)).toHaveTextContent(
      'Starts on Nov 23, 2026 and ends on Dec 6, 2026 (14 days); then the channel mix goes back to what it was.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start test' }));

    expect(await screen.findByText('Budget Test Started')).toBeInTheDocument();
    expect(screen.getByText(/from Nov 23, 2026 to Dec 6, 2026\. You can undo it/)).toBeInTheDocument();
    expect(await screen.findByText(/^Test started/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Start test' })).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.startsWith(testBase)).map((call) => `${call.method} ${call.url}`),
    ).toEqual([`GET ${testBase}/preview`, `POST ${testBase}/apply`, `POST ${testBase}/undo`]);
  });

  it("says the test's first and last day in the workspace locale, across a year's end", async () => {
    const user = userEvent.setup();
    setDisplayLocale('en-GB');
    const shortTest = { ...budgetTest, data: budgetTestEvidence({ days: 7 }) };
    stubApi(
      {
        'GET /api/insights': () => insightPage([shortTest]),
        [`GET ${testBase}/preview`]: () => jsonResponse(200, { ...testPreview, effectiveFrom: '2026-12-28' }),
      },
      'marketing_manager',
    );
    renderList(true);

    await user.click(await screen.findByRole('button', { name: 'Start test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start budget test' });
    expect(await within(dialog).findByText(/^Starts on/)).toHaveTextContent(
      'Starts on 28 Dec 2026 and ends on 3 Jan 2027 (7 days)',
    );
  });

  it('tells someone who may not start it why, in a description the keyboard reaches', async () => {
    stubApi({ 'GET /api/insights': () => insightPage([{ ...budgetTest, canApply: false }]) }, 'analyst');
    renderList(false);
    const start = await screen.findByRole('button', { name: 'Start test' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).toHaveAccessibleDescription('Only campaign managers can apply recommendations');
  });
});
