import type { Channel } from './analytics-rules';

/**
 * The audience contract without zod (docs/architecture.md, "Shared rules without zod"): the SPEC §3 enumerations, age
 * limits, messages and the audience channels, for the wizard's audience step. The schemas are in audience.ts, which
 * re-exports all of this.
 */

/** SPEC §3 enumerations. */
export const INTERESTS = [
  'E-commerce',
  'Technology',
  'Fashion',
  'Fitness',
  'Travel',
  'Food & Dining',
  'Home & Garden',
  'Business',
  'Education',
  'Entertainment',
  'Sports',
  'Health',
] as const;
export const LOCATIONS = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Japan',
  'Brazil',
  'India',
  'Mexico',
  'Spain',
  'Italy',
] as const;
export const SHOPPING_TIMES = [
  'Morning (6AM-12PM)',
  'Afternoon (12PM-6PM)',
  'Evening (6PM-12AM)',
  'Late Night (12AM-6AM)',
  'Weekdays',
  'Weekends',
  'Lunch Hours',
  'Commute Times',
] as const;
export const ENGAGEMENT_LEVELS = ['low', 'medium', 'high'] as const;
export const DEVICE_PREFERENCES = ['mobile', 'desktop', 'tablet'] as const;
export type Interest = (typeof INTERESTS)[number];
export type AudienceLocation = (typeof LOCATIONS)[number];
export type EngagementLevel = (typeof ENGAGEMENT_LEVELS)[number];
export type DevicePreference = (typeof DEVICE_PREFERENCES)[number];

export const AGE_MIN = 18;
export const AGE_MAX = 65;
export const DEFAULT_AGE_RANGE: [number, number] = [25, 45];

export const AUDIENCE_MESSAGES = {
  ageRange: `Age range must be two ages from ${AGE_MIN} to ${AGE_MAX}, youngest first`,
  locations: 'At least one location is required',
  interests: 'At least one interest is required',
  shoppingTimes: 'At least one optimal shopping time is required',
  engagement: 'Please choose an engagement level',
  device: 'Please choose a device preference',
  unknownLocation: 'Unknown location',
  unknownInterest: 'Unknown interest',
  unknownShoppingTime: 'Unknown shopping time',
} as const;

/**
 * The audience's pick-at-least-one lists: their options, what an empty list says and what an unknown value says. The
 * schema validates each the same way and the wizard shows each as chips.
 */
export const AUDIENCE_LISTS = {
  locations: {
    options: LOCATIONS,
    required: AUDIENCE_MESSAGES.locations,
    unknown: AUDIENCE_MESSAGES.unknownLocation,
  },
  interests: {
    options: INTERESTS,
    required: AUDIENCE_MESSAGES.interests,
    unknown: AUDIENCE_MESSAGES.unknownInterest,
  },
  shoppingTimes: {
    options: SHOPPING_TIMES,
    required: AUDIENCE_MESSAGES.shoppingTimes,
    unknown: AUDIENCE_MESSAGES.unknownShoppingTime,
  },
} as const;
export type AudienceList = keyof typeof AUDIENCE_LISTS;

/** The ad channels the audience model plans over (a subset of CHANNELS: search is keyword-driven, not audience-driven). */
export const AUDIENCE_CHANNELS = [
  'Google Display',
  'YouTube',
  'Meta',
  'LinkedIn',
] as const satisfies readonly Channel[];
export type AudienceChannel = (typeof AUDIENCE_CHANNELS)[number];

/** SPEC §9 simulated prediction ranges: the browser's fallback draws inside them; the server model does not use them. */
export const PREDICTION_RANGES = {
  estimatedReach: [500_000, 2_500_000],
  expectedCTR: [2, 5],
  costPerClick: [0.5, 2.5],
  conversionRate: [3, 8],
  confidence: [80, 99],
} as const;
