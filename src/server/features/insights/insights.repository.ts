import { and, count, desc, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { InsightSummary } from '../../../shared/analytics';
import {
  INSIGHT_KINDS,
  INSIGHT_LIST_MESSAGES,
  type InsightFilter,
  type InsightStatus,
  insightStatusOf,
  NOTE_KIND,
  readInsightEvidence,
} from '../../../shared/insights';
import type { Database } from '../../db/client';
import { aiInsights } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { decodeCursorValues, encodeCursorValues, exactTimestamp, timestampAndUuid } from '../../lib/paging';

export type InsightRow = typeof aiInsights.$inferSelect;

/** The kinds whose evidence says a change of the channel mix that applying makes (insights.service.ts). */
const APPLICABLE_KINDS: ReadonlySet<string> = new Set(['channel_reallocation', 'budget_test']);

/** Impact as a rank (high 0, medium 1, anything else 2): the first sort key of every insights list. */
export const IMPACT_ORDER = sql<number>`case ${aiInsights.impact} when 'high' then 0 when 'medium' then 1 else 2 end`;

/**
 * created_at to the microsecond, as text: a JS Date keeps only milliseconds, and a cursor rounded to them would
 * skip or repeat rows created within the same millisecond.
 */
const CREATED_AT_EXACT = exactTimestamp(aiInsights.createdAt);

/** Who is looking: decides canApply. Without a viewer nobody may apply. */
export interface InsightViewer {
  id: string;
  canManageCampaigns: boolean;
  canModifyAll: boolean;
}

/**
 * A row as the API serves it. Its evidence is read with the shared contract; a row an older version wrote in
 * another shape comes as kind 'other' with the figures it has (never an error for the whole list), and cannot be
 * applied: only a reallocation whose evidence says what to move, or a budget test (its mix for its days), can.
 */
export function toInsightSummary(row: InsightRow, viewer?: InsightViewer): InsightSummary {
  const data = readInsightEvidence(row.data);
  // The column, or for rows older than it the evidence's kind; anything else is 'other'.
  const kind = INSIGHT_KINDS.find((k) => k === row.kind) ?? data.kind;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    impact: (['high', 'medium', 'low'].includes(row.impact) ? row.impact : 'low') as InsightSummary['impact'],
    confidence: Number(row.confidence),
    actionRequired: row.actionRequired,
    campaignId: row.campaignId,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    // The insight's userId is the campaign's owner (the engine writes it so).
    canApply: Boolean(
      viewer?.canManageCampaigns &&
        APPLICABLE_KINDS.has(data.kind) &&
        (viewer.canModifyAll || row.userId === viewer.id),
    ),
    data,
    kind,
    status: insightStatusOf(row),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    outcome: row.appliedAt ? (row.outcome ?? null) : null,
  };
}

const STATUS_CONDITIONS: Record<InsightStatus, () => SQL | undefined> = {
  open: () => and(isNull(aiInsights.appliedAt), isNull(aiInsights.resolvedAt)),
  resolved: () => and(isNull(aiInsights.appliedAt), isNotNull(aiInsights.resolvedAt)),
  applied: () => isNotNull(aiInsights.appliedAt),
};

function filterCondition(filter: InsightFilter): SQL | undefined {
  return and(
    // Notes are listed apart, so a page of findings never pushes them out (and they never crowd findings).
    filter.kind ? eq(aiInsights.kind, filter.kind) : ne(aiInsights.kind, NOTE_KIND),
    filter.campaignId ? eq(aiInsights.campaignId, filter.campaignId) : undefined,
    or(...filter.statuses.map((status) => STATUS_CONDITIONS[status]())),
  );
}

/** Where the previous page ended: the last row's sort key (impact rank, exact created_at) and id. */
interface Cursor {
  rank: number;
  createdAt: string;
  id: string;
}

export function encodeInsightCursor(cursor: Cursor): string {
  return encodeCursorValues([cursor.rank, cursor.createdAt, cursor.id]);
}

/** Opaque to clients; anything that is not a cursor this server wrote is a 400, never a database error. */
export function decodeInsightCursor(text: string): Cursor {
  const value = decodeCursorValues(text);
  const [rank, createdAt, id] = value ?? [];
  const last = value?.length === 3 ? timestampAndUuid(createdAt, id) : null;
  if (last && (rank === 0 || rank === 1 || rank === 2)) return { rank, ...last };
  throw badRequest(INSIGHT_LIST_MESSAGES.cursor, { cursor: [INSIGHT_LIST_MESSAGES.cursor] });
}

/** Rows after the cursor in (impact rank ↑, created_at ↓, id ↓) order: the exact order of the list. */
function afterCursor(cursor: Cursor): SQL {
  return sql`(${IMPACT_ORDER} > ${cursor.rank} or (${IMPACT_ORDER} = ${cursor.rank} and (${aiInsights.createdAt}, ${aiInsights.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)))`;
}

export interface InsightPage {
  rows: InsightRow[];
  /** Where the next page starts, or null on the last page. */
  nextCursor: string | null;
  /** Every insight matching the filter, on all pages. */
  total: number;
}

/**
 * One page of insights, most impactful first, then newest (keyset paging: rows inserted while someone pages
 * never make a page repeat or skip a row; an insight whose impact changes meanwhile may move to another page).
 */
export async function selectInsightPage(
  db: Database,
  options: { filter: InsightFilter; limit: number; cursor?: string },
): Promise<InsightPage> {
  const cursor = options.cursor === undefined ? undefined : decodeInsightCursor(options.cursor);
  const where = filterCondition(options.filter);
  const [found, totals] = await Promise.all([
    // One more than asked says whether there is a next page without a second query.
    orderedRows(db, and(where, cursor ? afterCursor(cursor) : undefined), options.limit + 1),
    db.select({ n: count() }).from(aiInsights).where(where),
  ]);
  const page = found.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => r.row),
    nextCursor:
      found.length > options.limit && last
        ? encodeInsightCursor({ rank: Number(last.rank), createdAt: last.createdAtExact, id: last.row.id })
        : null,
    total: Number(totals[0]?.n ?? 0),
  };
}

function orderedRows(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({ row: aiInsights, rank: IMPACT_ORDER, createdAtExact: CREATED_AT_EXACT })
    .from(aiInsights)
    .where(where)
    .orderBy(IMPACT_ORDER, desc(aiInsights.createdAt), desc(aiInsights.id))
    .limit(limit);
}

/**
 * The first open findings (no notes), most impactful first: what the analytics response and the performance
 * report show. Resolved and applied insights, and 'insufficient data' notes, are not in it.
 */
export async function selectInsights(db: Database, options: { limit: number }): Promise<InsightRow[]> {
  const rows = await orderedRows(db, filterCondition({ statuses: ['open'] }), options.limit);
  return rows.map((r) => r.row);
}

/** Applied recommendations, newest first: the report lists their measured results. */
export async function selectAppliedInsights(db: Database, options: { limit: number }): Promise<InsightRow[]> {
  const rows = await db
    .select()
    .from(aiInsights)
    .where(isNotNull(aiInsights.appliedAt))
    .orderBy(desc(aiInsights.appliedAt), desc(aiInsights.id))
    .limit(options.limit);
  return rows;
}

export async function selectInsight(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<InsightRow | undefined> {
  const [row] = await db.select().from(aiInsights).where(eq(aiInsights.id, id));
  return row;
}
