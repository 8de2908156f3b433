// Cold start of the built server: time from spawning `node dist/server/main.js` to its first 200 on /readyz.
// Needs a build (`npm run build`); see bench/README.md.
//
//   node bench/cold-start.mjs                 # embedded PGlite: first start on a fresh data dir, then restarts
//   node bench/cold-start.mjs --postgres      # also PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432/test)
//   node bench/cold-start.mjs --postgres-only
//   node bench/cold-start.mjs --runs=10 --verbose
//
// Target (issue 13): < 2 s to the first 200, first start and restart alike.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RUNS = Number(args.get('runs') ?? 5);
const ENTRY = path.resolve(root, args.get('entry') ?? 'dist/server/main.js');
const VERBOSE = args.has('verbose');
const POLL_MS = 20;
const GIVE_UP_MS = 60_000;
const TARGET_MS = 2000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function readyzStatus(port) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/readyz', timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** Spawns the server, polls /readyz every 20 ms, returns the ms to the first 200 and stops the server gracefully. */
async function startOnce(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', VERBOSE ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (VERBOSE) process.stderr.write(chunk);
  });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  try {
    for (;;) {
      if (exited) throw new Error(`server exited before it was ready:\n${stderr}`);
      if ((await readyzStatus(port)) === 200) return performance.now() - started;
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`not ready after ${GIVE_UP_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    // SIGTERM, not SIGKILL: the graceful shutdown closes PGlite, so the next run restarts on a clean data dir.
    if (!exited) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(killer);
  }
}

async function series(label, runs, envForRun) {
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push(await startOnce(await envForRun(i)));
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const max = sorted[sorted.length - 1];
  console.log(
    `${label.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms  max ${max.toFixed(0).padStart(5)} ms  ` +
      `${max < TARGET_MS ? 'ok' : 'OVER 2 s'}  runs: ${times.map((t) => t.toFixed(0)).join(', ')}`,
  );
}

async function main() {
  if (!existsSync(ENTRY)) {
    console.error(`${path.relative(root, ENTRY)} not found: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(
    `${path.relative(root, ENTRY)} on ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
  );
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'northstar-cold-start-'));
  try {
    if (!args.has('postgres-only')) {
      // The defaults of `npm start`: development, demo workspace seeded (and its delivery backfilled) on a first start.
      const restartDir = path.join(scratch, 'restart');
      await series('PGlite, first start (empty data dir)', RUNS, (i) => ({
        DATA_DIR: i === 0 ? restartDir : path.join(scratch, `fresh-${i}`),
      }));
      await series('PGlite, first start, SEED_DEMO=false', RUNS, (i) => ({
        DATA_DIR: path.join(scratch, `bare-${i}`),
        SEED_DEMO: 'false',
      }));
      await series('PGlite, restart (same data dir)', RUNS, () => ({ DATA_DIR: restartDir }));
    }

    if (args.has('postgres') || args.has('postgres-only')) {
      const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      const names = [];
      const databaseUrl = async () => {
        const name = `northstar_cold_${randomBytes(4).toString('hex')}`;
        await admin.query(`create database ${name}`);
        names.push(name);
        const url = new URL(base);
        url.pathname = `/${name}`;
        return url.toString();
      };
      try {
        const restartUrl = await databaseUrl();
        const pgEnv = (url) => ({ DATABASE_URL: url, DATA_DIR: path.join(scratch, 'pg') });
        await series('PostgreSQL, first start (empty db)', RUNS, async (i) =>
          pgEnv(i === 0 ? restartUrl : await databaseUrl()),
        );
        await series('PostgreSQL, restart (same db)', RUNS, () => pgEnv(restartUrl));
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
