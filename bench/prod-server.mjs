// The production build (dist/server/main.js, as `npm start` runs it) on the embedded database in a throw-away data
// directory and a free loopback port, for the front-end benches (bundle-size.mjs, lighthouse.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_HEAP_FLAG, setsHeapLimit } from '../scripts/server-heap.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** TOOLCHAIN.md: the flags headless Chromium needs on these machines. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Every demo account (one per role) signs in with this password. */
export const DEMO_PASSWORD = 'bench-demo-password';

/** A port the OS has just handed out, so two benches (or a dev server) never collide. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server with the demo workspace seeded; resolves once /readyz answers. On the embedded database,
 * or on `databaseUrl` (an empty PostgreSQL database) when given.
 * @param {{ databaseUrl?: string }} [options]
 * @returns {Promise<{ baseURL: string, stop: () => Promise<void>, pid: number | undefined }>}
 */
export async function startProductionServer(options = {}) {
  const main = path.join(root, 'dist/server/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'northstar-bench-'));
  const env = {
    ...process.env,
    // Demo seeding is refused in production; nothing else the pages get depends on NODE_ENV.
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: baseURL,
    DATA_DIR: path.join(dataDir, 'data'),
    SEED_DEMO: 'true',
    SEED_DEMO_PASSWORD: DEMO_PASSWORD,
    RATE_LIMIT_SCALE: '0',
    LOG_LEVEL: 'warn',
  };
  // The embedded database, whatever the shell points at; cwd is the temp dir so a developer's .env is not read.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  // BENCH_SERVER_NODE_ARGS: flags for the server's node only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (Node
  // refuses --cpu-prof in NODE_OPTIONS, which would also profile the bench itself).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  // The heap budget `npm start` gives the server (scripts/server-heap.mjs), unless the flags above set another.
  if (!setsHeapLimit(nodeArgs)) nodeArgs.push(SERVER_HEAP_FLAG);
  const server = spawn(process.execPath, [...nodeArgs, main], {
    cwd: dataDir,
    env,
    // BENCH_SERVER_STDOUT=inherit shows what such flags print (--trace-gc writes to stdout).
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT === 'inherit' ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error('the server did not become ready within 120 s');
      try {
        if ((await fetch(`${baseURL}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop, pid: server.pid };
}
