import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** What two-step sign-in needs of an account (never sent to a client as is: the secret is sealed). */
export async function findTwoFactorAccount(db: Pick<Database, 'select'>, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      password: users.password,
      disabledAt: users.disabledAt,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
export type TwoFactorAccount = NonNullable<Awaited<ReturnType<typeof findTwoFactorAccount>>>;

/** A new secret waiting for its first code; never over an active one (the WHERE decides, not an earlier read). */
export async function storePendingSecret(
  db: Database,
  userId: string,
  sealedSecret: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Records `step` as the last accepted time step, only if it is later than the last one: a code (or an older one)
 * is accepted once, even by two requests racing with it.
 */
export async function claimTotpStep(db: Tx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function markTwoFactorEnabled(db: Tx, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpEnabledAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** A new set of recovery codes (their hashes) replaces the old one, used or not. */
export async function replaceRecoveryCodes(db: Tx, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code in one UPDATE: a code works once, even for two requests racing with it. */
export async function spendRecoveryCode(db: Tx, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Two-step sign-in off: the secret, its last step and every recovery code go. */
export async function clearTwoFactor(db: Tx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
