/**
 * Insights engine evaluation (docs/ai.md): `npx tsx bench/insights-eval.ts [--seed N | --seeds 1,2,3] [--campaigns 300]
 * [--days 60] [--replay 14]`. Simulates campaigns, plants anomalies in about half, writes them through the real
 * metrics writer into an in-memory PGlite migrated with the project's migrations, runs the real engine once (as of
 * the day after the data ends) and replayed day by day, and prints detection and false-alarm rates.
 */
import { openDatabase } from '../src/server/db/client';
import { evaluate } from '../src/server/features/insights/test/eval/eval-data';
import type { EvalFigures } from '../src/server/features/insights/test/eval/eval-scoring';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

const seeds = (arg('seeds') ?? arg('seed') ?? '1').split(',').flatMap((part) => {
  const [a, b] = part.split('..').map(Number);
  return b === undefined
    ? [a as number]
    : Array.from({ length: b - (a as number) + 1 }, (_, i) => (a as number) + i);
});
const campaigns = Number(arg('campaigns') ?? 300);
const days = Number(arg('days') ?? 60);
const replayDays = Number(arg('replay') ?? 14);

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const table = (t: Record<string, { planted: number; found: number }>) =>
  Object.entries(t)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v.found}/${v.planted}`)
    .join(' · ');

function print(label: string, f: EvalFigures) {
  console.log(
    `  ${label.padEnd(7)} detection ${pct(f.detection)} (${f.found}/${f.planted}; strict ${pct(f.strictDetection)}) · false alarms ${pct(f.falseAlarmRate)} (${f.falseAlarms}/${f.clean} clean campaigns, ${f.insightsOnClean} insights)`,
  );
  console.log(`          by type: ${table(f.byType)}`);
  console.log(
    `          by size: ${table(f.bySize)} · by duration: ${table(f.byDuration)} · by scope: ${table(f.byScope)}`,
  );
  console.log(
    `          false alarms by kind: ${
      Object.entries(f.falseAlarmsByKind)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k} ${n}`)
        .join(' · ') || 'none'
    }`,
  );
  console.log(
    `          below the minimum volume (not in the rate): ${f.belowMinimum.found}/${f.belowMinimum.planted} found · anomaly insights on planted campaigns: ${f.insightsOnPlanted}`,
  );
}

const totals = {
  single: { found: 0, planted: 0, fa: 0, clean: 0 },
  replay: { found: 0, planted: 0, fa: 0, clean: 0 },
};
for (const seed of seeds) {
  const handle = await openDatabase({});
  await handle.migrate();
  const started = performance.now();
  const report = await evaluate(handle.db, { seed, campaigns, days, replayDays });
  await handle.close();
  const replayMedian = [...report.replayRunMs].sort((a, b) => a - b)[report.replayRunMs.length >> 1] ?? 0;
  console.log(
    `seed ${seed}: ${campaigns} campaigns, ${report.rows} metric rows, ${days} days · engine ${Math.round(report.singleRunMs)} ms (replay median ${Math.round(replayMedian)} ms) · total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  print('single', report.single);
  print('replay', report.replay);
  for (const [key, f] of [
    ['single', report.single],
    ['replay', report.replay],
  ] as const) {
    totals[key].found += f.found;
    totals[key].planted += f.planted;
    totals[key].fa += f.falseAlarms;
    totals[key].clean += f.clean;
  }
}
if (seeds.length > 1) {
  for (const key of ['single', 'replay'] as const) {
    const t = totals[key];
    console.log(
      `all seeds, ${key}: detection ${pct(t.found / t.planted)} (${t.found}/${t.planted}) · false alarms ${pct(t.fa / t.clean)} (${t.fa}/${t.clean})`,
    );
  }
}
