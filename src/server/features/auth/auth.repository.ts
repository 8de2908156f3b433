import { and, eq, or, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Sign-in accepts the username (any case) or the e-mail address. Usernames cannot hold "@" (issue 28, item 6), so a
 * login with "@" is an e-mail address and matches e-mails only: nobody can claim another person's address as a
 * username and so take their e-mail sign-in.
 */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      login.includes('@')
        ? eq(users.email, login.toLowerCase())
        : sql`lower(${users.username}) = lower(${login})`,
    )
    .limit(1);
  return row;
}

/**
 * Stores a hash made with today's parameters after a sign-in proved the password; only while the old hash is still
 * the stored one, so a password changed meanwhile is never overwritten.
 */
export async function replacePasswordHash(
  db: Database,
  userId: string,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ password: newHash })
    .where(and(eq(users.id, userId), eq(users.password, oldHash)));
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findTakenIdentity(
  db: Database,
  username: string,
  email: string,
): Promise<{ usernameTaken: boolean; emailTaken: boolean }> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${username})`, eq(users.email, email)));
  return {
    usernameTaken: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    emailTaken: rows.some((row) => row.email === email),
  };
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A role change the admin feature decided (who may, the last admin): auth owns the users table. */
export async function setUserRole(db: Database, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Disables an account from now, or enables it again: when it was disabled, null once enabled. */
export async function setUserDisabled(db: Database, userId: string, disabled: boolean): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ disabledAt: disabled ? sql`now()` : null })
    .where(eq(users.id, userId))
    .returning({ disabledAt: users.disabledAt });
  return row?.disabledAt ?? null;
}
