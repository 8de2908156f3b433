/**
 * Data-scale benchmark for analytics: 2,000 campaigns × 365 days × 3 channels (2.19M metric rows), then the
 * median time of GET /api/analytics/1y/all through the real app, on PostgreSQL and on PGlite.
 *
 *   npx tsx bench/analytics.ts                 # both (PostgreSQL from BENCH_DATABASE_URL or 127.0.0.1:5432/test)
 *   npx tsx bench/analytics.ts --pg-only
 *   npx tsx bench/analytics.ts --pglite-only
 *   npx tsx bench/analytics.ts --campaigns=500 # smaller run
 * Targets (issue 5): < 100 ms on PostgreSQL, < 1 s on PGlite.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { type Database, type DatabaseHandle, openDatabase } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { campaigns, users } from '../src/server/db/schema';
import { refreshMetricRollups } from '../src/server/features/analytics/metric-rollups';
import { hashPassword } from '../src/server/lib/passwords';
import { addDays } from '../src/shared/dates';
import { todayIn } from '../src/shared/zoned-dates';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const CAMPAIGNS = Number(args.get('campaigns') ?? 2000);
const DAYS = 365;
const RUNS = Number(args.get('runs') ?? 15);
const ORIGIN = 'http://localhost:5000';

async function seed(db: Database) {
  const [owner] = await db
    .insert(users)
    .values({
      username: 'bench',
      email: 'bench@example.com',
      password: await hashPassword('bench-password-123'),
      firstName: 'Bench',
      lastName: 'Mark',
      role: 'admin',
    })
    .returning();
  const started = Date.now();
  await db.execute(sql`
    insert into campaigns (user_id, name, objective, budget, start_date, end_date, status, target_audience)
    select ${owner?.id}::uuid, 'Campaign ' || g, (array['awareness','conversion','retention','traffic'])[1 + g % 4],
           1000 + (g % 50) * 1000, current_date - ${DAYS - 1}::int, current_date + 30, 'active',
           '{"demographics":{"ageRange":[25,45],"locations":["United States"],"interests":["Technology"]},"behavioral":{"engagementLevel":"high","devicePreference":"mobile","shoppingTimes":["Weekends"]}}'::jsonb
    from generate_series(1, ${CAMPAIGNS}) g`);
  // Deterministic pseudo-random figures from hashes, generated inside the database for speed.
  await db.execute(sql`
    insert into campaign_metrics (campaign_id, date, channel, impressions, clicks, conversions, spend, revenue)
    select c.id, d::date, ch,
           1000 + (abs(hashtext(c.id::text || d::text || ch)) % 9000),
           20 + (abs(hashtext(ch || c.id::text || d::text)) % 200),
           abs(hashtext(d::text || ch || c.id::text)) % 12,
           round((20 + (abs(hashtext(c.id::text || ch)) % 300))::numeric, 2),
           round((40 + (abs(hashtext(ch || d::text)) % 900))::numeric, 2)
    from campaigns c
    cross join generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') d
    cross join unnest(array['Google Search','Meta','Email']) ch`);
  // The same rollup refresh every metrics writer runs (ingest, Google Ads sync).
  const ids = (await db.select({ id: campaigns.id }).from(campaigns)).map((c) => c.id);
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(todayIn('UTC'), -i));
  const rollupStarted = Date.now();
  await refreshMetricRollups(db, { campaignIds: ids, dates });
  await db.execute(sql`analyze`);
  return { seconds: (Date.now() - started) / 1000, rollupSeconds: (Date.now() - rollupStarted) / 1000 };
}

/**
 * `seedDb` writes the data; the timed requests go through `handle.db`, the app's own connection (on PostgreSQL the
 * request-path pool with its statement and read timeouts, unchanged).
 */
async function measure(label: string, handle: DatabaseHandle, seedDb: Database) {
  await handle.migrate();
  const { seconds, rollupSeconds } = await seed(seedDb);
  const app = await buildApp({
    config: testConfig({ appOrigin: ORIGIN, rateLimitScale: 0 }),
    db: handle.db,
    webRoot: null,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: { username: 'bench', password: 'bench-password-123' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i += 1) {
    const t = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/analytics/1y/all', headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    if (i >= 2) times.push(performance.now() - t); // two warm-up runs
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
  console.log(
    `${label.padEnd(11)} rows=${(CAMPAIGNS * DAYS * 3).toLocaleString('en-US')} seed=${seconds.toFixed(1)}s (rollups ${rollupSeconds.toFixed(1)}s) ` +
      `GET /api/analytics/1y/all median=${median.toFixed(1)}ms p95=${p95.toFixed(1)}ms (n=${times.length})`,
  );
  await app.close();
}

async function main() {
  // Timings on a shared machine mean little without its load.
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`${os.cpus().length} cores, load average ${load.join(' ')}`);
  if (!args.has('pglite-only')) {
    const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `northstar_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    // Seeding is bulk loading, not request work: generating 2.19M rows takes tens of seconds in one statement, past
    // the pool's 30 s statement timeout (POSTGRES_LIMITS) that guards requests against runaway queries. It gets a
    // connection of its own without those limits, rather than being cut into statements that merely happen to fit
    // the limit on an idle machine.
    const seedClient = new pg.Client({ connectionString: url.toString() });
    await seedClient.connect();
    await seedClient.query('set statement_timeout = 0');
    try {
      await measure('PostgreSQL', handle, drizzle(seedClient, { schema }) as unknown as Database);
    } finally {
      await seedClient.end();
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  if (!args.has('pg-only')) {
    const handle = await openDatabase({});
    try {
      await measure('PGlite', handle, handle.db);
    } finally {
      await handle.close();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
