// `npm start`: build only when the build is missing or older than the sources, then run the bundled server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_HEAP_FLAG, setsHeapLimit } from './server-heap.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'drizzle',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'scripts/landing-prerender.mjs',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    ) {
      continue;
    }
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

async function startServer() {
  const sourcesChanged = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (builtAt < sourcesChanged || !existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
    console.log('Building Northstar (sources changed since the last build)…');
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }

  // Run in this process so that SIGTERM reaches the server's graceful shutdown directly.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
}

// The heap's limit is a flag node reads at start: without one, run this script again with the server's budget
// (server-heap.mjs), passing signals on so that SIGTERM still reaches the server's graceful shutdown.
if (!setsHeapLimit(process.execArgv, process.env.NODE_OPTIONS)) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, SERVER_HEAP_FLAG, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await startServer();
}
