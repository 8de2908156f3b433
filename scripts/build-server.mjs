// Bundles the server for production: Node 20 cannot run .ts, and a bundle starts faster than tsx.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'user-role': 'src/server/cli/user-role.ts',
    'pglite-template': 'src/server/cli/pglite-template.ts',
    // The embedded database's thread (db/pglite-thread.ts loads it from beside the bundle).
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/server',
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
});
console.log('server bundle written to dist/server');

// A first start on the embedded database copies this migrated template instead of running initdb (db/pglite-template.ts).
const template = spawnSync(process.execPath, ['dist/server/pglite-template.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
