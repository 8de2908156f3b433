import { timingSafeEqual } from 'node:crypto';
import { desc, eq, notInArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { adminBootstrapCodes, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';

type Tx = Transaction;

/** The exact start-up log line an operator looks for (README, "Run on PostgreSQL"). */
export const MAKE_ADMIN_CODE_LINE = 'Make Me Admin code:';

/**
 * Codes kept while no admin exists. Every instance's start-up adds one, so a crash loop must not grow the table
 * without bound; 50 covers any realistic fleet and its rolling restarts.
 */
const MAX_OUTSTANDING_CODES = 50;

/** In production, Make Me Admin needs a code from the server log, so the first visitor cannot take the workspace. */
export const isMakeAdminCodeRequired = (config: Pick<Config, 'env'>) => config.env === 'production';

async function hasAdmin(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(row);
}

/**
 * Called once at start-up. In production, while the workspace has no admin, issues a new code (192 random bits),
 * stores its SHA-256 and prints `Make Me Admin code: <code>`; once an admin exists it deletes any old codes.
 * Every instance's code stays valid until the first admin is made: an operator may see only one instance's log,
 * and a restart elsewhere must not silently void the code they are typing. Returns the code, if one was issued.
 */
export async function issueMakeAdminCode(
  db: Database,
  config: Pick<Config, 'env'>,
  print: (line: string) => void,
): Promise<string | null> {
  if (!isMakeAdminCodeRequired(config)) return null;
  if (await hasAdmin(db)) {
    await db.delete(adminBootstrapCodes);
    return null;
  }
  const code = randomToken(24);
  await db.transaction(async (tx) => {
    await tx.insert(adminBootstrapCodes).values({ codeHash: sha256(code) });
    const newest = tx
      .select({ codeHash: adminBootstrapCodes.codeHash })
      .from(adminBootstrapCodes)
      .orderBy(desc(adminBootstrapCodes.createdAt))
      .limit(MAX_OUTSTANDING_CODES);
    await tx.delete(adminBootstrapCodes).where(notInArray(adminBootstrapCodes.codeHash, newest));
  });
  print(`${MAKE_ADMIN_CODE_LINE} ${code}`);
  return code;
}

/**
 * Inside the transaction that grants the first admin: true when `code` matches a stored code, and then every code
 * is deleted (single use; no code outlives the bootstrap). Each stored hash is compared in constant time.
 */
export async function consumeMakeAdminCode(tx: Tx, code: string): Promise<boolean> {
  const candidate = Buffer.from(sha256(code), 'hex');
  const rows = await tx.select({ codeHash: adminBootstrapCodes.codeHash }).from(adminBootstrapCodes);
  let isMatch = false;
  for (const row of rows) {
    const stored = Buffer.from(row.codeHash, 'hex');
    // No early exit: the time taken does not depend on which stored code (if any) matched.
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate)) isMatch = true;
  }
  if (!isMatch) return false;
  // Deleting with RETURNING makes the use atomic even without the caller's lock: of two concurrent requests
  // only one sees the rows it deleted.
  const deleted = await tx.delete(adminBootstrapCodes).returning({ codeHash: adminBootstrapCodes.codeHash });
  return deleted.some((row) => row.codeHash === candidate.toString('hex'));
}

/** What the User Management page needs to offer (or not) Make Me Admin. */
export async function getMakeAdminStatus(db: Database, config: Pick<Config, 'env'>) {
  return { hasAdmin: await hasAdmin(db), codeRequired: isMakeAdminCodeRequired(config) };
}
