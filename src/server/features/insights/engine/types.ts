import { formatMoney, formatWholeMoney } from '../../../../shared/currency';
import type { InsightData, InsightKind } from '../../../../shared/insights';
import { formatCalendarDayMonth } from '../../../../shared/locale';
import type { campaigns } from '../../../db/schema';

/** What the detectors share: findings, the campaign's data laid out by day, and small formatting helpers. */

export type Impact = 'high' | 'medium' | 'low';
export type CampaignRow = typeof campaigns.$inferSelect;

interface FindingFields {
  userId: string;
  campaignId: string;
  /** Unique name of a new row (the column's unique index keeps re-runs from duplicating it). */
  fingerprint: string;
  /**
   * The condition this finding is about, across runs: an open stored row with the same identity is this finding
   * continued (updated), and an open row whose identity no run finds any more has ended (resolved).
   */
  identity: string;
  type: 'performance_alert' | 'optimization_suggestion';
  title: string;
  description: string;
  confidence: number;
  impact: Impact;
  actionRequired: boolean;
  /** The condition is over (an anomaly episode followed by a normal day): written with resolved_at set. */
  ended?: boolean;
  /** Anomaly episodes: their days, to continue a stored episode that began before the examined window. */
  firstDate?: string;
  lastDate?: string;
}

/**
 * One finding of a detector: its kind and the evidence of that kind (src/shared/insights.ts), so a detector that
 * writes a wrong shape, or evidence of another kind, does not compile.
 */
export type Finding = {
  [K in InsightKind]: FindingFields & { kind: K; data: Extract<InsightData, { kind: K }> };
}[InsightKind];

export interface DayTotals {
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  revenue: number;
}

/** One campaign's delivery by day, for the campaign as a whole (channel null) or one channel. */
export interface Series {
  channel: string | null;
  /** Values per day of `EngineContext.dates` (zeros where nothing was delivered). */
  days: DayTotals[];
  /** Index of the first day with delivery, and of the last day that can be examined. */
  start: number;
  end: number;
}

export interface CampaignData {
  campaign: CampaignRow;
  /** The campaign total first, then each channel when there are at least two. */
  series: Series[];
  /** Channels with delivery in the loaded period. */
  channels: string[];
  /** Distinct days with delivery up to the last complete day. */
  deliveryDays: number;
  spentToDate: { spend: number; days: number } | undefined;
}

export interface EngineContext {
  /** Loaded days, oldest first, ending with `lastDay`. */
  dates: string[];
  /** Day of the week (0 = Sunday) of each loaded day. */
  weekdays: number[];
  /** The last complete day examined (yesterday in the workspace time zone, or the last day with data). */
  lastDay: string;
  /** Index in `dates` of the first examined day. */
  windowStart: number;
  /** The workspace currency when the engine runs: the findings' texts write their amounts in it. */
  currency: string;
  /** The workspace locale when the engine runs: the findings' texts write their dates in it. */
  locale: string;
}

/** The statuses the engine examines: a draft or a campaign waiting for approval has not launched. */
export const EXAMINED_STATUSES = ['active', 'paused', 'completed'] as const;

/**
 * Pacing, channel reallocation and fatigue judge delivery that goes on, so only an active campaign's (the dashboard
 * counts pacing of active campaigns only). A paused or completed campaign keeps its anomalies: facts about days it
 * delivered.
 */
export const deliveryGoesOn = (campaign: CampaignRow) => campaign.status === 'active';

/** A check of one campaign's delivery (pacing, reallocation, fatigue): what it finds, usually nothing. */
export type Detector = (data: CampaignData, ctx: EngineContext) => Finding[];

/** An amount in whole units of the workspace currency ($12,345, €12,345). */
export const money = (n: number, currency: string) => formatWholeMoney(n, currency);
/** An amount with cents below 100 units ($42.50), whole units above. */
export const exactMoney = (n: number, currency: string) => formatMoney(n, currency);
export const pct = (n: number) => `${Math.round(n * 10) / 10}%`;
export const round2 = (n: number) => Math.round(n * 100) / 100;
/** A finding's confidence as stored: never certain either way (0.05 to 0.99), two decimals. */
export const findingConfidence = (n: number) => round2(Math.max(0.05, Math.min(0.99, n)));
export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Impact from the money at stake relative to the campaign's budget (and in absolute dollars). */
export function impactFor(moneyAtStake: number, budget: number): Impact {
  if (moneyAtStake >= Math.max(1000, budget * 0.1)) return 'high';
  if (moneyAtStake >= Math.max(250, budget * 0.03)) return 'medium';
  return 'low';
}

/** Sums of a series over the days [from, to] (inclusive indices). */
export function sumDays(series: Series, from: number, to: number): DayTotals {
  const total: DayTotals = { impressions: 0, clicks: 0, conversions: 0, spend: 0, revenue: 0 };
  for (let i = Math.max(from, 0); i <= to; i += 1) {
    const d = series.days[i];
    if (!d) continue;
    total.impressions += d.impressions;
    total.clicks += d.clicks;
    total.conversions += d.conversions;
    total.spend += d.spend;
    total.revenue += d.revenue;
  }
  return total;
}

/** 'Nov 20' (en-US) / '20 Nov' (en-GB): a day in a finding's text, in the workspace locale. */
export const shortDate = (iso: string, locale: string) => formatCalendarDayMonth(iso, locale);
