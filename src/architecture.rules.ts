/**
 * The rules of src/architecture.test.ts that issue 31 added, as functions over a list of files or import edges, so
 * that the test runs each over the real tree and over a small planted violation (a rule that cannot fail proves
 * nothing). Paths are relative to src/, with forward slashes.
 */

export interface ImportEdge {
  from: string;
  to: string;
}

export interface SourceText {
  file: string;
  text: string;
}

/** Where the app starts its schedules (buildApp registers it): the one module outside jobs/ that imports them. */
export const STARTS_JOBS = ['server/plugins/jobs.ts'];

/** Features, lib, plugins and db never import `server/jobs/`: jobs are schedules that call them, not the reverse. */
export function importsOfJobs(edges: ImportEdge[], startsJobs: string[] = STARTS_JOBS): string[] {
  return edges
    .filter((e) => /^server\/(features|lib|plugins|db)\//.test(e.from) && e.to.startsWith('server/jobs/'))
    .filter((e) => !startsJobs.includes(e.from))
    .map((e) => `${e.from} -> ${e.to}`);
}

/** `server:metrics` for a file in a feature's test-support folder (`features/<f>/test/…`), otherwise null. */
const testFolderOf = (file: string) =>
  /^(server|web)\/features\/([^/]+)\/test\//.exec(file)?.slice(1, 3).join(':') ?? null;

/**
 * A feature's test-support folder never imports another feature's: what two features' tests share lives in
 * `src/server/test` or `src/web/test`, so one feature's fixtures do not change under another's tests.
 */
export function crossFeatureTestImports(edges: ImportEdge[]): string[] {
  return edges
    .filter((e) => {
      const from = testFolderOf(e.from);
      const to = testFolderOf(e.to);
      return from !== null && to !== null && from !== to;
    })
    .map((e) => `${e.from} -> ${e.to}`);
}

const SCHEMA_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"][^'"]*\/db\/schema(?:\/[\w-]+)?['"]/g;
const WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;

/** The tables a file imports from db/schema: local name → the schema's export name (`{ campaigns as c }`). */
function importedTables(text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of text.matchAll(SCHEMA_IMPORT)) {
    for (const part of (match[1] ?? '').split(',')) {
      const [exported, local] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (exported) names.set(local ?? exported, exported);
    }
  }
  return names;
}

/**
 * Writes (`.insert(t)`, `.update(t)`, `.delete(t)` on a Drizzle table imported from db/schema, through `db` or a
 * transaction) from outside the table's owner (`owners`: table → owning folder or file, db/schema/owners.ts).
 */
export function foreignWrites(
  files: SourceText[],
  owners: Record<string, string>,
  writesAnyTable: string[] = [],
): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (writesAnyTable.includes(file)) continue;
    const tables = importedTables(text);
    for (const match of text.matchAll(WRITE)) {
      const table = tables.get(match[2] ?? '');
      const owner = table ? owners[table] : undefined;
      if (table && owner && !(owner.endsWith('/') ? file.startsWith(owner) : file === owner))
        found.push(`${file} ${match[1]}s ${table} (owner: ${owner})`);
    }
  }
  return [...new Set(found)];
}
