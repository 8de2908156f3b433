import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type EndedSignIns, endRestoredSignIns } from './restored-sign-ins';

/**
 * Backup and restore of the Northstar database (README "Operations"): the embedded PGlite data directory as a
 * gzipped tarball, PostgreSQL as a pg_dump custom-format archive. A restore only ever fills an empty target, so
 * it can never merge into or overwrite a live workspace.
 */

export type DumpTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** A refusal the operator can act on: printed as is, exit code 1. */
export class DumpRefusal extends Error {}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** Kept beside the embedded database by config.ts when SESSION_SECRET is not set. */
const SESSION_SECRET_FILE = 'session-secret';
/** PGlite writes it on open and removes it on a clean close; its pid is a fixed fake, so it only says "open". */
const PGLITE_LOCK_FILE = 'postmaster.pid';

export function resolveDumpTarget(env: NodeJS.ProcessEnv): DumpTarget {
  // Not loadConfig(): without SESSION_SECRET it creates DATA_DIR/session-secret, which would make a restore
  // target non-empty, and a backup should not fail on unrelated settings.
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR?.trim() || './data') };
}

export interface BackupSummary {
  bytes: number;
  /** Embedded only: whether DATA_DIR/session-secret is inside the tarball. */
  includesSessionSecret: boolean;
}

export async function backupDatabase(target: DumpTarget, file: string): Promise<BackupSummary> {
  const destination = path.resolve(file);
  if (!existsSync(path.dirname(destination))) {
    throw new DumpRefusal(`The folder ${path.dirname(destination)} does not exist.`);
  }
  // Written beside the destination and renamed at the end, so a failed run never replaces a good backup.
  const partial = `${destination}.partial-${randomBytes(4).toString('hex')}`;
  try {
    if (target.kind === 'pglite') {
      const tarball = await dumpPglite(target.dataDir);
      // The archive holds password hashes and personal data (and maybe the session secret): owner-only.
      await writeFile(partial, tarball, { mode: 0o600 });
    } else {
      const { dbname, env } = libpqConnection(target.url);
      // Created owner-only before pg_dump writes into it, so the dump is never readable by others.
      await writeFile(partial, '', { mode: 0o600 });
      await runTool(
        'pg_dump',
        ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`],
        env,
      );
    }
    await rename(partial, destination);
  } finally {
    await rm(partial, { force: true });
  }
  return {
    bytes: (await stat(destination)).size,
    includesSessionSecret:
      target.kind === 'pglite' && existsSync(path.join(target.dataDir, SESSION_SECRET_FILE)),
  };
}

async function dumpPglite(dataDir: string): Promise<Uint8Array> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new DumpRefusal(
      `There is no embedded database in ${dataDir}. Set DATA_DIR to its folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
  // PGlite has no cross-process lock: copying files under a running server could capture a half-written state.
  if (existsSync(path.join(dataDir, PGLITE_LOCK_FILE))) throw inUse(dataDir);
  const client = new PGlite({ dataDir });
  try {
    await client.waitReady;
    // Flush every dirty page so that the files in the tarball are complete on their own.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

function inUse(dataDir: string): DumpRefusal {
  return new DumpRefusal(
    `The embedded database in ${dataDir} is open in another process (${PGLITE_LOCK_FILE} is present). ` +
      'Stop Northstar and run this again. If Northstar is not running, it last stopped without a clean ' +
      'shutdown: start it once, stop it with Ctrl+C (or SIGTERM), then run this again.',
  );
}

export interface RestoreSummary {
  tables: number;
  endedSignIns: EndedSignIns;
}

export async function restoreDatabase(target: DumpTarget, file: string): Promise<RestoreSummary> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new DumpRefusal(`No backup file at ${source}.`);
  const kind = await detectBackupKind(source);
  if (kind === null) {
    throw new DumpRefusal(
      `${source} is not a Northstar backup (neither an embedded tarball nor a pg_dump archive).`,
    );
  }
  if (kind !== target.kind) {
    throw new DumpRefusal(
      kind === 'pglite'
        ? `${source} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.`
        : `${source} is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into.`,
    );
  }
  return target.kind === 'pglite'
    ? restorePglite(target.dataDir, source)
    : restorePostgres(target.url, source);
}

async function detectBackupKind(file: string): Promise<DumpTarget['kind'] | null> {
  const handle = await open(file, 'r');
  const head = Buffer.alloc(512);
  try {
    await handle.read(head, 0, 512, 0);
  } finally {
    await handle.close();
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if ((head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString('latin1') === 'ustar') {
    return 'pglite';
  }
  return null;
}

async function restorePglite(dataDir: string, file: string): Promise<RestoreSummary> {
  const existed = existsSync(dataDir);
  if (existed) {
    const entries = await readdir(dataDir).catch(() => {
      throw new DumpRefusal(`${dataDir} is not a folder.`);
    });
    if (entries.length > 0) {
      throw new DumpRefusal(
        `${dataDir} is not empty (${entries.length} entries). A restore only fills an empty data directory: ` +
          'stop Northstar and move the folder aside (or set DATA_DIR to a new folder), then run this again.',
      );
    }
  }
  const tar = readTarball(await readFile(file));
  if (!tar) throw new DumpRefusal(`${file} is not a backup of the embedded database (no PG_VERSION inside).`);
  try {
    await mkdir(dataDir, { recursive: true });
    const client = new PGlite({ dataDir, loadDataDir: new Blob([new Uint8Array(tar)]) });
    try {
      await client.waitReady;
      const result = await client.query<{ tables: number }>(
        "select count(*)::int as tables from pg_tables where schemaname = 'public'",
      );
      const endedSignIns = await endRestoredSignIns((text) => client.query(text));
      const secret = path.join(dataDir, SESSION_SECRET_FILE);
      if (existsSync(secret)) await chmod(secret, 0o600);
      return { tables: result.rows[0]?.tables ?? 0, endedSignIns };
    } finally {
      await client.close();
    }
  } catch (error) {
    // Leave the target as it was (absent or empty), so a retry is not refused as non-empty.
    if (existed) {
      for (const entry of await readdir(dataDir))
        await rm(path.join(dataDir, entry), { recursive: true, force: true });
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
    throw error;
  }
}

/**
 * The uncompressed tar when it holds a PostgreSQL data directory, else null. Checked here because PGlite turns
 * a damaged archive into an uncaught zlib error instead of a rejected promise.
 */
function readTarball(bytes: Buffer): Buffer | null {
  let tar: Buffer;
  try {
    tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  } catch {
    return null;
  }
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    if (name.replace(/^\.?\//, '') === 'PG_VERSION') return tar;
    const size = Number.parseInt(
      header.subarray(124, 136).toString('latin1').replace(/\0.*$/s, '').trim(),
      8,
    );
    if (!Number.isFinite(size)) return null;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return null;
}

async function restorePostgres(url: string, file: string): Promise<RestoreSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const relations = await countRelations(client);
    if (relations.public > 0 || relations.hasDrizzleSchema) {
      throw new DumpRefusal(
        `The database ${describeUrl(url)} is not empty (${relations.public} tables, views or sequences in ` +
          `public${relations.hasDrizzleSchema ? ', and a drizzle migrations schema' : ''}). A restore only fills ` +
          'an empty database: create a new one (createdb) and point DATABASE_URL at it.',
      );
    }
    const { dbname, env } = libpqConnection(url);
    // One transaction: a failure leaves the database empty, so the restore can simply be run again.
    // --no-owner/--no-acl: the objects belong to the restoring role, which need not match the original.
    await runTool(
      'pg_restore',
      [
        '--no-password',
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-acl',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    // After pg_restore's own transaction: should this fail, the command fails and says so, and the database is
    // not yet in use (a restore fills a new database that Northstar is pointed at afterwards).
    const endedSignIns = await endRestoredSignIns(<T>(text: string) =>
      client.query(text).then((result) => ({ rows: result.rows as T[] })),
    );
    return { tables: (await countRelations(client)).tables, endedSignIns };
  } finally {
    await client.end();
  }
}

async function countRelations(client: pg.Client) {
  const { rows } = await client.query<{ public: number; tables: number; hasDrizzleSchema: boolean }>(
    `select count(*)::int as public,
            count(*) filter (where c.relkind in ('r', 'p'))::int as tables,
            exists (select 1 from pg_namespace where nspname = 'drizzle') as "hasDrizzleSchema"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
  );
  return rows[0] ?? { public: 0, tables: 0, hasDrizzleSchema: false };
}

/** The URL without its password, which goes in PGPASSWORD instead: command lines are visible to every user. */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new DumpRefusal(
              `${command} was not found. Install the PostgreSQL client tools (the server's major version or newer).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new DumpRefusal(`${command} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

const BACKUP_USAGE = 'Usage: npm run db:backup -- <file>   (embedded: DATA_DIR; PostgreSQL: DATABASE_URL)';
const RESTORE_USAGE =
  'Usage: npm run db:restore -- <file>  (into an empty DATA_DIR, or the empty DATABASE_URL)';

/** npm run db:backup -- <file>. Returns the exit code. */
export const runBackupCli = fileCommand(BACKUP_USAGE, async (target, file, out) => {
  const summary = await backupDatabase(target, file);
  const size = formatBytes(summary.bytes);
  if (target.kind === 'postgres') {
    out.log(`Backed up PostgreSQL ${describeUrl(target.url)} to ${file} (pg_dump custom format, ${size}).`);
    return;
  }
  out.log(`Backed up the embedded database in ${target.dataDir} to ${file} (${size}).`);
  out.log(
    summary.includesSessionSecret
      ? 'It includes DATA_DIR/session-secret, which signs sessions and (unless TOKEN_ENCRYPTION_KEY is set) ' +
          'encrypts the Google Ads tokens: keep the file as private as the data directory.'
      : 'It holds no session secret (SESSION_SECRET comes from the environment): restore with the same ' +
          'SESSION_SECRET and TOKEN_ENCRYPTION_KEY, or sessions end and Google Ads must be connected again.',
  );
});

/** npm run db:restore -- <file>. Returns the exit code. */
export const runRestoreCli = fileCommand(RESTORE_USAGE, async (target, file, out) => {
  const summary = await restoreDatabase(target, file);
  const where =
    target.kind === 'pglite'
      ? `the embedded database in ${target.dataDir}`
      : `PostgreSQL ${describeUrl(target.url)}`;
  out.log(`Restored ${file} into ${where} (${summary.tables} table${summary.tables === 1 ? '' : 's'}).`);
  const { sessions, resetLinks } = summary.endedSignIns;
  out.log(
    `Ended the backup's ${sessions} session${sessions === 1 ? '' : 's'} and ${resetLinks} password reset ` +
      `link${resetLinks === 1 ? '' : 's'}: everyone signs in again.`,
  );
  out.log('Start Northstar as usual: migrations newer than the backup run at start-up.');
});

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * What both commands share: one file argument (else the usage and exit code 2), a failure as exit code 1. The
 * command takes its arguments, the environment and where to write (the console unless a test captures it).
 */
function fileCommand(usage: string, work: (target: DumpTarget, file: string, out: Output) => Promise<void>) {
  return async (args: string[], env: NodeJS.ProcessEnv, out: Output = console): Promise<number> => {
    const file = singleFileArgument(args);
    if (!file) {
      out.error(usage);
      return 2;
    }
    const target = resolveDumpTarget(env);
    return report(out, () => work(target, file, out));
  };
}

function singleFileArgument(args: string[]): string | undefined {
  const positional = args.filter((arg) => arg !== '--');
  if (positional.length !== 1 || positional[0]?.startsWith('-')) return undefined;
  return positional[0];
}

async function report(out: Output, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
