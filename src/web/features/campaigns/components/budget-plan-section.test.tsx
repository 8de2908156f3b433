import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InsightSummary } from '../../../../shared/analytics';
import { BUDGET_PLAN_LIMITS } from '../../../../shared/budget-plan-rules';
import { formatMoney } from '../../../lib/format';
import { jsonResponse, renderApp } from '../../../test/render-app';
import type { ApiHandler, RecordedCall } from '../../../test/stub-api';
import {
  BASE_DAILY_BUDGET,
  budgetInsight,
  budgetPlanAnswer,
  EMAIL_TEST,
  expectedRevenueOf,
  insufficientDataPlan,
  insufficientVariationPlan,
  META_TEST,
  PLAN_CAMPAIGN_ID,
  whatIfOf,
} from '../test/budget-plan-fixtures';
import { makeCampaign, stubCampaignApi } from '../test/campaign-fixtures';
import { makeComparison } from '../test/forecast-fixtures';

// jsdom has no ResizeObserver; Radix Slider measures its thumbs with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const PLAN_PATH = `/api/campaigns/${PLAN_CAMPAIGN_ID}/budget-plan`;

/** The insights list: `insights` answer the lists whose kind and status they have. */
function insightsHandler(insights: InsightSummary[]): ApiHandler {
  return (call) => {
    const query = new URL(call.url, 'http://localhost').searchParams;
    const page = insights.filter(
      (insight) => insight.kind === query.get('kind') && insight.status === query.get('status'),
    );
    return new Response(JSON.stringify(page), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-total-count': String(page.length) },
    });
  };
}

/** The campaign page with the budget plan answered by `plan` (the fixture's curves by default). */
function renderPage({
  plan = (call: RecordedCall) => jsonResponse(200, budgetPlanAnswer(whatIfOf(call.url))),
  insights = [] as InsightSummary[],
}: {
  plan?: ApiHandler;
  insights?: InsightSummary[];
} = {}) {
  const calls = stubCampaignApi({
    [`GET /api/campaigns/${PLAN_CAMPAIGN_ID}`]: () =>
      jsonResponse(200, makeCampaign({ id: PLAN_CAMPAIGN_ID })),
    [`GET ${PLAN_PATH}`]: plan,
    // The page's forecast against actual (issue 33; its own tests are in forecast-actual-section.test.tsx).
    [`GET /api/campaigns/${PLAN_CAMPAIGN_ID}/forecast`]: () =>
      jsonResponse(200, makeComparison({ forecast: null })),
    'GET /api/insights': insightsHandler(insights),
  });
  renderApp(`/campaigns/${PLAN_CAMPAIGN_ID}/edit`);
  return calls;
}

const planRegion = () => screen.getByRole('region', { name: 'Budget plan' });
const whatIfResult = () => screen.getByRole('status', { name: 'What-if result' });
const planCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.split('?')[0] === PLAN_PATH).map((call) => call.url);
/** The what-if questions asked, as the fixture reads them back. */
const askedWhatIfs = (calls: RecordedCall[]) => planCalls(calls).map(whatIfOf);

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** The what-if result says which budget and split it is for, and their expected daily revenue. */
function expectWhatIf(context: string, revenue: number) {
  expect(whatIfResult()).toHaveTextContent(context);
  expect(figure(whatIfResult(), 'Expected daily revenue')).toHaveTextContent(`${formatMoney(revenue)} a day`);
}

describe('budget plan on the campaign page', () => {
  it('shows a skeleton, then expected revenue now and under the plan, the gain with its interval, the curves and the split', async () => {
    renderPage();
    expect(await screen.findByText('Loading the budget plan')).toBeInTheDocument();

    const gain = await screen.findByText('Expected gain', { selector: 'dt' });
    const plan = budgetPlanAnswer();
    const region = planRegion();
    expect(figure(region, 'Expected daily revenue now')).toHaveTextContent(
      formatMoney(plan.expected.current.expected),
    );
    expect(figure(region, 'Under the recommended split')).toHaveTextContent(
      formatMoney(plan.expected.plan.expected),
    );
    expect(gain.nextElementSibling).toHaveTextContent(`+${formatMoney(plan.gain.expected)} a day`);
    expect(region).toHaveTextContent(
      `80 %: +${formatMoney(plan.gain.low)} to +${formatMoney(plan.gain.high)} · 91% likely to earn more`,
    );
    expect(region).toHaveTextContent(plan.summary);

    // One curve per channel, each a chart with its points as a table for screen readers.
    for (const channel of ['Google Search', 'Meta', 'Email']) {
      expect(
        within(region).getByRole('group', { name: `${channel}: expected daily revenue against daily spend` }),
      ).toBeInTheDocument();
    }
    expect(within(region).getByRole('table', { name: /^Meta response curve/ })).toBeInTheDocument();

    // The split: now and recommended, with the marginal return at today's spend and its interval.
    const split = within(region).getByRole('table', { name: /^Channel split at \$1,500 a day/ });
    const email = within(split).getByRole('row', { name: /Email/ });
    const meta = plan.channels.find((channel) => channel.channel === 'Meta');
    expect(email).toHaveTextContent('20%');
    expect(email).toHaveTextContent('12%');
    expect(email).toHaveTextContent('▼ 8.0 pts');
    expect(within(split).getByRole('row', { name: /Meta/ })).toHaveTextContent(
      `${meta?.marginalRoas?.toFixed(2)}×80 %: ${meta?.marginalRoasRange?.low.toFixed(2)}–${meta?.marginalRoasRange?.high.toFixed(2)}×`,
    );
  });

  it('moves the daily budget with the keyboard, asks the API for it and shows its expected revenue; Reset goes back', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    const slider = await screen.findByRole('slider', { name: 'Daily budget' });
    expect(slider).toHaveAttribute('aria-valuenow', String(BASE_DAILY_BUDGET));
    expect(slider).toHaveAttribute('aria-valuemin', '400');
    expect(slider).toHaveAttribute('aria-valuemax', '3000');
    expectWhatIf("At $1,500 a day with today's split", expectedRevenueOf({}));

    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '1550');
    expect(screen.getByText('$1,550 a day')).toBeInTheDocument();
    await waitFor(() =>
      expectWhatIf("At $1,550 a day with today's split", expectedRevenueOf({ dailyBudget: 1550 })),
    );
    expect(askedWhatIfs(calls)).toContainEqual({ dailyBudget: 1550 });

    await user.keyboard('{End}');
    await waitFor(() =>
      expectWhatIf("At $3,000 a day with today's split", expectedRevenueOf({ dailyBudget: 3000 })),
    );
    const change = expectedRevenueOf({ dailyBudget: 3000 }) - expectedRevenueOf({});
    expect(figure(whatIfResult(), 'Change from now')).toHaveTextContent(`+${formatMoney(change)} a day`);
    // The curves follow the answer: the split table is at the new budget.
    expect(
      within(planRegion()).getByRole('table', { name: /^Channel split at \$3,000 a day/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(slider).toHaveAttribute('aria-valuenow', String(BASE_DAILY_BUDGET));
    await waitFor(() => expectWhatIf("At $1,500 a day with today's split", expectedRevenueOf({})));
    expect(figure(whatIfResult(), 'Change from now')).toHaveTextContent('No change');
  });

  it("slides one channel's share, scales the others in proportion and asks for that split", async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    await user.selectOptions(await screen.findByLabelText('Channel'), 'Meta');
    const share = screen.getByRole('slider', { name: 'Share of the budget for Meta' });
    expect(share).toHaveAttribute('aria-valuenow', '30');

    share.focus();
    await user.keyboard('{PageUp}');
    expect(share).toHaveAttribute('aria-valuenow', '40');
    // Google Search and Email had 50 and 20: they keep that ratio in the 60 left.
    const split = { 'Google Search': 0.429, Meta: 0.4, Email: 0.171 };
    await waitFor(() => expect(askedWhatIfs(calls)).toContainEqual({ split }));
    await waitFor(() => expectWhatIf('At $1,500 a day with your split', expectedRevenueOf({ split })));
    expect(
      screen.getByRole('group', { name: 'Meta: expected daily revenue against daily spend' }),
    ).toBeInTheDocument();
  });

  it('keeps the previous answer on screen, marked busy, while the next one loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPage({
      plan: async (call) => {
        const whatIf = whatIfOf(call.url);
        if (whatIf.dailyBudget) await held;
        return jsonResponse(200, budgetPlanAnswer(whatIf));
      },
    });
    const slider = await screen.findByRole('slider', { name: 'Daily budget' });
    slider.focus();
    await user.keyboard('{ArrowLeft}');

    await waitFor(() => expect(whatIfResult()).toHaveAttribute('aria-busy', 'true'));
    expect(within(whatIfResult()).getByText('Updating')).toBeInTheDocument();
    expectWhatIf("At $1,500 a day with today's split", expectedRevenueOf({}));

    release();
    await waitFor(() =>
      expectWhatIf("At $1,450 a day with today's split", expectedRevenueOf({ dailyBudget: 1450 })),
    );
    expect(whatIfResult()).toHaveAttribute('aria-busy', 'false');
  });

  it("says why a what-if could not be worked out, keeps the plan's figures and asks again on Try again", async () => {
    const user = userEvent.setup();
    let isRefused = true;
    renderPage({
      plan: (call) => {
        const whatIf = whatIfOf(call.url);
        return whatIf.dailyBudget && isRefused
          ? jsonResponse(503, {
              message: 'The service is temporarily unavailable. Please try again shortly.',
            })
          : jsonResponse(200, budgetPlanAnswer(whatIf));
      },
    });
    const slider = await screen.findByRole('slider', { name: 'Daily budget' });
    slider.focus();
    await user.keyboard('{Home}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The what-if could not be worked out');
    expect(screen.getByText('Expected daily revenue now', { selector: 'dt' })).toBeInTheDocument();

    isRefused = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expectWhatIf("At $400 a day with today's split", expectedRevenueOf({ dailyBudget: 400 })),
    );
  });

  it('says why the plan could not be loaded and loads it again on Try again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderPage({
      plan: () =>
        isDown
          ? jsonResponse(503, {
              message: 'The service is temporarily unavailable. Please try again shortly.',
            })
          : jsonResponse(200, budgetPlanAnswer()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The budget plan could not be loaded');
    expect(alert).toHaveTextContent('temporarily unavailable');

    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('slider', { name: 'Daily budget' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there are not enough days yet, with the days each channel has', async () => {
    renderPage({ plan: () => jsonResponse(200, insufficientDataPlan()) });
    expect(await screen.findByText('Not enough days yet')).toBeInTheDocument();
    expect(planRegion()).toHaveTextContent(
      `needs ${BUDGET_PLAN_LIMITS.minDays} days with spend in at least two channels`,
    );
    expect(planRegion()).toHaveTextContent('So far: Google Search 9 days, Meta 9 days.');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('says plainly when the spend did not vary enough, proposes the budget tests and marks the channels without a curve', async () => {
    renderPage({ plan: () => jsonResponse(200, insufficientVariationPlan()) });
    expect(
      await screen.findByText('The spend did not vary enough to tell a curve from a line'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByText('Expected gain')).not.toBeInTheDocument();
    expect(planRegion()).toHaveTextContent('Meta and Email spent about the same every day');

    const tests = within(screen.getByRole('list', { name: 'Proposed budget tests' })).getAllByRole(
      'listitem',
    );
    expect(tests).toHaveLength(2);
    expect(tests[0]).toHaveTextContent('Raise Meta to 45% for 14 days');
    expect(tests[0]).toHaveTextContent(META_TEST.reason);
    expect(tests[1]).toHaveTextContent('Lower Email to 5% for 14 days');
    expect(tests[1]).toHaveTextContent(EMAIL_TEST.reason);

    const meta = screen.getByRole('article', { name: /Meta/ });
    expect(within(meta).getByText('Curve not fitted')).toBeInTheDocument();
    expect(meta).toHaveTextContent('too little variation to tell a curve from a line');
    const search = screen.getByRole('article', { name: /Google Search/ });
    expect(within(search).queryByText('Curve not fitted')).not.toBeInTheDocument();
    expect(
      within(search).getByRole('group', {
        name: 'Google Search: expected daily revenue against daily spend',
      }),
    ).toBeInTheDocument();
  });

  it("lists the campaign's open and applied budget recommendations with the measured result", async () => {
    const applied = budgetInsight('budget_test', {
      status: 'applied',
      appliedAt: '2026-11-01T09:00:00.000Z',
      outcome: {
        status: 'measured',
        metric: 'roas',
        measurableOn: '2026-11-08',
        days: 14,
        effect: 6.2,
        margin: 3.1,
        control: 'other_channels',
        evidence: null,
        measuredAt: '2026-11-16T02:00:00.000Z',
      },
    });
    const calls = renderPage({ insights: [budgetInsight('channel_reallocation'), applied] });
    const list = await screen.findByRole('list', { name: 'Budget recommendations' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Move budget from Email to Meta on Spring Launch');
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Apply Recommendation' }),
    ).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Test a higher Meta budget on Spring Launch');
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Measured: +6 % ROAS (±3 %) after 14 days');
    expect(
      calls
        .filter((call) => call.url.startsWith('/api/insights'))
        .map((call) => new URL(call.url, 'http://localhost').searchParams.toString()),
    ).toEqual(
      expect.arrayContaining([
        `kind=channel_reallocation&campaignId=${PLAN_CAMPAIGN_ID}&status=open&limit=20`,
        `kind=budget_test&campaignId=${PLAN_CAMPAIGN_ID}&status=applied&limit=20`,
      ]),
    );
  });

  it('says when the campaign has no budget recommendations yet', async () => {
    renderPage();
    expect(await screen.findByText('No budget recommendations yet')).toBeInTheDocument();
  });
});
