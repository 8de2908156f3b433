import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_SUMMARY } from '../test/dashboard-fixtures';
import { SummaryCards } from './summary-cards';

const SUMMARY = DEMO_SUMMARY;

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
