import { z } from 'zod';
import {
  INSIGHT_KINDS,
  INSIGHT_LIST_MESSAGES,
  INSIGHT_PAGE_SIZE,
  INSIGHT_STATUSES,
  NOTE_KIND,
} from './insights-rules';
import { wholeNumberUpTo } from './paging';

/**
 * GET /api/insights (issue 11): one page of insights, filtered. The body is a JSON array of InsightSummary
 * (src/shared/analytics.ts); `Link: <…>; rel="next"` names the next page while there is one and `X-Total-Count`
 * says how many insights match the filter (DESIGN §6: lists that grow without bound page with limit and cursor).
 *
 * Order: most impactful first (high, medium, low), then newest first, then by id: a stable order, so a cursor never
 * repeats or skips a row when new insights arrive while someone pages.
 */

/** Kinds, statuses, labels, page sizes, messages and the filter rules live in insights-rules.ts (zod-free). */
export * from './insights-rules';

export const insightListQuerySchema = z
  .strictObject({
    limit: z
      .string()
      .regex(wholeNumberUpTo(INSIGHT_PAGE_SIZE.max), INSIGHT_LIST_MESSAGES.limit)
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
