import { type AnyColumn, and, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { PAGE_MESSAGES } from '../../shared/paging';
import type { Database } from '../db/client';
import { badRequest } from './errors';

/**
 * What every keyset-paged list shares (DESIGN §6): cursor checks, timestamps to the microsecond, the Link header.
 */

/** A cursor's timestamp: created_at to the microsecond, UTC. */
const EXACT_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A bigserial id as text (the audit log's). */
const SERIAL = /^[1-9]\d{0,17}$/;

/** How a list's ids look: uuid (most tables) or a bigserial number (the audit log). */
export type IdKind = 'uuid' | 'serial';

/** A timestamp to the microsecond, as cursors keep it (a JavaScript Date keeps milliseconds only). */
export const exactTimestamp = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cursor's values as the opaque text clients carry: base64url of a JSON array. */
export const encodeCursorValues = (values: unknown[]): string =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

/** The values a cursor carries, or null for text that is not one (every list checks their shape itself). */
export function decodeCursorValues(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** A cursor's timestamp as exactTimestamp writes it, and a real instant. */
export const isExactTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && EXACT_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The (created_at, id) every keyset cursor of a uuid-keyed list ends with, when `createdAt` is a timestamp as
 * exactTimestamp writes it and `id` a uuid; otherwise null.
 */
export function timestampAndUuid(createdAt: unknown, id: unknown): { createdAt: string; id: string } | null {
  return isExactTimestamp(createdAt) && typeof id === 'string' && UUID.test(id) ? { createdAt, id } : null;
}

/**
 * Keyset paging for lists shown newest first, ordered by (created_at ↓, id ↓) (DESIGN §6): a row created or deleted
 * while someone pages never makes a page repeat or skip another row. The cursor is opaque to clients: the last
 * row's created_at to the microsecond (a JavaScript Date keeps milliseconds, and rows created within the same
 * millisecond would be skipped or repeated) and its id.
 */
export interface NewestFirstCursor {
  createdAt: string;
  id: string;
}

export function encodeNewestFirstCursor(cursor: NewestFirstCursor): string {
  return encodeCursorValues([cursor.createdAt, cursor.id]);
}

/** Anything that is not a cursor this server wrote is a 400 with a field error, never a database error. */
export function decodeNewestFirstCursor(text: string, idKind: IdKind = 'uuid'): NewestFirstCursor {
  const value = decodeCursorValues(text);
  if (
    value?.length === 2 &&
    isExactTimestamp(value[0]) &&
    typeof value[1] === 'string' &&
    (idKind === 'uuid' ? UUID : SERIAL).test(value[1])
  ) {
    return { createdAt: value[0], id: value[1] };
  }
  throw badRequest(PAGE_MESSAGES.cursor, { cursor: [PAGE_MESSAGES.cursor] });
}

/** Rows after the cursor in (created_at ↓, id ↓) order. */
export function olderThan(
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: NewestFirstCursor,
  idKind: IdKind = 'uuid',
): SQL {
  const cursorId = idKind === 'uuid' ? sql`${cursor.id}::uuid` : sql`${cursor.id}::bigint`;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursorId})`;
}

/**
 * The page from rows fetched with `limit + 1` (one more says whether there is a next page without a second query):
 * its rows and the cursor of its last row, or null on the last page.
 */
export function pageFrom<T extends { id: string | number; createdAtExact: string }>(
  found: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows,
    nextCursor:
      found.length > limit && last
        ? encodeNewestFirstCursor({ createdAt: last.createdAtExact, id: String(last.id) })
        : null,
  };
}

/** One page of a list as the API answers it: its items, how many match in all, and the next page's cursor. */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** The page of `rows` with each row turned into the item the API answers. */
export function mapPage<Row, T>(
  page: { rows: Row[]; total: number; nextCursor: string | null },
  toItem: (row: Row) => T,
): Page<T> {
  return { items: page.rows.map(toItem), total: page.total, nextCursor: page.nextCursor };
}

/**
 * One page of a list shown newest first, and how many rows match `where`. `select` names the columns (with
 * `createdAtExact: exactTimestamp(createdAt)`) and any joins, as a dynamic query; this adds the filter, the rows
 * after the cursor, the (created_at ↓, id ↓) order and the limit, and counts `from` with the same filter.
 */
export async function selectNewestFirstPage<Q extends PgSelect>(
  db: Database,
  list: { select: Q; from: PgTable; createdAt: AnyColumn; id: AnyColumn; idKind?: IdKind; where?: SQL },
  query: { limit: number; cursor: string | undefined },
): Promise<{ rows: Awaited<Q>; total: number; nextCursor: string | null }> {
  const { createdAt, id, idKind = 'uuid', where } = list;
  const cursor = query.cursor === undefined ? undefined : decodeNewestFirstCursor(query.cursor, idKind);
  const after = cursor ? olderThan(createdAt, id, cursor, idKind) : undefined;
  const [found, [counted]] = await Promise.all([
    list.select
      .where(and(where, after))
      .orderBy(desc(createdAt), desc(id))
      .limit(query.limit + 1),
    db.select({ value: count() }).from(list.from).where(where),
  ]);
  const page = pageFrom(found as { id: string | number; createdAtExact: string }[], query.limit);
  return { rows: page.rows as Awaited<Q>, total: Number(counted?.value ?? 0), nextCursor: page.nextCursor };
}

/** `Link: <path?…&cursor=…>; rel="next"`, keeping the request's other parameters so the links walk the same list. */
export function nextPageLink(path: string, query: Record<string, unknown>, nextCursor: string): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (key !== 'cursor' && value !== undefined && value !== '') next.set(key, String(value));
  next.set('cursor', nextCursor);
  return `<${path}?${next}>; rel="next"`;
}

/** The OpenAPI description of a paged list's answer; `counted` says what X-Total-Count counts. */
export const pageDescription = (counted: string) =>
  'The body is one page; the Link header (rel="next") names the next page while there is one, and ' +
  `X-Total-Count says how many ${counted}.`;

/**
 * Answers one page of a list (DESIGN §6): the body is the page's items; X-Total-Count says how many match, and the
 * Link header names the next page while there is one.
 */
export function sendPage<T>(
  reply: FastifyReply,
  path: string,
  query: Record<string, unknown>,
  page: Page<T>,
): T[] {
  reply.header('x-total-count', String(page.total));
  if (page.nextCursor) reply.header('link', nextPageLink(path, query, page.nextCursor));
  return page.items;
}
