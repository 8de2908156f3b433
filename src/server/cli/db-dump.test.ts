import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from '../db/client';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { seedDemoCampaigns, seedDemoWorkspace } from '../db/seed';
import { runBackupCli, runRestoreCli } from './db-dump';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

type Snapshot = Record<string, string[]>;

/** Every table of the app and of the migrator, row for row (as JSON, sorted), plus every sequence position. */
async function snapshot(db: Database): Promise<Snapshot> {
  // PGlite and node-postgres both answer raw SQL with { rows }.
  const query = async <T>(text: string) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const tables = await query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Snapshot = {};
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(`select row_to_json(t)::text as row from ${name} t`);
    result[name] = rows.map((r) => r.row).sort();
  }
  const sequences = await query<{ name: string; position: string }>(
    `select schemaname || '.' || sequencename as name, coalesce(last_value, 0)::text as position
       from pg_sequences where schemaname in ('public', 'drizzle') order by 1`,
  );
  result['(sequences)'] = sequences.map((s) => `${s.name}=${s.position}`);
  return result;
}

/** Opens the database for `use` and closes it again, also when `use` fails: a backup or restore needs it closed. */
async function withDatabase<T>(options: OpenDatabaseOptions, use: (handle: DatabaseHandle) => Promise<T>) {
  const handle = await openDatabase(options);
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

const snapshotOf = (options: OpenDatabaseOptions) => withDatabase(options, (handle) => snapshot(handle.db));

/**
 * Makes a migrated workspace with users, campaigns, their audit history and the migrations journal, and returns its
 * snapshot.
 */
const seedAndSnapshot = (options: OpenDatabaseOptions) =>
  withDatabase(options, async (handle) => {
    await handle.migrate();
    await seedDemoWorkspace(handle.db, 'backup-test-password');
    await seedDemoCampaigns(handle.db, 'UTC');
    await signInSomeone(handle.db);
    return snapshot(handle.db);
  });

/**
 * Sign-in state a stolen backup would carry: a live session, a two-step sign-in halfway through and an unused reset
 * link, all still valid for hours.
 */
async function signInSomeone(db: Database) {
  const [user] = await db.select().from(users).limit(1);
  if (!user) throw new Error('no user to sign in');
  const expire = new Date(Date.now() + 6 * 3600_000);
  const sess = { userId: user.id, role: user.role, createdAt: new Date().toISOString() };
  await db.insert(sessions).values([
    { sid: 'a'.repeat(64), sess, expire },
    { sid: 'b'.repeat(64), sess: { ...sess, twoFactorPending: true }, expire },
  ]);
  await db
    .insert(passwordResetTokens)
    .values({ userId: user.id, token: 'c'.repeat(64), email: user.email, expiresAt: expire });
}

/** The backup as it must come back: every row, but no session and no reset link (db-dump.ts, endRestoredSignIns). */
function withoutSignIns(data: Snapshot): Snapshot {
  expect(data['public.sessions']).toHaveLength(2);
  expect(data['public.password_reset_tokens']).toHaveLength(1);
  return { ...data, 'public.sessions': [], 'public.password_reset_tokens': [] };
}

function expectSubstantial(data: Snapshot) {
  expect(Object.keys(data).length).toBeGreaterThan(10);
  expect(data['public.users']).toHaveLength(5);
  expect(data['public.campaigns']?.length).toBeGreaterThan(0);
  expect(data['public.audit_log']?.length).toBeGreaterThan(0);
  expect(data['drizzle.__drizzle_migrations']?.length).toBeGreaterThan(0);
}

function capture() {
  const lines: string[] = [];
  return {
    lines,
    text: () => lines.join('\n'),
    log: (line: string) => lines.push(line),
    error: (line: string) => lines.push(line),
  };
}

describe('embedded database backup and restore', () => {
  let root: string;
  let source: string;
  let original: Snapshot;
  const secret = `${randomBytes(32).toString('base64url')}\n`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'northstar-backup-'));
    source = path.join(root, 'data');
    original = await seedAndSnapshot({ dataDir: source });
    await writeFile(path.join(source, 'session-secret'), secret, { mode: 0o600 });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  // Two real command lines (npm → tsx → PGlite) on a shared machine: a generous limit.
  it('round-trips through npm run db:backup and db:restore with every table and the session secret', {
    timeout: 60_000,
  }, async () => {
    expectSubstantial(original);
    const file = path.join(root, 'northstar.tar.gz');
    const restored = path.join(root, 'restored');
    // DATABASE_URL='' keeps a developer's .env from pointing the commands at PostgreSQL.
    const env = { ...process.env, DATABASE_URL: '' };

    const backup = await run('npm', ['run', '-s', 'db:backup', '--', file], {
      cwd: REPO_ROOT,
      env: { ...env, DATA_DIR: source },
    });
    expect(backup.stdout).toContain('includes DATA_DIR/session-secret');
    expect((await stat(file)).mode & 0o077).toBe(0);

    const restore = await run('npm', ['run', '-s', 'db:restore', '--', file], {
      cwd: REPO_ROOT,
      env: { ...env, DATA_DIR: restored },
    });
    expect(restore.stdout).toContain(`Restored ${file}`);
    expect(restore.stdout).toContain("Ended the backup's 2 sessions and 1 password reset link");

    expect(await readFile(path.join(restored, 'session-secret'), 'utf8')).toBe(secret);
    expect((await stat(path.join(restored, 'session-secret'))).mode & 0o077).toBe(0);
    // Closed cleanly: the next backup or server start must not find the database "in use".
    expect(existsSync(path.join(restored, 'postmaster.pid'))).toBe(false);
    expect(await snapshotOf({ dataDir: restored })).toEqual(withoutSignIns(original));
  });

  it('refuses to restore into a data directory that is not empty, and leaves it as it was', async () => {
    const file = path.join(root, 'for-refusal.tar.gz');
    expect(await runBackupCli([file], { DATA_DIR: source }, capture())).toBe(0);

    const before = (await readdir(source)).sort();
    const out = capture();
    expect(await runRestoreCli([file], { DATA_DIR: source }, out)).toBe(1);
    expect(out.text()).toMatch(/is not empty/);
    expect((await readdir(source)).sort()).toEqual(before);

    const stray = path.join(root, 'one-file');
    await mkdir(stray);
    await writeFile(path.join(stray, 'notes.txt'), 'keep me');
    expect(await runRestoreCli([file], { DATA_DIR: stray }, capture())).toBe(1);
    expect(await readdir(stray)).toEqual(['notes.txt']);
  });

  it('refuses to back up a database that another process has open', async () => {
    const server = new PGlite({ dataDir: source });
    await server.waitReady;
    const file = path.join(root, 'while-open.tar.gz');
    const out = capture();
    try {
      expect(await runBackupCli([file], { DATA_DIR: source }, out)).toBe(1);
    } finally {
      await server.close();
    }
    expect(out.text()).toMatch(/open in another process.*Stop Northstar/s);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a missing database and files that are not embedded backups, creating nothing', async () => {
    const missing = path.join(root, 'missing');
    const out = capture();
    expect(await runBackupCli([path.join(root, 'x.tar.gz')], { DATA_DIR: missing }, out)).toBe(1);
    expect(out.text()).toMatch(/no embedded database/);
    expect(existsSync(missing)).toBe(false);

    const archive = path.join(root, 'postgres.dump');
    await writeFile(archive, Buffer.concat([Buffer.from('PGDMP'), randomBytes(100)]));
    const wrongKind = capture();
    expect(await runRestoreCli([archive], { DATA_DIR: missing }, wrongKind)).toBe(1);
    expect(wrongKind.text()).toMatch(/PostgreSQL backup: set DATABASE_URL/);

    const junk = path.join(root, 'junk.tar.gz');
    await writeFile(junk, Buffer.concat([Buffer.from([0x1f, 0x8b]), randomBytes(4096)]));
    expect(await runRestoreCli([junk], { DATA_DIR: missing }, capture())).toBe(1);
    expect(existsSync(missing)).toBe(false);

    expect(await runRestoreCli([], { DATA_DIR: missing }, capture())).toBe(2);
  });
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('PostgreSQL backup and restore', () => {
  const suffix = randomBytes(5).toString('hex');
  const names = { source: `northstar_backup_src_${suffix}`, target: `northstar_backup_dst_${suffix}` };
  const urlOf = (name: string) => {
    const url = new URL(testDatabaseUrl ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  };
  let admin: pg.Client;
  let root: string;
  let original: Snapshot;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'northstar-pg-backup-'));
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${names.source}`);
    await admin.query(`create database ${names.target}`);
    original = await seedAndSnapshot({ databaseUrl: urlOf(names.source) });
  });
  afterAll(async () => {
    for (const name of Object.values(names))
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(root, { recursive: true, force: true });
  });

  it('round-trips through pg_dump and pg_restore with every table row for row', async () => {
    expectSubstantial(original);
    const file = path.join(root, 'northstar.dump');
    const backup = capture();
    expect(await runBackupCli([file], { DATABASE_URL: urlOf(names.source) }, backup)).toBe(0);
    expect(backup.text()).toContain('pg_dump custom format');
    expect((await stat(file)).mode & 0o077).toBe(0);

    const restore = capture();
    expect(await runRestoreCli([file], { DATABASE_URL: urlOf(names.target) }, restore), restore.text()).toBe(
      0,
    );
    expect(restore.text()).toContain("Ended the backup's 2 sessions and 1 password reset link");
    expect(await snapshotOf({ databaseUrl: urlOf(names.target) })).toEqual(withoutSignIns(original));
  });

  it('refuses to restore into a database that has tables, and changes nothing', async () => {
    const file = path.join(root, 'for-refusal.dump');
    expect(await runBackupCli([file], { DATABASE_URL: urlOf(names.source) }, capture())).toBe(0);
    const out = capture();
    expect(await runRestoreCli([file], { DATABASE_URL: urlOf(names.source) }, out)).toBe(1);
    expect(out.text()).toMatch(/is not empty/);
    expect(await snapshotOf({ databaseUrl: urlOf(names.source) })).toEqual(original);
  });
});
