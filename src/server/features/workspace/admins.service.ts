import { and, asc, eq, isNull } from 'drizzle-orm';
import type { WorkspaceAdmin } from '../../../shared/workspace';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The workspace's administrators by name, for members who need a role changed (issue 30, item 7): names only, no
 * e-mail addresses or usernames. Disabled accounts cannot act on a request and are left out.
 */
export async function listWorkspaceAdmins(db: Database): Promise<WorkspaceAdmin[]> {
  const rows = await db
    .select({ first: users.firstName, last: users.lastName, username: users.username })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username));
  return rows.map((r) => ({ name: `${r.first} ${r.last}`.trim() || r.username }));
}
