import type { Comparison } from './analytics';

/**
 * The analytics contract without zod (docs/architecture.md, "Shared rules without zod"): channels and their colours,
 * periods, tabs, messages and the comparison rules, for the screens that show figures without validating any. The
 * schemas are in analytics.ts, which re-exports all of this.
 */

/** One fixed channel list: the simulator, Google Ads sync, charts and filters all use it. */
export const CHANNELS = ['Google Search', 'Google Display', 'YouTube', 'Meta', 'LinkedIn', 'Email'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Okabe–Ito colour-blind-safe palette: a channel has the same colour on every screen (UI.md). */
export const CHANNEL_COLORS: Record<Channel, string> = {
  'Google Search': '#0072B2',
  'Google Display': '#56B4E9',
  YouTube: '#D55E00',
  Meta: '#009E73',
  LinkedIn: '#CC79A7',
  Email: '#E69F00',
};

/** URL-safe channel slugs for /api/analytics/:period/:channel. */
export const CHANNEL_SLUGS: Record<string, Channel> = {
  'google-search': 'Google Search',
  'google-display': 'Google Display',
  youtube: 'YouTube',
  meta: 'Meta',
  linkedin: 'LinkedIn',
  email: 'Email',
};
export function channelSlug(channel: Channel): string {
  return Object.entries(CHANNEL_SLUGS).find(([, name]) => name === channel)?.[0] ?? 'all';
}

export const PERIODS = {
  '7d': { label: 'Last 7 days', days: 7 },
  '30d': { label: 'Last 30 days', days: 30 },
  '90d': { label: 'Last 90 days', days: 90 },
  '1y': { label: 'Last year', days: 365 },
} as const;
export type Period = keyof typeof PERIODS;
/** The period every screen, report and card starts on (and the dashboard always shows). */
export const DEFAULT_PERIOD: Period = '30d';

export const ANALYTICS_TABS = ['overview', 'campaigns', 'channels', 'insights'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

export const ANALYTICS_MESSAGES = {
  demoTitle: 'Using Demo Analytics Data',
  demoText: 'Analytics service temporarily unavailable. Displaying demo data for interface preview.',
} as const;

/**
 * A change against the previous period is shown only when that period has delivery on at least this share of its
 * days (issue 14): a few days of data make any change look enormous (+5,603 %) while meaning nothing.
 */
export const MIN_COMPARISON_COVERAGE = 0.5;

export function comparisonOf(previousDaysWithData: number, previousDays: number): Comparison {
  const status =
    previousDaysWithData === 0
      ? 'new'
      : previousDaysWithData < MIN_COMPARISON_COVERAGE * previousDays
        ? 'thin'
        : 'compared';
  return { status, previousDays, previousDaysWithData };
}

/** Relative change in percent, or null when there is no base to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
