import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/dates';
import { ROLE_DISPLAY_NAMES, ROLES, type Role } from '../../shared/roles';
import { todayIn } from '../../shared/zoned-dates';
import { hashPassword } from '../lib/passwords';
import { randomToken } from '../lib/tokens';
import type { Database } from './client';
import { auditLog, campaigns, users } from './schema';

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
  const accounts: DemoAccount[] = ROLES.map((role) => ({
    username: DEMO_PEOPLE[role].username,
    password: fixedPassword ?? randomToken(12),
    role,
  }));
  // The hashes are computed side by side (the hasher runs off the main thread): a first start waits for one
  // round of them instead of one per role.
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  await db.insert(users).values(
    accounts.map(({ username, role }, i) => ({
      username,
      email: `${username}@northstar.example`,
      password: hashes[i] as string,
      firstName: DEMO_PEOPLE[role].firstName,
      lastName: DEMO_PEOPLE[role].lastName,
      company: 'Northstar Demo Co.',
      role,
      isVerified: true,
    })),
  );
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

interface DemoCampaign {
  name: string;
  owner: Role;
  objective: 'awareness' | 'conversion' | 'retention' | 'traffic';
  budget: number;
  startOffset: number;
  endOffset: number;
  status: 'draft' | 'active' | 'paused' | 'completed';
  interests: string[];
  locations: string[];
  /** Status changes as [days from today, from, to]. */
  history?: [number, string, string][];
}

const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Spring Collection Launch',
    owner: 'marketing_manager',
    objective: 'conversion',
    budget: 25_000,
    startOffset: -75,
    endOffset: 15,
    status: 'active',
    interests: ['Fashion', 'E-commerce'],
    locations: ['United States', 'Canada'],
  },
  {
    name: 'Brand Awareness Q4',
    owner: 'marketing_director',
    objective: 'awareness',
    budget: 40_000,
    startOffset: -90,
    endOffset: 30,
    status: 'active',
    interests: ['Entertainment', 'Technology'],
    locations: ['United States', 'United Kingdom', 'Germany'],
  },
  {
    name: 'Loyalty Re-engagement',
    owner: 'marketing_manager',
    objective: 'retention',
    budget: 12_000,
    startOffset: -60,
    endOffset: 30,
    status: 'active',
    interests: ['E-commerce', 'Home & Garden'],
    locations: ['United States'],
    history: [
      [-30, 'active', 'paused'],
      [-25, 'paused', 'active'],
    ],
  },
  {
    name: 'Holiday Flash Sale',
    owner: 'marketing_manager',
    objective: 'conversion',
    budget: 18_000,
    startOffset: -45,
    endOffset: 20,
    status: 'paused',
    interests: ['E-commerce', 'Food & Dining'],
    locations: ['United States', 'Mexico'],
    history: [[-3, 'active', 'paused']],
  },
  {
    name: 'Webinar Sign-ups',
    owner: 'marketing_director',
    objective: 'traffic',
    budget: 8_000,
    startOffset: -100,
    endOffset: -10,
    status: 'active',
    interests: ['Business', 'Education'],
    locations: ['United Kingdom', 'Australia'],
  },
  {
    name: 'Summer Fitness Push',
    owner: 'marketing_manager',
    objective: 'conversion',
    budget: 15_000,
    startOffset: -30,
    endOffset: 60,
    status: 'active',
    interests: ['Fitness', 'Health', 'Sports'],
    locations: ['Australia', 'United States'],
  },
  {
    name: 'New Market: Germany',
    owner: 'marketing_director',
    objective: 'awareness',
    budget: 20_000,
    startOffset: 7,
    endOffset: 67,
    status: 'draft',
    interests: ['Technology'],
    locations: ['Germany'],
  },
  {
    name: 'B2B Lead Generation',
    owner: 'admin',
    objective: 'traffic',
    budget: 30_000,
    startOffset: -50,
    endOffset: 40,
    status: 'active',
    interests: ['Business', 'Technology'],
    locations: ['United States', 'Germany', 'France'],
  },
];

/**
 * Demo campaigns across the workspace (the ingest then backfills their delivery, up to 100 days).
 * Status history goes to the audit log, so the simulator leaves paused days empty.
 */
export async function seedDemoCampaigns(db: Database, timeZone: string): Promise<number> {
  const owners = await db.select({ id: users.id, role: users.role }).from(users);
  const ownerOf = (role: Role) => owners.find((o) => o.role === role)?.id ?? owners[0]?.id;
  const today = todayIn(timeZone);
  for (const demo of DEMO_CAMPAIGNS) {
    const userId = ownerOf(demo.owner);
    if (!userId) continue;
    const [row] = await db
      .insert(campaigns)
      .values({
        userId,
        name: demo.name,
        description: `Demo campaign: ${demo.name}.`,
        objective: demo.objective,
        budget: demo.budget.toFixed(2),
        startDate: addDays(today, demo.startOffset),
        endDate: addDays(today, demo.endOffset),
        status: demo.status,
        targetAudience: {
          demographics: { ageRange: [25, 45], locations: demo.locations, interests: demo.interests },
          behavioral: {
            engagementLevel: 'high',
            devicePreference: 'mobile',
            shoppingTimes: ['Evening (6PM-12AM)', 'Weekends'],
          },
        },
        brandVoice: {
          tone: 'professional',
          style: 'modern',
          productName: demo.name,
          keyMessages: ['Made for you'],
        },
        aiConfidence: '0.90',
      })
      .returning({ id: campaigns.id });
    for (const [offset, from, to] of demo.history ?? []) {
      await db.insert(auditLog).values({
        actorId: userId,
        action: 'campaign.status_changed',
        targetType: 'campaign',
        targetId: row?.id ?? '',
        before: { status: from },
        after: { status: to },
        at: new Date(`${addDays(today, offset)}T12:00:00Z`),
      });
    }
  }
  return DEMO_CAMPAIGNS.length;
}
