// Bundles the server for production: Node 20 cannot run .ts, and a bundle starts faster than tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = 'dist/server';
const result = await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'user-role': 'src/server/cli/user-role.ts',
    'pglite-template': 'src/server/cli/pglite-template.ts',
    // The embedded database's thread (db/pglite-thread.ts loads it from beside the bundle).
    'pglite-worker': 'src/server/db/pglite-worker.ts',
    // A large metrics import's file is read in a thread of its own (features/metrics/metrics-csv-thread.ts).
    'metrics-csv-worker': 'src/server/features/metrics/metrics-csv-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Code behind a dynamic import() (the content generators, with their language model) goes to a chunk that loads
  // on first use, not at start-up. Chunk names carry a content hash, so a server still running an older build
  // keeps finding its own chunks.
  splitting: true,
  sourcemap: true,
  // Dependencies stay in node_modules (PGlite's wasm, argon2's native binary).
  packages: 'external',
  logLevel: 'warning',
  metafile: true,
});
console.log('server bundle written to dist/server');
pruneOldChunks();

// A first start on the embedded database copies this migrated template instead of running initdb (db/pglite-template.ts).
const template = spawnSync(process.execPath, ['dist/server/pglite-template.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);

/**
 * Chunk names change with their content, so each build leaves new files beside the old ones. Keeps this build's
 * files and the previous build's (a server started before this build may still load its chunks on first use) and
 * removes older bundle files; the list of each build's files is kept in `.outputs.json`.
 */
function pruneOldChunks() {
  const record = path.join(outdir, '.outputs.json');
  const current = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const previous = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')).current ?? []) : [];
  const keep = new Set([...current, ...previous]);
  for (const file of readdirSync(outdir)) {
    if (/\.js(\.map)?$/.test(file) && !keep.has(file)) rmSync(path.join(outdir, file));
  }
  writeFileSync(record, `${JSON.stringify({ current }, null, 2)}\n`);
}
