import type { z } from 'zod';
import type { periodDatesSchema, resolvedPeriodSchema } from '../../shared/analytics';

/**
 * The dates the figures tests' API answers with: the last 30 days up to 22 November 2026, UTC, and the 30 days
 * before them, so every screen's date labels can be checked against the same text.
 */
export const TEST_PERIOD_DATES: z.infer<typeof periodDatesSchema> = {
  start: '2026-10-24',
  end: '2026-11-22',
  previousStart: '2026-09-24',
  previousEnd: '2026-10-23',
  timeZone: 'UTC',
};

/** The same dates as the 'Last 30 days' choice that resolved to them. */
export const TEST_PERIOD: z.infer<typeof resolvedPeriodSchema> = {
  key: '30d',
  label: 'Last 30 days',
  ...TEST_PERIOD_DATES,
};
