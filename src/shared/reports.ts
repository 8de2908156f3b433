import { z } from 'zod';
import { periodSchema } from './analytics';

export const REPORT_TYPES = {
  comprehensive: 'Comprehensive',
  executive: 'Executive Summary',
  campaign: 'Campaign Performance',
  audience: 'Audience Insights',
} as const;
export type ReportType = keyof typeof REPORT_TYPES;
export const reportTypeSchema = z.enum(Object.keys(REPORT_TYPES) as [ReportType, ...ReportType[]], {
  error: 'Report type must be comprehensive, executive, campaign or audience',
});

export const reportQuerySchema = z.strictObject({
  period: periodSchema.default('30d'),
  type: reportTypeSchema.default('comprehensive'),
});

/** SPEC §9 grades, from return on ad spend. */
export const GRADES = [
  { grade: 'A+', minRoas: 4 },
  { grade: 'A', minRoas: 3 },
  { grade: 'B+', minRoas: 2 },
  { grade: 'B', minRoas: 0 },
] as const;
export type Grade = (typeof GRADES)[number]['grade'];
export function gradeFor(roas: number): Grade {
  return GRADES.find((g) => roas >= g.minRoas)?.grade ?? 'B';
}

/** Budget utilisation in percent, capped at 100 (SPEC §9). */
export function utilisation(spend: number, budget: number): number {
  if (budget <= 0) return 0;
  return Math.min(100, Math.round((spend / budget) * 1000) / 10);
}

export const performanceReportSchema = z.object({
  type: reportTypeSchema,
  title: z.string(),
  period: z.object({
    key: periodSchema,
    label: z.string(),
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
  }),
  generatedAt: z.string(),
  dataSource: z.enum(['demo', 'google-ads']),
  summary: z.object({
    totalSpend: z.number(),
    totalRevenue: z.number(),
    roas: z.number(),
    conversions: z.number(),
    ctr: z.number(),
    activeCampaigns: z.number(),
    revenueChange: z.number().nullable(),
    highlights: z.array(z.string()),
  }),
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      budget: z.number(),
      spend: z.number(),
      revenue: z.number(),
      roas: z.number(),
      conversions: z.number(),
      grade: z.enum(['A+', 'A', 'B+', 'B']),
      utilisation: z.number(),
    }),
  ),
  insights: z.array(
    z.object({ title: z.string(), description: z.string(), impact: z.string(), confidence: z.number() }),
  ),
  audience: z
    .object({
      profiles: z.number(),
      averageLtv: z.number(),
      segments: z.array(
        z.object({
          ltvBand: z.enum(['high', 'medium', 'low']),
          churnBand: z.enum(['low', 'medium', 'high']),
          customers: z.number(),
          averageLtv: z.number(),
          averageChurnRisk: z.number(),
        }),
      ),
    })
    .nullable(),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;
