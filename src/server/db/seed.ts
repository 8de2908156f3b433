import { sql } from 'drizzle-orm';
import { ROLE_DISPLAY_NAMES, ROLES, type Role } from '../../shared/roles';
import { hashPassword } from '../lib/passwords';
import { randomToken } from '../lib/tokens';
import type { Database } from './client';
import { users } from './schema';

export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
}

const DEMO_PEOPLE: Record<Role, { username: string; firstName: string; lastName: string }> = {
  user: { username: 'demo-user', firstName: 'Uma', lastName: 'Reyes' },
  analyst: { username: 'demo-analyst', firstName: 'Arjun', lastName: 'Patel' },
  marketing_manager: { username: 'demo-manager', firstName: 'Maya', lastName: 'Chen' },
  marketing_director: { username: 'demo-director', firstName: 'Diego', lastName: 'Alvarez' },
  admin: { username: 'demo-admin', firstName: 'Ada', lastName: 'Okafor' },
};

/**
 * First start on an empty database: one user per role. Passwords are random (or SEED_DEMO_PASSWORD for
 * scripted runs) and returned once so the caller can print them; only their hashes are stored.
 * Returns null when the database already has users.
 */
export async function seedDemoWorkspace(db: Database, fixedPassword?: string): Promise<DemoAccount[] | null> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) return null;
  const accounts: DemoAccount[] = [];
  for (const role of ROLES) {
    const person = DEMO_PEOPLE[role];
    const password = fixedPassword ?? randomToken(12);
    await db.insert(users).values({
      username: person.username,
      email: `${person.username}@northstar.example`,
      password: await hashPassword(password),
      firstName: person.firstName,
      lastName: person.lastName,
      company: 'Northstar Demo Co.',
      role,
      isVerified: true,
    });
    accounts.push({ username: person.username, password, role });
  }
  return accounts;
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const lines = accounts.map(
    (a) => `  ${ROLE_DISPLAY_NAMES[a.role].padEnd(20)} ${a.username.padEnd(16)} ${a.password}`,
  );
  return [
    'Demo workspace created. Sign in with (shown once; only hashes are stored):',
    `  ${'Role'.padEnd(20)} ${'Username'.padEnd(16)} Password`,
    ...lines,
  ].join('\n');
}
