import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { CampaignSort, CampaignStatus } from '../../../shared/campaigns';
import { PAGE_MESSAGES } from '../../../shared/paging';
import type { Database } from '../../db/client';
import { campaignChannelTotals, campaignRoasKey, campaigns } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { decodeCursorValues, encodeCursorValues, exactTimestamp, timestampAndUuid } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Who is asking: modifications are scoped in the WHERE clause, never checked after the fetch. */
export type { Viewer };

export function modifiableBy(viewer: Viewer): SQL | undefined {
  return viewer.canModifyAll ? undefined : eq(campaigns.userId, viewer.id);
}

/** ROAS from the kept-current metrics; campaigns without delivery (no ROAS) sort after every campaign with one. */
const ROAS_KEY = campaignRoasKey(campaigns.performanceMetrics);

/**
 * Each sort is a total order ending in (created_at, id), all one direction, so a page boundary is one row comparison
 * (keyset paging: a row created or deleted while someone pages never makes a page repeat or skip another row).
 */
const SORTS: Record<CampaignSort, { key: SQL | null; direction: 'asc' | 'desc' }> = {
  created_desc: { key: null, direction: 'desc' },
  created_asc: { key: null, direction: 'asc' },
  budget_desc: { key: sql`${campaigns.budget}`, direction: 'desc' },
  performance_desc: { key: ROAS_KEY, direction: 'desc' },
};

function orderOf(sort: CampaignSort): SQL[] {
  const { key, direction } = SORTS[sort];
  const by = direction === 'desc' ? desc : asc;
  return [
    ...(key ? [direction === 'desc' ? sql`${key} desc` : sql`${key} asc`] : []),
    by(campaigns.createdAt),
    by(campaigns.id),
  ];
}

interface CampaignCursor {
  sort: CampaignSort;
  key: string | null;
  createdAt: string;
  id: string;
}
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

const encodeCursor = (cursor: CampaignCursor) =>
  encodeCursorValues([cursor.sort, cursor.key, cursor.createdAt, cursor.id]);

/** Opaque to clients; anything that is not a cursor of this sort written by this server is a 400. */
function decodeCursor(text: string, sort: CampaignSort): CampaignCursor {
  const value = decodeCursorValues(text);
  if (value?.length === 4) {
    const [s, key, createdAt, id] = value;
    const keyOk = SORTS[sort].key ? typeof key === 'string' && DECIMAL.test(key) : key === null;
    const last = timestampAndUuid(createdAt, id);
    if (s === sort && keyOk && last) return { sort, key: key as string | null, ...last };
  }
  throw badRequest(PAGE_MESSAGES.cursor, { cursor: [PAGE_MESSAGES.cursor] });
}

/** Rows after the cursor, in the sort's order; the cursor's values are bound parameters of a prepared statement. */
function afterCursor(sort: CampaignSort): SQL {
  const { key, direction } = SORTS[sort];
  const op = direction === 'desc' ? sql`<` : sql`>`;
  const at = sql`${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid`;
  return key
    ? sql`(${key}, ${campaigns.createdAt}, ${campaigns.id}) ${op} (${sql.placeholder('key')}::numeric, ${at})`
    : sql`(${campaigns.createdAt}, ${campaigns.id}) ${op} (${at})`;
}

/** A timestamp as JavaScript's toISOString writes it (milliseconds, UTC). */
const isoMillis = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface CampaignPage {
  /** The page's list items, each a JSON object's text, in order. */
  items: string[];
  /** Where the next page starts, or null on the last page. */
  nextCursor: string | null;
  /** Every campaign matching the filter, on all pages. */
  total: number;
}

/**
 * The list's statements, prepared once per database and shape (filtered or not, sort, first page or not): the list
 * is the hottest read, and building its SQL on every request cost more than running it.
 */
const preparedPages = new WeakMap<Database, Map<string, ReturnType<typeof preparePage>>>();
function preparePage(db: Database, shape: { status: boolean; sort: CampaignSort; after: boolean }) {
  const key = SORTS[shape.sort].key;
  const name = `campaign_page_${shape.sort}${shape.status ? '_status' : ''}${shape.after ? '_after' : ''}`;
  const where = shape.status ? eq(campaigns.status, sql.placeholder('status')) : undefined;
  const matching = shape.status ? sql`where ${campaigns.status} = ${sql.placeholder('status')}` : sql``;
  const page = db
    .select({
      id: campaigns.id,
      userId: sql<string>`${campaigns.userId}`.as('user_id'),
      name: campaigns.name,
      description: campaigns.description,
      status: campaigns.status,
      objective: campaigns.objective,
      startDate: sql<string>`${campaigns.startDate}`.as('start_date'),
      endDate: sql<string>`${campaigns.endDate}`.as('end_date'),
      budget: sql<number>`${campaigns.budget}::float8`.as('budget'),
      metrics: sql`${campaigns.performanceMetrics}`.as('metrics'),
      aiConfidence: sql<number | null>`${campaigns.aiConfidence}::float8`.as('ai_confidence'),
      createdAt: sql<string>`${campaigns.createdAt}`.as('created_at'),
      updatedAt: sql<string>`${campaigns.updatedAt}`.as('updated_at'),
      canModify:
        sql<boolean>`(${sql.placeholder('canModifyAll')}::boolean or ${campaigns.userId} = ${sql.placeholder('viewerId')}::uuid)`.as(
          'can_modify',
        ),
      contentVariantCount: campaigns.contentVariantCount,
      // Only active campaigns have one: refreshPacing clears it on any other status.
      pacing: campaigns.pacing,
      approval: campaigns.approval,
      sortKey: (key ? sql<string | null>`(${key})::text` : sql<string | null>`null::text`).as('sort_key'),
      position: sql<number>`row_number() over (order by ${sql.join(orderOf(shape.sort), sql`, `)})`.as(
        'position',
      ),
    })
    .from(campaigns)
    .where(and(where, shape.after ? afterCursor(shape.sort) : undefined))
    .orderBy(...orderOf(shape.sort))
    .limit(sql.placeholder('limit'))
    .as('page');
  const metric = (k: string) => sql`coalesce((${page.metrics}->>${sql.raw(`'${k}'`)})::float8, 0)`;
  /**
   * One list item (`campaignListItemSchema`) as JSON text, written by PostgreSQL for the page's rows only: the list
   * is the product's hottest read, and parsing its columns into objects only to serialize them again was most of
   * Node's time per request (bench/README.md). row_to_json of a row with named columns, not json_build_object,
   * which looks up every argument's type on every row. A test compares every item with the detail's toCampaign.
   */
  const item = sql<string>`(select row_to_json(item) from (select
    ${page.id} as "id", ${page.userId} as "userId", ${page.name} as "name", ${page.description} as "description",
    ${page.status} as "status", ${page.objective} as "objective", ${page.startDate} as "startDate",
    ${page.endDate} as "endDate", ${page.budget} as "budget", ${metric('spend')} as "spend",
    (select row_to_json(m) from (select ${metric('impressions')} as "impressions", ${metric('clicks')} as "clicks",
      ${metric('ctr')} as "ctr", ${metric('conversions')} as "conversions", ${metric('roas')} as "roas",
      ${metric('revenue')} as "revenue") m) as "performanceMetrics",
    ${page.aiConfidence} as "aiConfidence", ${isoMillis(sql`${page.createdAt}`)} as "createdAt",
    ${isoMillis(sql`${page.updatedAt}`)} as "updatedAt", ${page.canModify} as "canModify",
    ${page.contentVariantCount} as "contentVariantCount", ${page.pacing} as "pacing",
    ${page.approval} as "approval") item)::text`;
  return {
    rows: db
      .select({
        id: page.id,
        item,
        // The cursor needs the page's last row only (the statement fetches one row more than the page).
        createdAtExact: sql<
          string | null
        >`case when ${page.position} = ${sql.placeholder('pageSize')} then ${exactTimestamp(sql`${page.createdAt}`)} end`,
        sortKey: page.sortKey,
        // The filter's count rides along with the page: one round trip instead of two.
        total: sql<number>`(select count(*) from ${campaigns} ${matching})`.mapWith(Number),
      })
      .from(page)
      .orderBy(page.position)
      .prepare(name),
    total: db.select({ n: count() }).from(campaigns).where(where).prepare(`${name}_count`),
  };
}
function pageStatements(db: Database, shape: { status: boolean; sort: CampaignSort; after: boolean }) {
  let byShape = preparedPages.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedPages.set(db, byShape);
  }
  const id = `${shape.sort}:${shape.status}:${shape.after}`;
  let statements = byShape.get(id);
  if (!statements) {
    statements = preparePage(db, shape);
    byShape.set(id, statements);
  }
  return statements;
}

export async function selectCampaignPage(
  db: Database,
  viewer: Viewer,
  options: {
    status?: CampaignStatus | undefined;
    sort: CampaignSort;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<CampaignPage> {
  const cursor = options.cursor === undefined ? undefined : decodeCursor(options.cursor, options.sort);
  const statements = pageStatements(db, {
    status: options.status !== undefined,
    sort: options.sort,
    after: cursor !== undefined,
  });
  const params = {
    status: options.status,
    // One more than asked says whether there is a next page without another query.
    limit: options.limit + 1,
    pageSize: options.limit,
    viewerId: viewer.id,
    canModifyAll: viewer.canModifyAll,
    ...(cursor ? { key: cursor.key, createdAt: cursor.createdAt, id: cursor.id } : {}),
  };
  const found = await statements.rows.execute(params);
  // Past the last row the page is empty and carries no count: only then is it asked for on its own.
  const total =
    found[0]?.total ?? Number((await statements.total.execute({ status: options.status }))[0]?.n ?? 0);
  const page = found.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => row.item),
    nextCursor:
      found.length > options.limit && last?.createdAtExact
        ? encodeCursor({ sort: options.sort, key: last.sortKey, createdAt: last.createdAtExact, id: last.id })
        : null,
    total,
  };
}

/** Counts per status and the money of the whole workspace, in one pass. */
/**
 * Campaigns delivering on `today` (a workspace calendar date): active, started and not yet ended. An active
 * campaign whose start date is still ahead is scheduled, not delivering.
 */
export async function countDeliveringCampaigns(db: Executor, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(
      and(eq(campaigns.status, 'active'), lte(campaigns.startDate, today), gte(campaigns.endDate, today)),
    );
  return Number(row?.n ?? 0);
}

export async function selectCampaignSummary(db: Database) {
  const rows = await db
    .select({
      status: campaigns.status,
      n: count(),
      budget: sql<string>`coalesce(sum(${campaigns.budget}), 0)`,
      spend: sql<string>`coalesce(sum((${campaigns.performanceMetrics}->>'spend')::numeric), 0)`,
    })
    .from(campaigns)
    .groupBy(campaigns.status);
  return rows.map((r) => ({
    status: r.status,
    count: Number(r.n),
    budget: Number(r.budget),
    spend: Number(r.spend),
  }));
}

export async function selectCampaign(db: Executor, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

export async function selectModifiableCampaign(
  db: Executor,
  viewer: Viewer,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow | undefined> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), modifiableBy(viewer)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertCampaign(db: Executor, values: NewCampaignRow): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return row;
}

export async function updateCampaignRow(
  db: Executor,
  viewer: Viewer,
  id: string,
  values: Partial<NewCampaignRow>,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set(values)
    .where(and(eq(campaigns.id, id), modifiableBy(viewer)))
    .returning();
  return row;
}

export async function deleteCampaignRow(
  db: Executor,
  viewer: Viewer,
  id: string,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), modifiableBy(viewer)))
    .returning();
  return row;
}

/**
 * Recomputes campaigns.performanceMetrics (and so spend) from the per-channel totals, so that lists and sorts
 * read one row per campaign. Called by refreshMetricRollups after every metrics write.
 */
export async function refreshPerformanceMetrics(db: Database, campaignIds: string[]): Promise<void> {
  const totals = db
    .select({
      campaignId: campaignChannelTotals.campaignId,
      impressions: sql<number>`sum(${campaignChannelTotals.impressions})`.as('impressions'),
      clicks: sql<number>`sum(${campaignChannelTotals.clicks})`.as('clicks'),
      conversions: sql<number>`sum(${campaignChannelTotals.conversions})`.as('conversions'),
      spend: sql<number>`sum(${campaignChannelTotals.spend})`.as('spend'),
      revenue: sql<number>`sum(${campaignChannelTotals.revenue})`.as('revenue'),
    })
    .from(campaignChannelTotals)
    .where(inArray(campaignChannelTotals.campaignId, campaignIds))
    .groupBy(campaignChannelTotals.campaignId)
    .as('totals');
  await db
    .update(campaigns)
    .set({
      performanceMetrics: sql`jsonb_build_object(
        'impressions', ${totals.impressions}, 'clicks', ${totals.clicks}, 'conversions', ${totals.conversions},
        'spend', round(${totals.spend}, 2), 'revenue', round(${totals.revenue}, 2),
        'ctr', case when ${totals.impressions} > 0 then round(${totals.clicks} * 100.0 / ${totals.impressions}, 2) else 0 end,
        'roas', case when ${totals.spend} > 0 then round(${totals.revenue} / ${totals.spend}, 2) else 0 end)`,
    })
    .from(totals)
    .where(eq(campaigns.id, totals.campaignId));
}
