import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../../test/render-app';
import { makeAnalytics } from '../test/analytics-fixtures';
import { NO_TRACK_RECORD, TRACK_RECORD } from '../test/forecast-accuracy-fixtures';

type Handler = Parameters<typeof mockApi>[1] extends Record<string, infer H> | undefined ? H : never;

/** An analyst's analytics page whose track record is answered by `accuracy`. */
function renderPage(accuracy: Handler) {
  const fetchMock = mockApi(makeUser('analyst'), {
    'GET /api/analytics/30d/all': () => jsonResponse(200, makeAnalytics()),
    'GET /api/analytics/7d/all': () => jsonResponse(200, makeAnalytics()),
    'GET /api/forecasts/accuracy': accuracy,
  });
  renderApp('/analytics');
  const accuracyCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/forecasts/accuracy').length;
  return { accuracyCalls };
}

const card = () => screen.getByRole('region', { name: 'Forecast accuracy' });
const findCard = () => screen.findByRole('region', { name: 'Forecast accuracy' });
/** A figure's tile: its name, its median absolute error, and what that is over. */
const tile = (label: string) =>
  [...(within(card()).getByText(label, { selector: 'dt' }).parentElement?.children ?? [])].map(
    (part) => part.textContent,
  );

describe('forecast accuracy on the analytics page', () => {
  it("shows a skeleton, then the track record: the summary and each figure's median absolute error", async () => {
    renderPage(() => jsonResponse(200, TRACK_RECORD));
    expect(await screen.findByText('Loading forecast accuracy')).toBeInTheDocument();

    expect(
      await within(card()).findByText(
        'Our forecasts for your campaigns were within 18 % on conversions, median of 12.',
      ),
    ).toBeInTheDocument();
    expect(within(card()).getByText('12 campaigns')).toBeInTheDocument();
    expect(card()).toHaveTextContent('whatever the period and channel above');
    expect(tile('Spend')).toEqual(['Spend', '±3.2%', 'median error, 12 campaigns']);
    expect(tile('Impressions')).toEqual(['Impressions', '±11.4%', 'median error, 12 campaigns']);
    expect(tile('Clicks')).toEqual(['Clicks', '±14.9%', 'median error, 12 campaigns']);
    expect(tile('Conversions')).toEqual(['Conversions', '±18.0%', 'median error, 11 campaigns']);
    // A figure no campaign has yet (no revenue tracked) shows no error rather than 0 %.
    expect(tile('Revenue')).toEqual(['Revenue', '—', 'no campaign yet']);
  });

  it('says there is no track record yet, why, and when there will be', async () => {
    renderPage(() => jsonResponse(200, NO_TRACK_RECORD));
    expect(await within(await findCard()).findByText('No track record yet')).toBeInTheDocument();
    expect(card()).toHaveTextContent(
      'Northstar keeps each forecast when a campaign launches from the wizard. A forecast counts here once its campaign has delivered for 7 days; none has yet.',
    );
    expect(within(card()).queryByText('Spend', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(card()).queryByText(/campaigns$/)).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads the track record, from the keyboard', async () => {
    let isDown = true;
    const { accuracyCalls } = renderPage(() =>
      isDown
        ? jsonResponse(503, { message: 'The database is not answering.' })
        : jsonResponse(200, TRACK_RECORD),
    );
    const alert = await within(await findCard()).findByRole('alert');
    expect(alert).toHaveTextContent('Forecast accuracy could not be loaded');
    expect(alert).toHaveTextContent('The database is not answering.');
    const tries = accuracyCalls();

    isDown = false;
    within(alert).getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(card()).findByText('12 campaigns')).toBeInTheDocument();
    expect(accuracyCalls()).toBe(tries + 1);
  });

  it('does not follow the period: another period keeps the card as it is', async () => {
    const { accuracyCalls } = renderPage(() => jsonResponse(200, TRACK_RECORD));
    expect(await within(await findCard()).findByText('12 campaigns')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    expect(await screen.findByRole('option', { name: 'Last 7 days', selected: true })).toBeInTheDocument();
    expect(within(card()).getByText('12 campaigns')).toBeInTheDocument();
    expect(accuracyCalls()).toBe(1);
  });
});
