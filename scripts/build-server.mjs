// Bundles the server for production: Node 20 cannot run .ts, and a bundle starts faster than tsx.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'user-role': 'src/server/cli/user-role.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Dependencies stay in node_modules (PGlite's wasm, argon2's native binary).
  packages: 'external',
  logLevel: 'warning',
});
console.log('server bundle written to dist/server');
