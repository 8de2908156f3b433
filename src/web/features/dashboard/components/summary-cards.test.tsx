import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_PERIOD_DATES } from '../../../test/period';
import { DEMO_PROVENANCE } from '../../analytics/test/analytics-fixtures';
import type { DashboardSummary } from '../api/get-dashboard-summary';
import { SummaryCards } from './summary-cards';

const DAYS = 30;
const SUMMARY: DashboardSummary = {
  hasData: true,
  dataSource: 'demo',
  provenance: DEMO_PROVENANCE,
  activeCampaigns: 5,
  averageRoi: 198.06,
  totalReach: 3_704_240,
  averageCtr: 0.9,
  periodLabel: 'Last 30 days',
  period: TEST_PERIOD_DATES,
  previous: { activeCampaigns: 6, averageRoi: 193.86, totalReach: 3_401_000, averageCtr: 0.95 },
  comparison: { status: 'compared', previousDays: DAYS, previousDaysWithData: DAYS },
  change: { activeCampaigns: -1, averageRoi: 4.2, totalReach: 8.9, averageCtr: -5.3 },
  pacing: { onTrack: 0, under: 0, over: 0 },
  series: {
    dates: Array.from({ length: DAYS }, (_, i) =>
      new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10),
    ),
    campaignsDelivering: Array(DAYS).fill(5),
    revenue: Array(DAYS).fill(10_000),
    spend: Array(DAYS).fill(3_500),
    impressions: Array(DAYS).fill(123_000),
    ctr: Array(DAYS).fill(0.9),
  },
};

/**
 * Issue 30, item 5: the card counts impressions (its footnote and definition say so), so it is named for them,
 * never "Reach" (people reached, a different and smaller figure).
 */
describe('the impressions card', () => {
  it.each([
    ['with figures', SUMMARY, '3.7M'],
    ['with sample figures', { ...SUMMARY, hasData: false }, '2.4M'],
  ])('is named Impressions %s', (_, summary, figure) => {
    render(<SummaryCards summary={summary} />);
    const card = within(screen.getByRole('group', { name: 'Impressions' }));
    expect(card.getByText(figure)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'What Impressions measures' })).toBeInTheDocument();
    expect(screen.queryByText(/reach/i)).not.toBeInTheDocument();
  });

  it('is named Impressions while it loads', () => {
    render(<SummaryCards summary={undefined} />);
    expect(screen.getByRole('group', { name: 'Impressions' })).toBeInTheDocument();
    expect(screen.queryByText(/reach/i)).not.toBeInTheDocument();
  });
});
