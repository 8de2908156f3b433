/**
 * Issue 34, item 3: import 1,000,000 rows in under 60 s with memory that does not grow with the file. Starts the
 * production build (bench/prod-server.mjs) on a fresh PostgreSQL database (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test to create it on; dropped afterwards), writes Northstar CSVs of 100,000
 * and 1,000,000 rows to disk, and sends each as the dialog does for a large file: gzip-compressed, streamed from
 * disk, `Prefer: respond-async`, then GET /api/metrics/imports/:id until it ends. Prints the time to each phase and
 * the server process's resident memory (sampled, and its peak from /proc) against the targets. Needs a build.
 *
 *   npx tsx bench/import-scale.ts [--rows=1000000] [--plain] [--keep]
 *
 * `--keep` leaves the database in place and prints its URL (for EXPLAIN ANALYZE of the import's statements).
 */
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { freshPostgresDatabase } from './fresh-postgres';
// @ts-expect-error TS7016: prod-server.mjs is the plain-JS helper the .mjs benches share (its JSDoc types it).
import { DEMO_PASSWORD, startProductionServer } from './prod-server.mjs';

const TARGET_SECONDS = 60;
const TARGET_RSS_MB = 400;
const CHANNELS = ['Google Search', 'Meta', 'LinkedIn', 'Email'];
const DAYS = 250;
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const largest = Number(arg('rows') ?? 1_000_000);
const sizes = [...new Set([Math.round(largest / 10), largest])];
const gzip = !process.argv.includes('--plain');

/** `rows` daily rows: campaigns × DAYS past days × 4 channels, as a Northstar CSV on disk. */
async function writeFile(path: string, rows: number, tag: string): Promise<void> {
  const out = createWriteStream(path);
  const today = Date.now();
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write('date,campaign,channel,impressions,clicks,conversions,spend,revenue\n');
  let chunk = '';
  for (let i = 0; i < rows; i += 1) {
    const channel = CHANNELS[i % CHANNELS.length];
    const day = new Date(today - ((Math.floor(i / CHANNELS.length) % DAYS) + 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const campaign = `Scale ${tag} campaign ${Math.floor(i / (CHANNELS.length * DAYS))}`;
    const impressions = 1000 + ((i * 37) % 9000);
    const clicks = 10 + ((i * 11) % 90);
    chunk += `${day},${campaign},${channel},${impressions},${clicks},${i % 10},${(clicks * 0.42).toFixed(2)},${(clicks * 1.3).toFixed(2)}\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/** Resident memory of a process now and at its peak (VmHWM), in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Streams the file (gzipped on the way unless --plain) as the request body; resolves with status and body. */
function upload(url: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (data: string) => {
        body += data;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const source = createReadStream(path);
    (gzip ? pipeline(source, createGzip({ level: 1 }), req) : pipeline(source, req)).catch(reject);
  });
}

interface Job {
  id: string;
  state: string;
  phase: string;
  rowsRead: number;
  result: { rows: { total: number; inserted: number }; insights: { examined?: number } } | null;
  error: unknown;
}

async function main() {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}; body ${gzip ? 'gzip' : 'plain'}`,
  );
  const folder = await mkdtemp(join(tmpdir(), 'northstar-import-scale-'));
  const database = await freshPostgresDatabase('northstar_bench_import_scale');
  const server = await startProductionServer({ databaseUrl: database.url });
  try {
    const origin = { origin: server.baseURL };
    const login = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      headers: { ...origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-admin', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
    console.log(`server idle: RSS ${memoryOf(server.pid).rss.toFixed(0)} MB`);

    for (const rows of sizes) {
      const path = join(folder, `metrics-${rows}.csv`);
      await writeFile(path, rows, String(rows));
      const bytes = (await stat(path)).size;
      const started = performance.now();
      const phases = new Map<string, number>();
      let maxRss = 0;
      // The largest sample in each phase of the job: which part of an import the memory goes to.
      let phase = 'uploading';
      const phaseRss = new Map<string, number>();
      const sampler = setInterval(() => {
        const rss = memoryOf(server.pid).rss;
        maxRss = Math.max(maxRss, rss);
        phaseRss.set(phase, Math.max(phaseRss.get(phase) ?? 0, rss));
      }, 100);
      const answer = await upload(`${server.baseURL}/api/metrics/import`, path, {
        ...origin,
        cookie,
        'content-type': 'text/csv',
        prefer: 'respond-async',
      });
      if (answer.status !== 202)
        throw new Error(`import refused: ${answer.status} ${answer.body.slice(0, 500)}`);
      phases.set('uploaded', performance.now() - started);
      phase = 'uploaded';
      let job = JSON.parse(answer.body) as Job;
      while (job.state === 'running') {
        await sleep(200);
        const response = await fetch(`${server.baseURL}/api/metrics/imports/${job.id}`, {
          headers: { cookie },
        });
        job = (await response.json()) as Job;
        if (!phases.has(job.phase)) phases.set(job.phase, performance.now() - started);
        phase = job.phase;
      }
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (job.state !== 'succeeded' || !job.result)
        throw new Error(`import failed: ${JSON.stringify(job.error)}`);
      const at = (phase: string) => ((phases.get(phase) ?? Number.NaN) / 1000).toFixed(1);
      const writtenBy = Number(at('insights'));
      const peak = memoryOf(server.pid).peak;
      console.log(
        `${rows.toLocaleString('en-US')} rows (${(bytes / 1024 / 1024).toFixed(1)} MB): uploaded ${at('uploaded')} s, checking from ${at('checking')} s, writing from ${at('writing')} s, rows written and rollups current at ${writtenBy.toFixed(1)} s, done with insights at ${seconds.toFixed(1)} s; ${job.result.rows.total.toLocaleString('en-US')} daily rows, ${job.result.rows.inserted.toLocaleString('en-US')} inserted`,
      );
      console.log(
        `  target < ${TARGET_SECONDS} s to rows written: ${writtenBy < TARGET_SECONDS ? 'met' : 'MISSED'}; with insights: ${seconds < TARGET_SECONDS ? 'met' : 'MISSED'}`,
      );
      console.log(
        `  server RSS during the import: max sampled ${maxRss.toFixed(0)} MB, peak so far (VmHWM) ${peak.toFixed(0)} MB; target < ${TARGET_RSS_MB} MB: ${peak < TARGET_RSS_MB ? 'met' : 'MISSED'}`,
      );
      console.log(
        `  max sampled RSS by phase: ${[...phaseRss].map(([name, mb]) => `${name} ${mb.toFixed(0)} MB`).join(', ')}`,
      );
      await rm(path, { force: true });
    }
  } finally {
    await server.stop();
    if (process.argv.includes('--keep')) console.log(`kept the database: ${database.url}`);
    else await database.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
