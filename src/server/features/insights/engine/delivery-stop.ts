import { BASELINE_DAYS, type DayTest, MINIMUM_VOLUME } from './anomaly-settings';
import type { DayTotals, Series } from './types';

/** Delivery stop: a steady series (delivering on this share of baseline days) drops below this share of expected. */
const STEADY_SHARE = 0.8;
const STOP_SHARE = 0.1;

/** Days on which a steady series stopped delivering (spend and impressions under STOP_SHARE of expected). */
export function isStopped(
  series: Series,
  t: number,
  exclude: number,
  spend: DayTest | null,
  impressions: DayTest | null,
): boolean {
  if (!spend || spend.expected < MINIMUM_VOLUME.spend || spend.z > -3) return false;
  const from = Math.max(series.start, t - exclude - BASELINE_DAYS);
  const base = series.days.slice(from, t - exclude);
  const delivering = base.filter((d) => d.spend > 0 && d.impressions > 0).length;
  if (delivering < STEADY_SHARE * base.length) return false;
  const day = series.days[t] as DayTotals;
  return (
    day.spend <= STOP_SHARE * spend.expected &&
    (!impressions || day.impressions <= STOP_SHARE * impressions.expected)
  );
}
