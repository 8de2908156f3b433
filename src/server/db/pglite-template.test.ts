import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client';
import { copyPgliteTemplate, writePgliteTemplate } from './pglite-template';

let scratch: string;
let template: string;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'northstar-pglite-template-'));
  template = path.join(scratch, 'template');
  await writePgliteTemplate(template, migrationsFolder());
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const migrationCount = () =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe('PGlite template for a first start', () => {
  it('gives an empty data directory a migrated database, keeping the files already there', async () => {
    const dataDir = path.join(scratch, 'first-start');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'session-secret'), 'kept\n');
    expect(copyPgliteTemplate(dataDir, template)).toBe(true);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe('kept\n');

    const handle = await openDatabase({ dataDir });
    try {
      const applied = (await handle.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0]?.count).toBe(migrationCount());
      await handle.migrate();
      const users = (await handle.db.execute(sql`select count(*)::int as count from users`)) as unknown as {
        rows: { count: number }[];
      };
      expect(users.rows[0]?.count).toBe(0);
      // Only the database PGlite serves: initdb's two templates are not copied on every first start.
      const databases = (await handle.db.execute(sql`select datname from pg_database`)) as unknown as {
        rows: { datname: string }[];
      };
      expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
      expect(readdirSync(path.join(dataDir, 'base'))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('never touches a data directory that already holds a database', () => {
    const dataDir = path.join(scratch, 'existing');
    expect(copyPgliteTemplate(dataDir, template)).toBe(true);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), 'marker\n');
    expect(copyPgliteTemplate(dataDir, template)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('marker\n');
  });

  it('is ignored when missing or made by another PGlite version', () => {
    expect(copyPgliteTemplate(path.join(scratch, 'none'), path.join(scratch, 'no-template'))).toBe(false);
    const version = `${template}.version`;
    const real = readFileSync(version, 'utf8');
    writeFileSync(version, '0.0.1');
    try {
      expect(copyPgliteTemplate(path.join(scratch, 'other-version'), template)).toBe(false);
      expect(existsSync(path.join(scratch, 'other-version', 'PG_VERSION'))).toBe(false);
    } finally {
      writeFileSync(version, real);
    }
  });
});
