import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecommendationOutcome } from '../../../../shared/outcomes';
import { makeInsight } from '../../analytics/test/analytics-fixtures';
import { InsightCard } from './insight-card';

/** What a result measures once its window has passed: all empty before. */
const MEASURED_FIELDS = ['days', 'effect', 'margin', 'control', 'evidence', 'measuredAt'] as const;
const unmeasured = Object.fromEntries(MEASURED_FIELDS.map((field) => [field, null])) as Record<
  (typeof MEASURED_FIELDS)[number],
  null
>;
const pending: RecommendationOutcome = {
  status: 'pending',
  metric: 'roas',
  measurableOn: '2026-12-03',
  ...unmeasured,
};
const evidence = {
  before: { start: '2026-11-20', end: '2026-11-26' },
  after: { start: '2026-11-27', end: '2026-12-03' },
  treated: {
    before: { spend: 700, revenue: 1470, roas: 2.1 },
    after: { spend: 700, revenue: 1911, roas: 2.73 },
  },
  control: { before: { spend: 300, revenue: 600, roas: 2 }, after: { spend: 300, revenue: 615, roas: 2.05 } },
};
/** The 7-day result, measured. */
const measuredWeek: RecommendationOutcome = {
  ...pending,
  status: 'measured',
  days: 7,
  effect: 27.4,
  margin: 6.2,
  control: 'other_channels',
  evidence,
  measuredAt: '2026-12-04T06:00:00Z',
};

const card = (outcome: RecommendationOutcome | null) =>
  render(
    <InsightCard
      insight={makeInsight({ appliedAt: '2026-11-26T09:00:00Z', status: 'applied', outcome })}
      canManage
      action={null}
    />,
  );

describe('an applied recommendation shows its measured result', () => {
  it('says when the result will be measurable right after applying', () => {
    card(pending);
    expect(screen.getByText('Result measurable after Dec 3, 2026')).toBeInTheDocument();
  });

  it('shows the measured effect with its interval and the figures behind it', () => {
    card(measuredWeek);
    expect(screen.getByText('Measured: +27 % ROAS (±6 %) after 7 days')).toBeInTheDocument();
    expect(
      screen.getByText(/Changed channels 2\.10× → 2\.73× ROAS; other channels 2\.00× → 2\.05×/),
    ).toBeInTheDocument();
  });

  it('says plainly when there is no measurable effect, and shows nothing before anything was applied', () => {
    const { unmount } = card({ ...pending, status: 'no_effect', days: 14, effect: 1.2, margin: 8, evidence });
    expect(screen.getByText('No measurable effect after 14 days')).toBeInTheDocument();
    unmount();
    card(null);
    expect(screen.queryByText(/measurable|Measured/)).not.toBeInTheDocument();
  });

  it('says which day of data a passed window waits for, alone or beside the 7-day result', () => {
    const { unmount } = card({ ...pending, waitingFor: '2026-12-03' });
    expect(screen.getByText('Waiting for data to Dec 3, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Result measurable after/)).not.toBeInTheDocument();
    unmount();
    card({ ...measuredWeek, waitingFor: '2026-12-10' });
    expect(screen.getByText('Measured: +27 % ROAS (±6 %) after 7 days')).toBeInTheDocument();
    expect(screen.getByText('Waiting for data to Dec 10, 2026 to measure 14 days')).toBeInTheDocument();
  });
});
