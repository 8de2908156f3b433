import { eq } from 'drizzle-orm';
import type { WorkspaceSettings } from '../../../shared/approvals';
import type { Database } from '../../db/client';
import { workspaceSettings } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

type Reader = Pick<Database, 'select'>;
const ID = 'workspace';

/** The workspace's settings; the defaults until an admin changes one (no row yet). */
export async function readWorkspaceSettings(db: Reader): Promise<WorkspaceSettings> {
  const [row] = await db.select().from(workspaceSettings).where(eq(workspaceSettings.id, ID));
  return { launchApproval: row?.launchApproval ?? false };
}

/** Whether a marketing manager's launch waits for approval (src/shared/approvals.ts). */
export async function launchApprovalRequired(db: Reader): Promise<boolean> {
  return (await readWorkspaceSettings(db)).launchApproval;
}

/** Saves the settings an admin changed; a change is audited, saving the same value is not. */
export async function updateWorkspaceSettings(
  db: Database,
  actorId: string,
  changes: WorkspaceSettings,
): Promise<WorkspaceSettings> {
  return db.transaction(async (tx) => {
    const before = await readWorkspaceSettings(tx);
    await tx
      .insert(workspaceSettings)
      .values({ id: ID, launchApproval: changes.launchApproval })
      .onConflictDoUpdate({
        target: workspaceSettings.id,
        set: { launchApproval: changes.launchApproval, updatedAt: new Date() },
      });
    if (before.launchApproval !== changes.launchApproval) {
      await recordAudit(tx, {
        actorId,
        action: 'workspace.settings_changed',
        targetType: 'workspace',
        targetId: ID,
        before: { ...before },
        after: { launchApproval: changes.launchApproval },
      });
    }
    return { launchApproval: changes.launchApproval };
  });
}
