import { z } from 'zod';

/**
 * GET /api/insights (issue 11): one page of insights, filtered. The body is a JSON array of InsightSummary
 * (src/shared/analytics.ts); `Link: <…>; rel="next"` names the next page while there is one and `X-Total-Count`
 * says how many insights match the filter (DESIGN §6: lists that grow without bound page with limit and cursor).
 *
 * Order: most impactful first (high, medium, low), then newest first, then by id: a stable order, so a cursor never
 * repeats or skips a row when new insights arrive while someone pages.
 */

/** The kinds of finding the engine writes (ai_insights.kind, also `data.kind`). */
export const INSIGHT_KINDS = [
  'anomaly',
  'channel_reallocation',
  'pacing',
  'fatigue',
  'insufficient_data',
] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/**
 * 'Not enough data yet' notes. They are not findings, so the default list leaves them out and they are listed
 * apart (`kind=insufficient_data`), where no number of findings can push them out of view.
 */
export const NOTE_KIND: InsightKind = 'insufficient_data';

export const INSIGHT_KIND_LABELS: Record<InsightKind, string> = {
  anomaly: 'Anomaly',
  channel_reallocation: 'Budget reallocation',
  pacing: 'Pacing',
  fatigue: 'Ad fatigue',
  insufficient_data: 'Not enough data',
};

/**
 * open: the condition still holds and nothing was applied; resolved: the condition ended (resolved_at set) without
 * anything applied; applied: the recommendation was applied (whether or not the condition has ended since).
 */
export const INSIGHT_STATUSES = ['open', 'resolved', 'applied'] as const;
export type InsightStatus = (typeof INSIGHT_STATUSES)[number];

export const INSIGHT_STATUS_LABELS: Record<InsightStatus, string> = {
  open: 'Open',
  resolved: 'Resolved',
  applied: 'Applied',
};

export const INSIGHT_PAGE_SIZE = { default: 20, max: 100 } as const;

export const INSIGHT_LIST_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${INSIGHT_PAGE_SIZE.max}`,
  cursor: 'cursor is not valid: start again from the first page',
  kind: `kind must be one of ${INSIGHT_KINDS.join(', ')}`,
  campaignId: 'campaignId must be a campaign id (a UUID)',
  status: `status must be one of ${INSIGHT_STATUSES.join(', ')}`,
  includeApplied: 'includeApplied must be true or false',
  statusAndIncludeApplied: 'Use status or includeApplied, not both',
} as const;

export const insightListQuerySchema = z
  .strictObject({
    limit: z
      .string()
      .regex(/^\d{1,3}$/, INSIGHT_LIST_MESSAGES.limit)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, INSIGHT_LIST_MESSAGES.limit)
          .max(INSIGHT_PAGE_SIZE.max, INSIGHT_LIST_MESSAGES.limit),
      )
      .optional()
      .describe(`Page size, 1 to ${INSIGHT_PAGE_SIZE.max} (default ${INSIGHT_PAGE_SIZE.default})`),
    cursor: z
      .string()
      .max(200, INSIGHT_LIST_MESSAGES.cursor)
      .optional()
      .describe('Opaque: take it from the Link header of the previous page'),
    kind: z
      .enum(INSIGHT_KINDS, { error: INSIGHT_LIST_MESSAGES.kind })
      .optional()
      .describe(`Only this kind. Without it every kind except ${NOTE_KIND} (those notes are listed apart)`),
    campaignId: z.uuid({ error: INSIGHT_LIST_MESSAGES.campaignId }).optional(),
    status: z
      .enum(INSIGHT_STATUSES, { error: INSIGHT_LIST_MESSAGES.status })
      .optional()
      .describe('Default open'),
    includeApplied: z
      .enum(['true', 'false'], { error: INSIGHT_LIST_MESSAGES.includeApplied })
      .optional()
      .describe('Deprecated (before status existed): true lists open and applied insights'),
  })
  .refine((query) => !(query.status && query.includeApplied), {
    error: INSIGHT_LIST_MESSAGES.statusAndIncludeApplied,
    path: ['status'],
  });
export type InsightListQuery = z.infer<typeof insightListQuerySchema>;

/** What a page is asked for, with the query's defaults applied (the same on the server and in the web's keys). */
export interface InsightFilter {
  kind?: InsightKind;
  campaignId?: string;
  /** One status, or several (only the deprecated includeApplied asks for two). */
  statuses: InsightStatus[];
}

export function insightFilterOf(query: Omit<InsightListQuery, 'limit' | 'cursor'>): InsightFilter {
  const statuses: InsightStatus[] = query.status
    ? [query.status]
    : query.includeApplied === 'true'
      ? ['open', 'applied']
      : ['open'];
  return {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.campaignId ? { campaignId: query.campaignId } : {}),
    statuses,
  };
}

/** The status of one insight from its timestamps (applied wins: the change stays until it is undone). */
export function insightStatusOf(insight: {
  appliedAt: string | Date | null;
  resolvedAt: string | Date | null;
}): InsightStatus {
  if (insight.appliedAt) return 'applied';
  if (insight.resolvedAt) return 'resolved';
  return 'open';
}
