import { z } from 'zod';
import { AUDIENCE_CHANNELS } from './audience-rules';
import { FORECAST_BASES, FORECAST_FIGURES } from './forecast-rules';

/** Forecast calibration, stored forecasts and the track record (issue 33): schemas; the rules and types are re-exported. */
export * from './forecast-rules';

const rates = { cpm: z.number(), ctr: z.number(), conversionRate: z.number(), orderValue: z.number() };

export const forecastCalibrationSchema = z.object({
  basis: z.enum(FORECAST_BASES),
  channels: z.array(
    z.object({
      channel: z.enum(AUDIENCE_CHANNELS),
      ...rates,
      source: z.enum(FORECAST_BASES),
      weight: z.number().min(0).max(1),
      days: z.number().int().nonnegative(),
      campaigns: z.number().int().nonnegative(),
      benchmark: z.object(rates),
    }),
  ),
});

const figures = z.object(
  Object.fromEntries(FORECAST_FIGURES.map((f) => [f, z.number()])) as Record<
    (typeof FORECAST_FIGURES)[number],
    z.ZodNumber
  >,
);

export const storedForecastSchema = z.object({
  madeAt: z.string(),
  basis: z.enum(FORECAST_BASES),
  days: z.number().int().positive(),
  startDate: z.string(),
  endDate: z.string(),
  figures,
  calibration: forecastCalibrationSchema,
});

export const forecastComparisonSchema = z.object({
  campaignId: z.string(),
  forecast: storedForecastSchema.nullable(),
  elapsedDays: z.number().int().nonnegative(),
  totalDays: z.number().int().nonnegative(),
  expectedToDate: figures.nullable(),
  actualToDate: figures,
  error: z
    .object(
      Object.fromEntries(FORECAST_FIGURES.map((f) => [f, z.number().nullable()])) as Record<
        (typeof FORECAST_FIGURES)[number],
        z.ZodNullable<z.ZodNumber>
      >,
    )
    .nullable(),
});

export const forecastAccuracySchema = z.object({
  campaigns: z.number().int().nonnegative(),
  figures: z.object(
    Object.fromEntries(
      FORECAST_FIGURES.map((f) => [
        f,
        z.object({ medianAbsoluteError: z.number().nullable(), campaigns: z.number().int().nonnegative() }),
      ]),
    ) as Record<
      (typeof FORECAST_FIGURES)[number],
      z.ZodObject<{ medianAbsoluteError: z.ZodNullable<z.ZodNumber>; campaigns: z.ZodNumber }>
    >,
  ),
  summary: z.string(),
});
