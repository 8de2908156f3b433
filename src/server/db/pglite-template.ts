import {
  constants,
  copyFileSync,
  type Dirent,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * A migrated, empty PGlite data directory that `npm run build` writes beside the server bundle. A first start on an
 * empty DATA_DIR copies it instead of running initdb: initdb costs 2–4 s (over 10 s on a busy machine), the copy of
 * its 26 MB a tenth of that, and PGlite then opens it as it reopens any data directory. The migrator still runs
 * after, applying whatever is newer than the build.
 */
const PGLITE_TEMPLATE_DIR = 'pglite-template';

/** A data directory is PGlite's on-disk format: one made by another PGlite version is ignored. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const versionFile = (template: string) => `${template}.version`;

/** Beside this module: dist/server in the build (under src/ no template is ever written). */
export const pgliteTemplateDir = () =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), PGLITE_TEMPLATE_DIR);

/**
 * PGlite serves only the `postgres` database; initdb's template0 and template1 are 600 of a data directory's 1,090
 * files (14 of its 40 MB), which every first start would copy and every test file unpack. Nothing here creates a
 * database, which is all they are for. DROP DATABASE refuses a transaction block, hence one statement per call.
 */
export async function dropTemplateDatabases(client: PGlite): Promise<void> {
  await client.query(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await client.query('drop database if exists template0');
  await client.query('drop database if exists template1');
}

/** Writes the template directory (replacing an older one) and the PGlite version it was made with. */
export async function writePgliteTemplate(dir: string, migrationsFolder: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  rmSync(versionFile(dir), { force: true });
  // Loaded here, not with the module: the database's thread imports this file only to copy the template.
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({ dataDir: dir });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    await dropTemplateDatabases(client);
  } finally {
    await client.close();
  }
  writeFileSync(versionFile(dir), pgliteVersion());
}

/**
 * Before PGlite opens `dataDir`: when it holds no database yet and a template sits beside this module (the bundle
 * in dist/server; never under src/), copies the template in. Returns whether it did.
 */
export function copyPgliteTemplate(dataDir: string, template = pgliteTemplateDir()): boolean {
  if (dataDir.includes('://') || existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  if (!existsSync(path.join(template, 'PG_VERSION')) || !existsSync(versionFile(template))) return false;
  if (readFileSync(versionFile(template), 'utf8').trim() !== pgliteVersion()) return false;
  // Files already in DATA_DIR (session-secret, outbox/) stay; a reflink where the file system offers one. File by
  // file rather than cpSync, which checks and stamps each of the ~490 files and took half as long again.
  // PG_VERSION, which marks a database as present, comes last: a copy cut short is simply redone next time.
  const entries = readdirSync(template, { recursive: true, withFileTypes: true });
  const relative = (entry: Dirent) => path.relative(template, path.join(entry.parentPath, entry.name));
  mkdirSync(dataDir, { recursive: true });
  for (const entry of entries) {
    if (entry.isDirectory()) mkdirSync(path.join(dataDir, relative(entry)), { recursive: true });
  }
  for (const entry of entries) {
    const file = relative(entry);
    if (!entry.isFile() || file === 'PG_VERSION') continue;
    copyFileSync(path.join(template, file), path.join(dataDir, file), constants.COPYFILE_FICLONE);
  }
  copyFileSync(path.join(template, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION'));
  return true;
}
