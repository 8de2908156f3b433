// Lighthouse (mobile preset: Moto G-class screen, simulated slow 4G and 4× CPU slowdown) on the public pages of the
// production build, served on the embedded database. Prints the median of several cold runs per page and whether
// it meets its target; exits non-zero when one does not. See bench/README.md.
//
//   npm run build && node bench/lighthouse.mjs [--runs 3] [--pages landing,demo] [--json-dir DIR]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root, startProductionServer } from './prod-server.mjs';

/** Issue 13 targets: performance score and cumulative layout shift. */
const PAGES = [
  { name: 'landing', path: '/', minScore: 0.98, maxCls: 0 },
  { name: 'demo', path: '/demo', minScore: 0.95, maxCls: 0.1 },
];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const runs = Number(option('runs') ?? 3);
const jsonDir = option('json-dir');
const only = option('pages')?.split(',');

const lighthouseCli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

/** One cold Lighthouse run in a fresh Chromium profile; returns the parsed report (LHR). */
async function lighthouseOnce(url) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'northstar-lh-profile-'));
  try {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-path=${CHROMIUM_PATH}`,
        `--chrome-flags=${[...CHROMIUM_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.once('close', resolve));
    if (code !== 0) throw new Error(`lighthouse exited with ${code}:\n${stderr.slice(-2000)}`);
    const report = JSON.parse(stdout);
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    return report;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The figures the targets talk about, from one report. */
function figures(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    score: report.categories.performance.score,
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    scriptBytes: scripts?.transferSize ?? 0,
    scriptRequests: scripts?.requestCount ?? 0,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function runLighthouse(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`(run failed, repeating: ${String(error.message).split('\n')[0]})`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let server;
let exitCode = 0;
const interrupt = async () => {
  await server?.stop();
  process.exit(130);
};
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

try {
  server = await startProductionServer();
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  const rows = [];
  for (const page of PAGES.filter((p) => !only || only.includes(p.name))) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const report = await runLighthouse(`${server.baseURL}${page.path}`);
      if (jsonDir) writeFileSync(path.join(jsonDir, `${page.name}-${run}.json`), JSON.stringify(report));
      const f = figures(report);
      results.push(f);
      console.log(
        `${page.name} run ${run}/${runs}: score ${f.score.toFixed(2)}, CLS ${f.cls.toFixed(3)}, ` +
          `LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${Math.round(f.tbt)} ms, ` +
          `script ${(f.scriptBytes / 1000).toFixed(1)} KB in ${f.scriptRequests} files`,
      );
    }
    const m = Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));
    const ok = m.score >= page.minScore && m.cls <= page.maxCls;
    if (!ok) exitCode = 1;
    rows.push({ page, m, ok });
  }

  const header = ['page', 'score', 'CLS', 'LCP', 'FCP', 'TBT', 'SI', 'script (transfer)', 'target', ''];
  const table = rows.map(({ page, m, ok }) => [
    page.path,
    m.score.toFixed(2),
    m.cls.toFixed(3),
    `${(m.lcp / 1000).toFixed(2)} s`,
    `${(m.fcp / 1000).toFixed(2)} s`,
    `${Math.round(m.tbt)} ms`,
    `${(m.si / 1000).toFixed(2)} s`,
    `${(m.scriptBytes / 1000).toFixed(1)} KB`,
    `score ≥ ${page.minScore}, CLS ≤ ${page.maxCls}`,
    ok ? 'OK' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i >= 8 ? c.padEnd(widths[i]) : c.padStart(widths[i])));
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset`);
  console.log(line(header).join('  ').trimEnd());
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row).join('  ').trimEnd());
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server?.stop();
}
process.exit(exitCode);
