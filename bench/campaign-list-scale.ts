/**
 * The campaign list at 10,000 campaigns (issue 34, item 1). Starts the production build (bench/prod-server.mjs) on a
 * throw-away PostgreSQL database, writes 10,000 campaigns of every status with varied budgets, dates and creators
 * (the demo's four accounts) and a month of daily metrics on two channels for each delivering, paused or completed
 * one (campaign_metrics, then the rollup refresh every metrics writer runs, which writes the figures the
 * performance sort reads), signs in and runs autocannon at 32 connections on the first page, each status filter,
 * each sort, a few combinations and a page a few `Link` cursors deep. Prints rps, p50 and p99 per case against
 * the target (p99 < 50 ms) with the load average. Needs a build: `npm run build`.
 *
 *   npx tsx bench/campaign-list-scale.ts [--campaigns=10000] [--duration=5] [--connections=32] [--only=sort] [--keep]
 *
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, the server the database
 * `scale_list_<random>` is created on and dropped from afterwards). autocannon comes from the project, or from the
 * shared bench kit (BENCH_KIT, default ../shared/bench, with its `npm install` done).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { refreshMetricRollups } from '../src/server/features/analytics/metric-rollups';
import { CAMPAIGN_SORTS, CAMPAIGN_STATUSES } from '../src/shared/campaigns-rules';
// @ts-expect-error TS7016: prod-server.mjs is the plain-JS helper the .mjs benches share (its JSDoc types it).
import { DEMO_PASSWORD, root, startProductionServer } from './prod-server.mjs';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const CAMPAIGNS = Number(args.get('campaigns') ?? 10_000);
const DURATION = Number(args.get('duration') ?? 5);
const CONNECTIONS = Number(args.get('connections') ?? 32);
const ONLY = args.get('only');
/** Leaves the database in place (for EXPLAIN ANALYZE); its name is printed. */
const KEEP = args.has('keep');
const METRIC_DAYS = 30;
const TARGET_P99_MS = 50;
/** How many `Link` cursors the deep-page cases follow from the first page. */
const DEEP_PAGES = 5;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

/** autocannon from the project if installed there, else from the shared bench kit (it is that kit's load generator). */
function loadAutocannon(): Autocannon {
  const kit = process.env.BENCH_KIT ?? path.resolve(root, '../shared/bench');
  for (const from of [root, kit]) {
    try {
      return createRequire(path.join(from, 'package.json'))('autocannon') as Autocannon;
    } catch {
      // not installed there
    }
  }
  throw new Error(
    `autocannon not found: run \`npm install\` in ${kit} (or set BENCH_KIT to a copy of the kit).`,
  );
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * 10,000 campaigns written in the database, deterministic from the row number: every status, budgets from 100 to
 * 25,050 in steps of 50 (many ties, so the sorts' tie-breaks matter), start dates over two years, creation times
 * over two years with groups of campaigns created in the same microsecond, four creators. `imported` data source:
 * the delivery simulator writes only demo campaigns.
 */
async function seedCampaigns(db: Database, client: pg.Client) {
  const creators = await client.query<{ id: string }>('select id from users order by username');
  const ids = creators.rows.map((r) => r.id);
  if (ids.length === 0) throw new Error('no users to own the campaigns');
  const statuses = sql.raw(
    `array[${['draft', 'draft', 'pending_approval', 'active', 'active', 'active', 'paused', 'completed', 'completed', 'active'].map((s) => `'${s}'`).join(',')}]`,
  );
  await db.execute(sql`
    insert into campaigns (user_id, name, description, objective, budget, start_date, end_date, status, data_source,
                           created_at, updated_at)
    select (${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`)})[1 + (g * 7) % ${ids.length}],
           'Scale campaign ' || g || case when g % 13 = 0 then ' "quoted" & <tagged>' else '' end,
           case when g % 3 = 0 then null else 'Campaign number ' || g || ' of the scale bench' end,
           (array['awareness','conversion','retention','traffic'])[1 + g % 4],
           100 + (abs(hashtext('budget' || g)) % 500) * 50,
           current_date - 700 + (g * 37) % 730, current_date - 700 + (g * 37) % 730 + 14 + g % 90,
           (${statuses})[1 + abs(hashtext('status' || g)) % 10], 'imported',
           now() - make_interval(secs => (g / 4) * 6307),
           now() - make_interval(secs => (g / 4) * 6307)
    from generate_series(1, ${CAMPAIGNS}) g`);
}

/** A month of daily delivery on two channels for every campaign that has delivered, then the product's rollups. */
async function seedMetrics(db: Database, client: pg.Client) {
  await db.execute(sql`
    insert into campaign_metrics (campaign_id, date, channel, impressions, clicks, conversions, spend, revenue)
    select c.id, d::date, ch,
           1000 + (abs(hashtext(c.id::text || d::text || ch)) % 9000),
           20 + (abs(hashtext(ch || c.id::text || d::text)) % 200),
           abs(hashtext(d::text || ch || c.id::text)) % 12,
           -- A tenth of the campaigns spend nothing (ROAS 0), the rest a campaign-specific amount.
           case when abs(hashtext(c.id::text)) % 10 = 0 then 0
                else round((5 + (abs(hashtext(c.id::text || ch)) % 300))::numeric, 2) end,
           round((abs(hashtext(ch || c.id::text)) % 900 + abs(hashtext(d::text || c.id::text)) % 50)::numeric, 2)
    from campaigns c
    cross join generate_series(current_date - ${METRIC_DAYS}::int, current_date - 1, interval '1 day') d
    cross join unnest(array['Google Search','Meta']) ch
    where c.data_source = 'imported' and c.status in ('active', 'paused', 'completed')`);
  const touched = await client.query<{ id: string }>(
    "select distinct campaign_id as id from campaign_metrics where campaign_id in (select id from campaigns where data_source = 'imported')",
  );
  const dates = await client.query<{ date: string }>(
    'select distinct date::text as date from campaign_metrics',
  );
  // The same rollup refresh every metrics writer runs (import, ingest, Google Ads sync): it writes
  // campaigns.performance_metrics, which the list shows and the performance sort orders by.
  await refreshMetricRollups(db, {
    campaignIds: touched.rows.map((r) => r.id),
    dates: dates.rows.map((r) => r.date),
  });
  await client.query('vacuum analyze');
  return Number((await client.query<{ n: string }>('select count(*) as n from campaign_metrics')).rows[0]?.n);
}

async function main() {
  const autocannon = loadAutocannon();
  console.log(`${os.cpus().length} cores, load average ${load()}`);
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `scale_list_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  let server: { baseURL: string; stop: () => Promise<void> } | undefined;
  const seedClient = new pg.Client({ connectionString: url.toString() });
  try {
    // The server migrates the empty database and seeds the demo workspace (its accounts create the campaigns).
    server = await startProductionServer({ databaseUrl: url.toString() });
    const baseURL = (server as { baseURL: string }).baseURL;
    await seedClient.connect();
    // Bulk loading, not request work: no statement timeout.
    await seedClient.query('set statement_timeout = 0');
    const db = drizzle(seedClient, { schema }) as unknown as Database;
    const started = Date.now();
    await seedCampaigns(db, seedClient);
    const metricRows = await seedMetrics(db, seedClient);
    const counts = await seedClient.query<{ status: string; n: string }>(
      'select status, count(*) as n from campaigns group by status order by status',
    );
    console.log(
      `database ${name}: ${counts.rows.map((r) => `${r.status} ${r.n}`).join(', ')}; ` +
        `${metricRows.toLocaleString('en-US')} campaign_metrics rows; seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const origin = { origin: baseURL };
    const login = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { ...origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-manager', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
    const headers = { ...origin, cookie };

    /** The page `pages` Link cursors after `path`'s first page. */
    const deep = async (path: string, pages: number) => {
      let next = path;
      for (let i = 0; i < pages; i += 1) {
        const response = await fetch(`${baseURL}${next}`, { headers });
        await response.arrayBuffer();
        const link = response.headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
        if (!link) throw new Error(`${next}: no next page after ${i} pages`);
        next = link.replace(/^https?:\/\/[^/]+/, '');
      }
      return next;
    };

    const list = '/api/campaigns';
    const cases: { name: string; path: string }[] = [
      { name: 'first page', path: list },
      ...CAMPAIGN_STATUSES.map((s) => ({ name: `status=${s}`, path: `${list}?status=${s}` })),
      ...Object.keys(CAMPAIGN_SORTS).map((s) => ({ name: `sort=${s}`, path: `${list}?sort=${s}` })),
      { name: 'active + budget_desc', path: `${list}?status=active&sort=budget_desc` },
      { name: 'completed + performance_desc', path: `${list}?status=completed&sort=performance_desc` },
      { name: 'draft + created_asc', path: `${list}?status=draft&sort=created_asc` },
      { name: 'paused + performance_desc, 25', path: `${list}?status=paused&sort=performance_desc&limit=25` },
      { name: `first page, page ${DEEP_PAGES + 1}`, path: await deep(list, DEEP_PAGES) },
      {
        name: `performance_desc, page ${DEEP_PAGES + 1}`,
        path: await deep(`${list}?sort=performance_desc`, DEEP_PAGES),
      },
      {
        name: `active + budget_desc, page ${DEEP_PAGES + 1}`,
        path: await deep(`${list}?status=active&sort=budget_desc`, DEEP_PAGES),
      },
    ].filter((c) => !ONLY || c.name.includes(ONLY));

    console.log(
      `autocannon: ${CONNECTIONS} connections, 1 s warm-up + ${DURATION} s per case; target p99 < ${TARGET_P99_MS} ms`,
    );
    console.log(
      `${'case'.padEnd(36)} ${'items'.padStart(5)} ${'total'.padStart(6)} ${'rps'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  target  load`,
    );
    let met = 0;
    for (const c of cases) {
      const probe = await fetch(`${baseURL}${c.path}`, { headers });
      if (!probe.ok) throw new Error(`${c.path}: ${probe.status} ${await probe.text()}`);
      const items = ((await probe.json()) as unknown[]).length;
      const total = probe.headers.get('x-total-count');
      const options = { url: `${baseURL}${c.path}`, headers, connections: CONNECTIONS };
      await autocannon({ ...options, duration: 1 });
      const result = await autocannon({ ...options, duration: DURATION });
      const failed = result.errors + result.timeouts + result.non2xx;
      const ok = result.latency.p99 < TARGET_P99_MS && failed === 0;
      if (ok) met += 1;
      console.log(
        `${c.name.padEnd(36)} ${String(items).padStart(5)} ${String(total).padStart(6)} ${result.requests.average.toFixed(0).padStart(7)} ` +
          `${`${result.latency.p50}`.padStart(6)} ${`${result.latency.p99}`.padStart(6)}  ${ok ? 'met   ' : 'MISSED'}  ${load()}` +
          (failed
            ? `  (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`
            : ''),
      );
    }
    console.log(`${met} of ${cases.length} cases at p99 < ${TARGET_P99_MS} ms; load average ${load()}`);
  } finally {
    await seedClient.end().catch(() => undefined);
    await server?.stop();
    if (KEEP) console.log(`kept ${url.toString()}: drop it with \`drop database ${name}\``);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
