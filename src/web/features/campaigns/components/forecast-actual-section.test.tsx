import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUDGET_PLAN_MESSAGES } from '../../../../shared/budget-plan-rules';
import type { CampaignStatus } from '../../../../shared/campaigns';
import { jsonResponse, renderApp } from '../../../test/render-app';
import type { ApiHandler, RecordedCall } from '../../../test/stub-api';
import { makeCampaign, stubCampaignApi } from '../test/campaign-fixtures';
import { FORECAST_CAMPAIGN_ID, makeComparison, makeStoredForecast } from '../test/forecast-fixtures';

const FORECAST_PATH = `/api/campaigns/${FORECAST_CAMPAIGN_ID}/forecast`;

/** The campaign page of a campaign in `status`, with its forecast answered by `forecast`. */
function renderPage({
  forecast = () => jsonResponse(200, makeComparison()),
  status = 'active',
  currency = 'USD',
}: {
  forecast?: ApiHandler;
  status?: CampaignStatus;
  currency?: string;
} = {}) {
  const calls = stubCampaignApi({
    'GET /api/settings': () => jsonResponse(200, { currency, launchApproval: false }),
    [`GET /api/campaigns/${FORECAST_CAMPAIGN_ID}`]: () =>
      jsonResponse(200, makeCampaign({ id: FORECAST_CAMPAIGN_ID, status })),
    [`GET ${FORECAST_PATH}`]: forecast,
    // The budget plan beside it has nothing to show yet (its own tests are in budget-plan-section.test.tsx).
    [`GET /api/campaigns/${FORECAST_CAMPAIGN_ID}/budget-plan`]: () =>
      jsonResponse(404, { message: BUDGET_PLAN_MESSAGES.noData }),
    'GET /api/insights': () => jsonResponse(200, []),
  });
  renderApp(`/campaigns/${FORECAST_CAMPAIGN_ID}/edit`);
  return calls;
}

const section = () => screen.getByRole('region', { name: 'Forecast vs actual' });
const forecastCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url === FORECAST_PATH);

/** A figure's row as it reads: figure, forecast to date, actual to date, error, whole forecast. */
function rowCells(table: HTMLElement, figure: string): string[] {
  const row = within(table).getByRole('rowheader', { name: figure }).closest('tr') as HTMLElement;
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

describe('forecast vs actual on the campaign page', () => {
  it('shows a skeleton, then the forecast kept at launch scaled to the days elapsed against actual, with the error', async () => {
    renderPage();
    expect(await screen.findByText('Loading the forecast')).toBeInTheDocument();

    const table = await screen.findByRole('table', {
      name: 'Forecast against actual after 10 of 30 days',
    });
    expect(section()).toHaveTextContent('Kept at launch, Mar 1, 2026');
    expect(within(section()).getByText('Forecast basis:').parentElement).toHaveTextContent(
      'Forecast basis: Your results + benchmarks',
    );
    expect(section()).toHaveTextContent(
      'Day 10 of 30: the forecast is scaled to the days elapsed (33% of it) and set against what the campaign delivered to date.',
    );

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Figure',
      'Forecast to date',
      'Actual to date',
      'Actual against forecast',
      'Error',
      'Forecast, 30 days',
    ]);
    expect(rowCells(table, 'Spend')).toEqual(['Spend', '$2,000', '$2,000', '', 'on forecast', '$6,000']);
    expect(rowCells(table, 'Impressions')).toEqual([
      'Impressions',
      '160,000',
      '140,000',
      '',
      '-12.5% below',
      '480,000',
    ]);
    expect(rowCells(table, 'Clicks')).toEqual(['Clicks', '1,800', '2,160', '', '+20.0% above', '5,400']);
    expect(rowCells(table, 'Conversions')).toEqual(['Conversions', '54', '41', '', '-24.1% below', '162']);
    expect(rowCells(table, 'Revenue')).toEqual([
      'Revenue',
      '$5,220',
      '$5,742',
      '',
      '+10.0% above',
      '$15,660',
    ]);
  });

  it('writes money in the workspace currency and keeps the decimals of a few expected conversions', async () => {
    const forecast = makeStoredForecast({
      figures: { spend: 300, impressions: 30_000, clicks: 240, conversions: 6, revenue: 540 },
    });
    renderPage({
      currency: 'EUR',
      forecast: () =>
        jsonResponse(
          200,
          makeComparison({
            forecast,
            elapsedDays: 3,
            actual: { spend: 31.5, impressions: 2800, clicks: 20, conversions: 1, revenue: 60 },
          }),
        ),
    });
    const table = await screen.findByRole('table', { name: /after 3 of 30 days/ });
    expect(rowCells(table, 'Spend')).toEqual(['Spend', '€30.00', '€31.50', '', '+5.0% above', '€300']);
    expect(rowCells(table, 'Conversions')).toEqual(['Conversions', '0.60', '1', '', '+66.7% above', '6']);
  });

  it('says a figure has no error where nothing was expected of it', async () => {
    const comparison = makeComparison();
    renderPage({
      forecast: () =>
        jsonResponse(200, {
          ...comparison,
          expectedToDate: { ...comparison.expectedToDate, revenue: 0 },
          error: { ...comparison.error, revenue: null },
        }),
    });
    const table = await screen.findByRole('table', { name: /Forecast against actual/ });
    expect(rowCells(table, 'Revenue')).toEqual(['Revenue', '$0', '$5,742', '', '—', '$15,660']);
  });

  it('on a phone shows each figure as a card with the same facts', async () => {
    // Below Tailwind's sm breakpoint (40rem) no media query for wider screens matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Forecast against actual after 10 of 30 days' });
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
    const clicks = within(list).getByRole('heading', { name: 'Clicks' }).closest('li') as HTMLElement;
    expect(clicks).toHaveTextContent('Error: +20.0% above');
    const figure = (label: string) => within(clicks).getByText(label).nextElementSibling?.textContent;
    expect(figure('Forecast')).toBe('1,800');
    expect(figure('Actual')).toBe('2,160');
    expect(figure('All 30 days')).toBe('5,400');
  });

  it('before the first full day says the campaign has not started and shows the whole forecast', async () => {
    renderPage({ forecast: () => jsonResponse(200, makeComparison({ elapsedDays: 0 })) });
    expect(await screen.findByText('Not started yet')).toBeInTheDocument();
    expect(section()).toHaveTextContent(
      'It runs Mar 1 – 30, 2026. Actuals appear here after its first full day',
    );
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
    const whole = within(section()).getByRole('heading', { name: 'Forecast for all 30 days' });
    const figure = (label: string) =>
      within(whole.parentElement as HTMLElement).getByText(label, { selector: 'dt' }).nextElementSibling
        ?.textContent;
    expect(figure('Spend')).toBe('$6,000');
    expect(figure('Impressions')).toBe('480,000');
    expect(figure('Conversions')).toBe('162');
    expect(figure('Revenue')).toBe('$15,660');
  });

  it('says so when no forecast was kept (launched before forecasts were kept, imported, or no audience)', async () => {
    renderPage({ forecast: () => jsonResponse(200, makeComparison({ forecast: null })) });
    expect(await screen.findByText('No forecast for this campaign')).toBeInTheDocument();
    expect(section()).toHaveTextContent(
      'This one launched before forecasts were kept, came from an import, or had no audience to forecast from',
    );
    expect(section()).not.toHaveTextContent('Kept at launch');
  });

  it('shows the error with a retry that loads the comparison, from the keyboard', async () => {
    let isDown = true;
    const calls = renderPage({
      forecast: () =>
        isDown
          ? jsonResponse(500, { message: 'Something went wrong on our side.' })
          : jsonResponse(200, makeComparison()),
    });
    const alert = await within(await screen.findByRole('region', { name: 'Forecast vs actual' })).findByRole(
      'alert',
    );
    expect(alert).toHaveTextContent('The forecast could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    const tries = forecastCalls(calls).length;

    isDown = false;
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: /Forecast against actual/ })).toBeInTheDocument();
    expect(forecastCalls(calls).length).toBe(tries + 1);
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['draft', 'pending_approval'] as const)(
    'is not shown for a campaign not launched yet (%s)',
    async (status) => {
      const calls = renderPage({ status });
      expect(await screen.findByRole('region', { name: 'Budget plan' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Forecast vs actual' })).not.toBeInTheDocument();
      expect(forecastCalls(calls)).toEqual([]);
    },
  );
});
