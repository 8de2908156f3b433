import { type Comparison, comparisonOf, percentChange } from '../../../shared/analytics';
import { daysBetween } from '../../../shared/dates';
import { formatCalendarDate } from '../../../shared/locale';
import { REPORT_MESSAGES, type ReportDelta } from '../../../shared/reports';

export interface PreviousPeriod {
  previousStart: string;
  previousEnd: string;
  /** The workspace locale the reasons write their dates in (src/shared/locale.ts). */
  locale: string;
}

/** The previous period's first and last days as the reasons write them: in the workspace locale. */
function ends(period: PreviousPeriod): { start: string; end: string } {
  return {
    start: formatCalendarDate(period.previousStart, period.locale),
    end: formatCalendarDate(period.previousEnd, period.locale),
  };
}

/**
 * A change against the previous period of the same length, shown only when that period can carry one (at least
 * half its days with delivery); otherwise 'new' or 'n/a' with the reason.
 */
export function deltaFor(
  current: number,
  previous: number,
  comparison: Comparison,
  period: PreviousPeriod,
  previousText: string,
): ReportDelta {
  const { start, end } = ends(period);
  if (comparison.status === 'new') {
    return { change: null, status: 'new', reason: REPORT_MESSAGES.newNoPreviousDelivery(start, end) };
  }
  if (comparison.status === 'thin') {
    return {
      change: null,
      status: 'n/a',
      reason: REPORT_MESSAGES.thinPrevious(
        start,
        end,
        comparison.previousDaysWithData,
        comparison.previousDays,
      ),
    };
  }
  const change = percentChange(current, previous);
  if (change === null) return { change: null, status: 'n/a', reason: REPORT_MESSAGES.zeroBase(start, end) };
  return { change, status: 'compared', reason: REPORT_MESSAGES.comparedWith(start, end, previousText) };
}

/**
 * One campaign's change. The days it could have delivered in the previous period (from its start date) stand in
 * for its days with delivery there: the rollups that count delivery days are per workspace, not per campaign.
 */
export function campaignDeltaFor(
  campaign: { startDate: string; revenue: number },
  previousRevenue: number | undefined,
  period: PreviousPeriod,
  previousText: string,
): ReportDelta {
  if (previousRevenue === undefined) {
    const { start, end } = ends(period);
    return { change: null, status: 'new', reason: REPORT_MESSAGES.campaignNew(start, end) };
  }
  const { previousStart: start, previousEnd: end } = period;
  const days = daysBetween(start, end) + 1;
  const liveDays = Math.min(days, Math.max(0, daysBetween(campaign.startDate, end) + 1));
  const comparison = comparisonOf(liveDays, days);
  if (comparison.status !== 'compared') {
    return {
      change: null,
      status: 'n/a',
      reason: REPORT_MESSAGES.campaignThin(
        formatCalendarDate(campaign.startDate, period.locale),
        liveDays,
        days,
      ),
    };
  }
  return deltaFor(campaign.revenue, previousRevenue, comparison, period, previousText);
}
