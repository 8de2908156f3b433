/**
 * Analytics, the report and the dashboard at 20 million metric rows (issue 34, items 2 and 5): 5,000 campaigns ×
 * 4 channels × 3 years of daily metrics on a PostgreSQL database of the machine's server, the product's own rollup
 * build over them, then every period × channel of GET /api/analytics, every report type and period, and the
 * dashboard summary through the production build (bench/prod-server.mjs), each against its target, and the server's
 * resident memory under sustained load. Needs a build: `npm run build`.
 *
 *   npx tsx bench/analytics-scale.ts [--campaigns=5000] [--days=1095] [--runs=15] [--reuse] [--keep] [--no-rss]
 *     [--rss-seconds=60] [--only=<text in the case name>] [--skip-engine] [--log-statements=<ms>]
 *
 * `--skip-engine` leaves out the insights engine run (the reports then list no insights); `--log-statements=50`
 * sends the server's statements slower than 50 ms to the PostgreSQL server's log.
 * `--reuse` (or `--reuse=<name>`) keeps the database `scale_analytics` (or `<name>`) between runs (seeding 20 M rows
 * takes minutes): a run finds the
 * data there and goes straight to the rollups and the timings; `--keep` leaves it in place at the end (implied by
 * `--reuse`). Without either, the database is created and dropped. PostgreSQL from BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { ensureRollupsBuilt } from '../src/server/features/analytics/metric-rollups';
import { runInsightsEngine } from '../src/server/features/insights';
import { CHANNEL_SLUGS, PERIODS } from '../src/shared/analytics-rules';
import { REPORT_TYPES } from '../src/shared/reports-rules';
import { BENCH_ADMIN_URL } from './fresh-postgres';
// @ts-expect-error TS7016: prod-server.mjs is the plain-JS helper the .mjs benches share (its JSDoc types it).
import { DEMO_PASSWORD, startProductionServer } from './prod-server.mjs';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const CAMPAIGNS = Number(args.get('campaigns') ?? 5000);
const DAYS = Number(args.get('days') ?? 1095);
const RUNS = Number(args.get('runs') ?? 15);
const REUSE = args.has('reuse');
const KEEP = REUSE || args.has('keep');
/** `--reuse=<name>` keeps another database (a smaller one, say) apart from the 20 M-row `scale_analytics`. */
const reuseName = args.get('reuse');
const DB_NAME = REUSE ? reuseName || 'scale_analytics' : `scale_analytics_${process.pid}`;
const CHANNELS = ['Google Search', 'Meta', 'LinkedIn', 'Email'];
const TIME_ZONE = 'UTC';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/**
 * 5,000 imported campaigns (the delivery simulator leaves them alone), 80 % active, 10 % paused, 10 % completed,
 * all started three years ago; owned by the demo manager.
 */
async function seedCampaigns(client: pg.Client) {
  const owner = await client.query<{ id: string }>(`select id from users where username = 'demo-manager'`);
  const ownerId = owner.rows[0]?.id;
  if (!ownerId) throw new Error('no demo-manager to own the campaigns');
  await client.query(
    `insert into campaigns (user_id, name, description, objective, budget, start_date, end_date, status, data_source)
     select $1::uuid, 'Scale campaign ' || g, 'Campaign ' || g || ' of the analytics scale bench',
            (array['awareness','conversion','retention','traffic'])[1 + g % 4],
            50000 + (g % 200) * 2500, current_date - $2::int,
            case when g % 10 = 0 then current_date - 1 - g % 300 else current_date + 30 + g % 300 end,
            case when g % 10 = 0 then 'completed' when g % 10 = 1 then 'paused' else 'active' end, 'imported'
     from generate_series(1, $3::int) g`,
    [ownerId, DAYS - 1, CAMPAIGNS],
  );
}

/**
 * Daily metrics of every campaign on four channels, generated inside PostgreSQL from integer arithmetic on the
 * campaign's number, the day and the channel (deterministic, no random state), in slices of 60 days in date order as
 * daily imports would append them. A completed campaign stops at its end date, a paused one 1–60 days ago, and about
 * one campaign-channel-day in a hundred is missing (gaps the rollups must carry across). Bulk load on a connection
 * without the request pool's statement timeout.
 */
async function seedMetrics(client: pg.Client) {
  await client.query(`create temporary table bench_campaigns as
    select id, row_number() over (order by name)::int as g, status, end_date from campaigns where data_source = 'imported'`);
  let rows = 0;
  for (let first = 0; first < DAYS; first += 60) {
    const last = Math.min(DAYS - 1, first + 59);
    const started = Date.now();
    const result = await client.query(
      `insert into campaign_metrics (campaign_id, date, channel, impressions, clicks, conversions, spend, revenue)
       select c.id, current_date - ${DAYS - 1} + d, ch.name, v.impressions, v.impressions / 60 + (c.g + d * 3 + ch.k) % 40,
              (c.g * 13 + d * 7 + ch.k * 5) % 15, v.spend,
              round(v.spend * (0.5 + ((c.g * 17 + ch.k * 5 + d) % 400) / 100.0), 2)
       from generate_series(${first}, ${last}) d
       cross join bench_campaigns c
       cross join (select k, name from unnest($1::text[]) with ordinality as t(name, k)) ch
       cross join lateral (select 500 + (c.g * 7919 + d * 104729 + ch.k * 1543) % 9000 as impressions,
              round((20 + (c.g * 31 + ch.k * 17) % 300 + (d % 7) * 3 + ((c.g + d) % 100) / 100.0)::numeric, 2) as spend) v
       where (c.g * 31 + d * 17 + ch.k * 7) % 97 <> 0
         and (c.status <> 'completed' or current_date - ${DAYS - 1} + d <= c.end_date)
         and (c.status <> 'paused' or d <= ${DAYS - 1} - 1 - c.g % 60)`,
      [CHANNELS],
    );
    rows += result.rowCount ?? 0;
    console.log(
      `  days ${first}–${last}: ${(result.rowCount ?? 0).toLocaleString('en-US')} rows in ${seconds(started)}`,
    );
  }
  await client.query('analyze');
  return rows;
}

async function isSeeded(): Promise<boolean> {
  const exists = await adminQuery(`select 1 from pg_database where datname = '${DB_NAME}'`);
  if (!exists.rowCount) return false;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const seeded = await client.query(
      `select count(*)::int as n from campaigns where data_source = 'imported' and name like 'Scale campaign %'`,
    );
    return Number(seeded.rows[0]?.n) === CAMPAIGNS;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/** Times `path` RUNS times after two warm-ups; the median and p95 in ms. */
async function time(baseURL: string, cookie: string, path: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 2; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseURL}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
    const body = await response.arrayBuffer();
    if (!response.ok)
      throw new Error(`${path}: ${response.status} ${Buffer.from(body).toString().slice(0, 300)}`);
    bytes = body.byteLength;
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)] ?? 0,
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0,
    bytes,
  };
}

async function signIn(baseURL: string) {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-admin', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
}

interface Case {
  name: string;
  path: string;
  target: number;
}

function cases(): Case[] {
  const list: Case[] = [{ name: 'dashboard summary', path: '/api/dashboard/summary', target: 100 }];
  for (const period of Object.keys(PERIODS))
    for (const channel of ['all', ...Object.keys(CHANNEL_SLUGS)])
      list.push({
        name: `analytics ${period} ${channel}`,
        path: `/api/analytics/${period}/${channel}`,
        target: 150,
      });
  for (const type of Object.keys(REPORT_TYPES))
    for (const period of Object.keys(PERIODS))
      list.push({
        name: `report ${type} ${period}`,
        path: `/api/reports/performance?type=${type}&period=${period}`,
        target: 500,
      });
  return list;
}

/** Resident memory of a process from /proc, in MB: now and its peak. */
function residentMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Sustained load: `connections` loops, each asking the cases' paths in turn for `durationS` seconds, while the
 * server's resident memory is sampled every 250 ms.
 */
async function memoryUnderLoad(
  baseURL: string,
  cookie: string,
  pid: number,
  durationS: number,
  connections = 8,
) {
  const paths = cases().map((c) => c.path);
  const until = Date.now() + durationS * 1000;
  let requests = 0;
  let failures = 0;
  let maxRss = 0;
  const sampler = setInterval(() => {
    maxRss = Math.max(maxRss, residentMemory(pid).rss);
  }, 250);
  await Promise.all(
    Array.from({ length: connections }, async (_, k) => {
      for (let i = k; Date.now() < until; i += 1) {
        const response = await fetch(`${baseURL}${paths[i % paths.length]}`, { headers: { cookie } });
        await response.arrayBuffer();
        requests += 1;
        if (!response.ok) failures += 1;
      }
    }),
  );
  clearInterval(sampler);
  return { requests, failures, maxRss, ...residentMemory(pid) };
}

/** Builds the rollups the way a server starting on this database does, then lets the engine examine everything. */
async function buildRollups() {
  const handle = await openDatabase({ databaseUrl: databaseUrl() });
  try {
    await handle.migrate();
    let started = Date.now();
    const built = await ensureRollupsBuilt(handle.db);
    console.log(`rollups ${built ? 'built' : 'already current'} in ${seconds(started)} (load ${load()})`);
    if (built) {
      // What autovacuum does soon after a bulk build (its insert threshold is a fifth of the table): until then the
      // new rows' pages are not marked all-visible, and the by-date reads fetch them from the heap.
      started = Date.now();
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      await client.query('vacuum analyze campaign_channel_running_totals').finally(() => client.end());
      console.log(`vacuum analyze of the running totals in ${seconds(started)}`);
    }
    if (args.has('skip-engine')) return;
    started = Date.now();
    const run = await runInsightsEngine({ db: handle.db, timeZone: TIME_ZONE });
    console.log(
      `insights engine: ${run.examined} examined, ${run.opened} opened in ${seconds(started)} (load ${load()})`,
    );
  } finally {
    await handle.close();
  }
}

async function seed() {
  await adminQuery(`drop database if exists "${DB_NAME}" with (force)`);
  await adminQuery(`create database "${DB_NAME}"`);
  // The production build migrates the new database and writes the demo workspace (its accounts).
  const first = await startProductionServer({ databaseUrl: databaseUrl() });
  await first.stop();
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  await client.query('set statement_timeout = 0');
  try {
    const started = Date.now();
    await seedCampaigns(client);
    const rows = await seedMetrics(client);
    console.log(
      `seeded ${CAMPAIGNS} campaigns, ${rows.toLocaleString('en-US')} metric rows in ${seconds(started)}`,
    );
  } finally {
    await client.end();
  }
}

async function measure() {
  const slowMs = args.get('log-statements');
  // Statements slower than this go to the PostgreSQL server's log, for the server's own requests (new connections).
  if (slowMs)
    await adminQuery(`alter database "${DB_NAME}" set log_min_duration_statement = ${Number(slowMs)}`);
  const server = await startProductionServer({ databaseUrl: databaseUrl() });
  try {
    const cookie = await signIn(server.baseURL);
    console.log(`\nrequests one at a time, ${RUNS} runs after 2 warm-ups (load ${load()})`);
    console.log(
      `${'case'.padEnd(34)} ${'bytes'.padStart(9)} ${'median'.padStart(8)} ${'p95'.padStart(8)}  target`,
    );
    let met = 0;
    const only = args.get('only');
    const all = cases().filter((c) => !only || c.name.includes(only));
    for (const c of all) {
      const t = await time(server.baseURL, cookie, c.path);
      const ok = t.median < c.target;
      if (ok) met += 1;
      console.log(
        `${c.name.padEnd(34)} ${t.bytes.toLocaleString('en-US').padStart(9)} ${t.median.toFixed(1).padStart(8)} ${t.p95.toFixed(1).padStart(8)}  < ${c.target} ms ${ok ? 'met' : 'MISSED'}`,
      );
    }
    console.log(`${met} of ${all.length} cases met (load ${load()})`);
    if (!args.has('no-rss')) {
      const duration = Number(args.get('rss-seconds') ?? 60);
      const before = residentMemory(server.pid);
      const r = await memoryUnderLoad(server.baseURL, cookie, server.pid, duration);
      console.log(
        `\nmemory under load (8 connections cycling every case for ${duration} s): ${r.requests} requests, ${r.failures} failed; ` +
          `server RSS before ${before.rss.toFixed(0)} MB, max ${r.maxRss.toFixed(0)} MB, peak VmHWM ${r.peak.toFixed(0)} MB ` +
          `(target < 400 MB: ${r.peak < 400 ? 'met' : 'MISSED'}; load ${load()})`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`${os.cpus().length} cores, load average ${load()}; database ${DB_NAME}`);
  try {
    if (REUSE && (await isSeeded())) console.log('reusing the seeded database');
    else await seed();
    if (args.has('seed-only')) return;
    await buildRollups();
    await measure();
  } finally {
    if (!KEEP) await adminQuery(`drop database if exists "${DB_NAME}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
