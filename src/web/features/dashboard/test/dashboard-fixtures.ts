import { TEST_PERIOD_DATES } from '../../../test/period';
import { DEMO_PROVENANCE } from '../../../test/provenance';
import type { DashboardSummary } from '../api/get-dashboard-summary';

/** The thirty days to Nov 22, 2026. */
export const DATES = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10),
);

type Figures = Omit<DashboardSummary['series'], 'dates'>;

/** A series whose thirty days each have `day`'s figures. */
function everyDay(day: { [K in keyof Figures]: number }): DashboardSummary['series'] {
  const figures = Object.entries(day).map(([key, value]) => [key, Array(30).fill(value)]);
  return { dates: DATES, ...(Object.fromEntries(figures) as Figures) };
}

/** A workspace without data: every figure 0, nothing to compare with. */
export const EMPTY_SUMMARY: DashboardSummary = {
  hasData: false,
  dataSource: 'none',
  provenance: { ...DEMO_PROVENANCE, sources: [] },
  activeCampaigns: 0,
  averageRoi: 0,
  totalReach: 0,
  averageCtr: 0,
  periodLabel: 'Last 30 days',
  period: TEST_PERIOD_DATES,
  previous: { activeCampaigns: 0, averageRoi: 0, totalReach: 0, averageCtr: 0 },
  comparison: { status: 'new', previousDays: 30, previousDaysWithData: 0 },
  change: { activeCampaigns: null, averageRoi: null, totalReach: null, averageCtr: null },
  pacing: { onTrack: 0, under: 0, over: 0 },
  series: everyDay({ campaignsDelivering: 0, revenue: 0, spend: 0, impressions: 0, ctr: 0 }),
};

/** The demo workspace's figures against the thirty days before, each day of the series alike. */
export const DEMO_SUMMARY: DashboardSummary = {
  ...EMPTY_SUMMARY,
  hasData: true,
  dataSource: 'demo',
  provenance: DEMO_PROVENANCE,
  activeCampaigns: 5,
  averageRoi: 198.06,
  totalReach: 3_704_240,
  averageCtr: 0.9,
  previous: { activeCampaigns: 6, averageRoi: 193.86, totalReach: 3_401_000, averageCtr: 0.95 },
  comparison: { status: 'compared', previousDays: 30, previousDaysWithData: 30 },
  change: { activeCampaigns: -1, averageRoi: 4.2, totalReach: 8.9, averageCtr: -5.3 },
  series: everyDay({ campaignsDelivering: 5, revenue: 10_000, spend: 3_500, impressions: 123_000, ctr: 0.9 }),
};
