// JavaScript each route really loads, gzip-compressed: every script response of a cold page load in headless
// Chromium, lazy chunks included. Fails when the signed-out landing page exceeds its budget. See bench/README.md.
//
//   node bench/bundle-size.mjs [--no-build] [--port 5077]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const LANDING_BUDGET_BYTES = 70_000;
const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || 5077) || 5077;
const baseURL = `http://localhost:${port}`;
const password = 'bench-demo-password';

/** Routes as a visitor opens them; `as` signs in first. */
const ROUTES = [
  { name: 'landing', path: '/' },
  { name: 'demo', path: '/demo' },
  { name: 'auth', path: '/auth' },
  { name: 'reset-password', path: '/reset-password?token=bench' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'dashboard (signed in)', path: '/', as: 'demo-manager' },
];

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'northstar-bench-'));
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: baseURL,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SEED_DEMO_PASSWORD: password,
    RATE_LIMIT_SCALE: '0',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

function stop() {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitUntilReady() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready within 120 s');
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

async function measure(browser, route) {
  const context = await browser.newContext({ baseURL });
  if (route.as) {
    const login = await context.request.post('/api/login', {
      data: { username: route.as, password },
      headers: { origin: baseURL },
    });
    if (login.status() !== 200) throw new Error(`sign-in as ${route.as} failed: ${login.status()}`);
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseURL || response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({ file: url.pathname, raw: body.length, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(route.path, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(pending);
  await context.close();
  const unique = [...new Map(scripts.map((s) => [s.file, s])).values()];
  return {
    ...route,
    files: unique.length,
    raw: unique.reduce((sum, s) => sum + s.raw, 0),
    gzip: unique.reduce((sum, s) => sum + s.gzip, 0),
  };
}

let exitCode = 0;
try {
  await waitUntilReady();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const results = [];
  for (const route of ROUTES) results.push(await measure(browser, route));
  await browser.close();

  const rows = results.map((r) => [r.name, r.path, String(r.files), kb(r.raw), kb(r.gzip)]);
  const header = ['route', 'path', 'scripts', 'JS raw', 'JS gzip'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));

  const landing = results.find((r) => r.name === 'landing');
  if (!landing || landing.gzip > LANDING_BUDGET_BYTES) {
    console.error(
      `\nFAIL: '/' loads ${kb(landing?.gzip ?? 0)} of JavaScript (gzip); the budget is ${kb(LANDING_BUDGET_BYTES)}.`,
    );
    exitCode = 1;
  } else {
    console.log(
      `\nOK: '/' loads ${kb(landing.gzip)} of JavaScript (gzip), within the ${kb(LANDING_BUDGET_BYTES)} budget.`,
    );
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  stop();
}
process.exit(exitCode);
