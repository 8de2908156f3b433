import { z } from 'zod';

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

const age = z
  .number({ error: AUDIENCE_MESSAGES.ageRange })
  .int(AUDIENCE_MESSAGES.ageRange)
  .min(AGE_MIN, AUDIENCE_MESSAGES.ageRange)
  .max(AGE_MAX, AUDIENCE_MESSAGES.ageRange);

/** SPEC §3 targetAudience with the SPEC §5 audience rules. */
export const targetAudienceSchema = z.strictObject({
  demographics: z.strictObject({
    ageRange: z
      .tuple([age, age], { error: AUDIENCE_MESSAGES.ageRange })
      .refine(([min, max]) => min <= max, AUDIENCE_MESSAGES.ageRange),
    locations: z
      .array(z.enum(LOCATIONS, { error: AUDIENCE_MESSAGES.unknownLocation }), {
        error: AUDIENCE_MESSAGES.locations,
      })
      .min(1, AUDIENCE_MESSAGES.locations)
      .max(LOCATIONS.length),
    interests: z
      .array(z.enum(INTERESTS, { error: AUDIENCE_MESSAGES.unknownInterest }), {
        error: AUDIENCE_MESSAGES.interests,
      })
      .min(1, AUDIENCE_MESSAGES.interests)
      .max(INTERESTS.length),
  }),
  behavioral: z.strictObject({
    engagementLevel: z.enum(ENGAGEMENT_LEVELS, { error: AUDIENCE_MESSAGES.engagement }),
    devicePreference: z.enum(DEVICE_PREFERENCES, { error: AUDIENCE_MESSAGES.device }),
    shoppingTimes: z
      .array(z.enum(SHOPPING_TIMES, { error: AUDIENCE_MESSAGES.unknownShoppingTime }), {
        error: AUDIENCE_MESSAGES.shoppingTimes,
      })
      .min(1, AUDIENCE_MESSAGES.shoppingTimes)
      .max(SHOPPING_TIMES.length),
  }),
});
export type TargetAudience = z.infer<typeof targetAudienceSchema>;

/** SPEC §3 AI predictions, plus the launch summary figures (SPEC §9 fixed values apply only as a fallback). */
export const audiencePredictionSchema = z.object({
  estimatedReach: z.number(),
  expectedCTR: z.number(),
  costPerClick: z.number(),
  conversionRate: z.number(),
  confidence: z.number(),
  recommendations: z.array(z.string()),
  aiConfidence: z.number(),
  predictedRoi: z.number(),
  addressableAudience: z.number(),
});
export type AudiencePrediction = z.infer<typeof audiencePredictionSchema>;

/** SPEC §9 simulated prediction ranges; the server model stays inside them too. */
export const PREDICTION_RANGES = {
  estimatedReach: [500_000, 2_500_000],
  expectedCTR: [2, 5],
  costPerClick: [0.5, 2.5],
  conversionRate: [3, 8],
  confidence: [80, 99],
} as const;
