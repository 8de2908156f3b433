/**
 * Does a 10 MB metrics import stall the server (issue 28, item 5)? Starts the production build on the embedded
 * database (bench/prod-server.mjs), builds a ~10 MB Northstar CSV, and probes GET /healthz (the process) and GET
 * /api/notifications (a signed-in API read: session lookup and a query) every 20 ms, first idle, then while the
 * import runs. Prints p50 / p99 / max per phase. Needs a build: `npm run build`. With `--postgres` it runs on a
 * fresh database of the machine's PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test
 * as the server to create it on), dropped afterwards.
 *
 *   npx tsx bench/import-latency.ts [--postgres]
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshPostgresDatabase } from './fresh-postgres';
// @ts-expect-error TS7016: prod-server.mjs is the plain-JS helper the .mjs benches share (its JSDoc types it).
import { DEMO_PASSWORD, startProductionServer } from './prod-server.mjs';

const PROBE_EVERY_MS = 20;
const IDLE_MS = 3000;
const CHANNELS = ['Google Search', 'Google Display', 'YouTube', 'Meta', 'LinkedIn', 'Email'];

/** A valid Northstar-format file just under the 10 MiB limit: new campaigns × past days × channels. */
function buildFile(targetBytes: number): { text: string; rows: number } {
  const header = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';
  const lines = [header];
  let size = header.length + 1;
  const today = new Date();
  for (let i = 0; ; i += 1) {
    const channel = CHANNELS[i % CHANNELS.length];
    const dayIndex = Math.floor(i / CHANNELS.length) % 365;
    const day = new Date(today.getTime() - (dayIndex + 1) * 86_400_000).toISOString().slice(0, 10);
    const campaign = `Imported bench campaign ${Math.floor(i / (CHANNELS.length * 365))}`;
    const impressions = 1000 + ((i * 37) % 9000);
    const clicks = 10 + ((i * 11) % 90);
    const line = `${day},${campaign},${channel},${impressions},${clicks},${i % 10},${(clicks * 0.42).toFixed(2)},${(clicks * 1.3).toFixed(2)}`;
    if (size + line.length + 1 > targetBytes)
      return { text: `${lines.join('\n')}\n`, rows: lines.length - 1 };
    lines.push(line);
    size += line.length + 1;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  return `${name.padEnd(34)} n=${String(sorted.length).padStart(4)}  p50 ${fmt(percentile(sorted, 50)).padStart(9)}  p99 ${fmt(percentile(sorted, 99)).padStart(9)}  max ${fmt(sorted.at(-1) ?? Number.NaN).padStart(9)}`;
}

/** Probes `url` every PROBE_EVERY_MS until `until` settles; each probe's latency, sent without waiting for others. */
async function probe(
  url: string,
  headers: Record<string, string>,
  until: Promise<unknown>,
): Promise<number[]> {
  const latencies: Promise<number>[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    latencies.push(
      fetch(url, { headers }).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return performance.now() - started;
      }),
    );
    await sleep(PROBE_EVERY_MS);
  }
  return Promise.all(latencies);
}

async function main() {
  const { text, rows } = buildFile(10 * 1024 * 1024 - 64 * 1024);
  const database = process.argv.includes('--postgres')
    ? await freshPostgresDatabase('northstar_bench_import')
    : null;
  console.log(
    `file: ${(text.length / 1024 / 1024).toFixed(2)} MB, ${rows} rows; database: ${database ? 'PostgreSQL' : 'embedded (PGlite)'}`,
  );
  const server = await startProductionServer(database ? { databaseUrl: database.url } : {});
  try {
    const origin = { origin: server.baseURL };
    const login = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      headers: { ...origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-manager', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
    const signedIn = { ...origin, cookie };
    const health = `${server.baseURL}/healthz`;
    const apiRead = `${server.baseURL}/api/notifications`;

    const idle = sleep(IDLE_MS);
    const [idleHealth, idleApi] = await Promise.all([
      probe(health, {}, idle),
      probe(apiRead, signedIn, idle),
    ]);

    const started = performance.now();
    const importing = fetch(`${server.baseURL}/api/metrics/import`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'text/csv' },
      body: text,
    }).then(async (response) => {
      const body = await response.text();
      if (!response.ok) throw new Error(`import failed: ${response.status} ${body.slice(0, 500)}`);
      return { ms: performance.now() - started, body: JSON.parse(body) as { rows: { total: number } } };
    });
    const [busyHealth, busyApi, imported] = await Promise.all([
      probe(health, {}, importing),
      probe(apiRead, signedIn, importing),
      importing,
    ]);

    console.log(`import: ${imported.body.rows.total} rows in ${(imported.ms / 1000).toFixed(1)} s`);
    console.log(summary('GET /healthz, idle', idleHealth));
    console.log(summary('GET /healthz, during the import', busyHealth));
    console.log(summary('GET /api/notifications, idle', idleApi));
    console.log(summary('GET /api/notifications, during import', busyApi));
  } finally {
    await server.stop();
    await database?.drop();
  }
}

await main();
