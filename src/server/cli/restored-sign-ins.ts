/** Sessions (pending two-step sign-ins among them) and unused reset links from the backup, ended by a restore. */
export interface EndedSignIns {
  sessions: number;
  resetLinks: number;
}

/** What a query answers on both PGlite and node-postgres. */
export type RunQuery = <T>(text: string) => Promise<{ rows: T[] }>;

/**
 * A restored backup carries the sign-ins of its day: session rows (with two-step sign-ins halfway through) and reset
 * links that may have been used since, their `used` flag now turned back. A cookie or link stolen from that time
 * must not work again, so every one of them ends and everyone signs in anew. A backup from before a
 * table existed simply has none of its rows.
 */
export async function endRestoredSignIns(query: RunQuery): Promise<EndedSignIns> {
  const deleteAll = async (table: string) => {
    const { rows } = await query<{ present: boolean }>(
      `select to_regclass('public.${table}') is not null as present`,
    );
    if (!rows[0]?.present) return 0;
    const deleted = await query<{ count: number }>(
      `with gone as (delete from public.${table} returning 1) select count(*)::int as count from gone`,
    );
    return deleted.rows[0]?.count ?? 0;
  };
  return { sessions: await deleteAll('sessions'), resetLinks: await deleteAll('password_reset_tokens') };
}
