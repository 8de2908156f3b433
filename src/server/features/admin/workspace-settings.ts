import { eq } from 'drizzle-orm';
import type { UpdateWorkspaceSettingsRequest, WorkspaceSettings } from '../../../shared/approvals';
import { DEFAULT_CURRENCY } from '../../../shared/currency';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locale';
import type { Database } from '../../db/client';
import { workspaceSettings } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

type Reader = Pick<Database, 'select'>;
const ID = 'workspace';

/** The workspace's settings; the defaults until an admin changes one (no row yet). */
export async function readWorkspaceSettings(db: Reader): Promise<WorkspaceSettings> {
  const [row] = await db.select().from(workspaceSettings).where(eq(workspaceSettings.id, ID));
  return {
    launchApproval: row?.launchApproval ?? false,
    requireTwoFactor: row?.requireTwoFactor ?? false,
    currency: row?.currency ?? DEFAULT_CURRENCY,
    locale: row && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  };
}

/** The BCP 47 tag the PDF and e-mails write dates in (src/shared/locale.ts). */
export async function workspaceLocale(db: Reader): Promise<Locale> {
  return (await readWorkspaceSettings(db)).locale;
}

/** The ISO 4217 code amounts are shown in and imports must be in (src/shared/currency.ts). */
export async function workspaceCurrency(db: Reader): Promise<string> {
  return (await readWorkspaceSettings(db)).currency;
}

/** Whether a marketing manager's launch waits for approval (src/shared/approvals.ts). */
export async function launchApprovalRequired(db: Reader): Promise<boolean> {
  return (await readWorkspaceSettings(db)).launchApproval;
}

/** Whether admins and marketing directors must use two-step sign-in (src/shared/two-factor-rules.ts). */
export async function twoFactorRequiredByWorkspace(db: Reader): Promise<boolean> {
  return (await readWorkspaceSettings(db)).requireTwoFactor;
}

/**
 * Saves the settings an admin named (the others keep their values); a change is audited with the settings before
 * and after, saving the same values is not.
 */
export async function updateWorkspaceSettings(
  db: Database,
  actorId: string,
  changes: UpdateWorkspaceSettingsRequest,
): Promise<WorkspaceSettings> {
  return db.transaction(async (tx) => {
    const before = await readWorkspaceSettings(tx);
    const after: WorkspaceSettings = {
      launchApproval: changes.launchApproval ?? before.launchApproval,
      requireTwoFactor: changes.requireTwoFactor ?? before.requireTwoFactor,
      currency: changes.currency ?? before.currency,
      locale: changes.locale ?? before.locale,
    };
    await tx
      .insert(workspaceSettings)
      .values({ id: ID, ...after })
      .onConflictDoUpdate({ target: workspaceSettings.id, set: { ...after, updatedAt: new Date() } });
    if (
      before.launchApproval !== after.launchApproval ||
      before.requireTwoFactor !== after.requireTwoFactor ||
      before.currency !== after.currency ||
      before.locale !== after.locale
    ) {
      await recordAudit(tx, {
        actorId,
        action: 'workspace.settings_changed',
        targetType: 'workspace',
        targetId: ID,
        before: { ...before },
        after: { ...after },
      });
    }
    return after;
  });
}
