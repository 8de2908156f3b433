import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '../../../shared/admin';
import { addDays } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { AUDIT_LOG_PAGING, auditRowWithActor } from '../../lib/audit';
import { mapPage, type Page, selectNewestFirstPage } from '../../lib/paging';

/** Audit rows newest first, filtered by action (security events included) and workspace calendar dates (inclusive). */
export async function listAudit(
  db: Database,
  timeZone: string,
  query: AuditQuery,
): Promise<Page<AuditEntry>> {
  const conditions: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    // A calendar date in the workspace zone starts at local midnight.
    query.from ? gte(auditLog.at, sql`(${query.from}::date)::timestamp at time zone ${timeZone}`) : undefined,
    query.to
      ? lt(auditLog.at, sql`(${addDays(query.to, 1)}::date)::timestamp at time zone ${timeZone}`)
      : undefined,
  ];
  const where = and(...conditions);
  const page = await selectNewestFirstPage(
    db,
    {
      select: db
        .select({
          ...auditRowWithActor(),
          targetUser: sql<
            string | null
          >`(select username from users u where u.id::text = ${auditLog.targetId})`,
          targetCampaign: sql<
            string | null
          >`(select name from campaigns c where c.id::text = ${auditLog.targetId})`,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .$dynamic(),
      ...AUDIT_LOG_PAGING,
      where,
    },
    { limit: query.limit ?? AUDIT_PAGE_SIZE.default, cursor: query.cursor },
  );
  const names = await namesOf(
    db,
    page.rows.flatMap((r) => [...idsIn(r.entry.before), ...idsIn(r.entry.after)]),
  );
  return mapPage(
    page,
    (r): AuditEntry => ({
      id: r.entry.id,
      at: r.entry.at.toISOString(),
      action: r.entry.action,
      actor: r.entry.actorId
        ? {
            id: r.entry.actorId,
            username: r.actorUsername ?? 'deleted user',
            name: `${r.actorFirst ?? ''} ${r.actorLast ?? ''}`.trim(),
          }
        : null,
      targetType: r.entry.targetType,
      targetId: r.entry.targetId,
      targetLabel:
        r.entry.targetType === 'user'
          ? (r.targetUser ?? null)
          : r.entry.targetType === 'campaign'
            ? (r.targetCampaign ?? (r.entry.before?.name as string | undefined) ?? null)
            : null,
      before: r.entry.before,
      after: r.entry.after,
      mentions: Object.fromEntries(
        [...idsIn(r.entry.before), ...idsIn(r.entry.after)].flatMap((id) => {
          const name = names.get(id);
          return name ? [[id, name]] : [];
        }),
      ),
      ip: r.entry.ip,
      userAgent: r.entry.userAgent,
    }),
  );
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids an entry's before/after values mention (an applied insight's id, a report schedule's recipients). */
function idsIn(values: Record<string, unknown> | null): string[] {
  return Object.values(values ?? {})
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((v): v is string => typeof v === 'string' && UUID_TEXT.test(v));
}

/** What readers call the users, campaigns and insights behind ids (ids of deleted rows have no name). */
async function namesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!unique.length) return new Map();
  const list = sql.join(
    unique.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select id::text as id, username as name from users where id in (${list})
        union all select id::text, name from campaigns where id in (${list})
        union all select id::text, title from ai_insights where id in (${list})`,
  )) as unknown as { rows: { id: string; name: string }[] };
  return new Map(result.rows.map((row) => [row.id, row.name]));
}
