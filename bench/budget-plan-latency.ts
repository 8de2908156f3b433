/**
 * How long does GET /api/campaigns/:id/budget-plan take for a campaign with 4 channels and 90 days (issue 32: under
 * 200 ms)? Starts the production build on the embedded database (`npm run build` first), imports such a campaign
 * through the metrics import API as a team would, then asks for its plan 30 times, each with another daily budget
 * (every answer is planned afresh), and prints p50 / p95 / max.
 *
 *   npx tsx bench/budget-plan-latency.ts
 */
import { performance } from 'node:perf_hooks';
import { simulateCampaign } from '../src/server/features/budget-plan/test/simulated-campaigns';
// @ts-expect-error TS7016: prod-server.mjs is the plain-JS helper the .mjs benches share (its JSDoc types it).
import { DEMO_PASSWORD, startProductionServer } from './prod-server.mjs';

const REQUESTS = 30;

/** A 4-channel, 90-day simulated campaign ending yesterday, as a Northstar CSV. */
function campaignCsv(name: string): string {
  let campaign = simulateCampaign(1, { history: 'steps' });
  for (let seed = 2; campaign.channels.length !== 4; seed += 1)
    campaign = simulateCampaign(seed, { history: 'steps' });
  const lines = ['date,campaign,channel,impressions,clicks,conversions,spend,revenue'];
  const today = new Date();
  campaign.dates.forEach((_, t) => {
    const day = new Date(today.getTime() - (campaign.dates.length - t) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const c of campaign.channels) {
      const spend = c.spend[t] ?? 0;
      const revenue = c.revenue[t] ?? 0;
      lines.push(
        `${day},${name},${c.channel},${Math.round(spend * 40)},${Math.round(spend)},${Math.round(revenue / 50)},${spend},${revenue}`,
      );
    }
  });
  return `${lines.join('\n')}\n`;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function main() {
  const server = await startProductionServer();
  try {
    const origin = { origin: server.baseURL };
    const login = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      headers: { ...origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-manager', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
    const headers = { ...origin, cookie };
    const name = `Budget plan latency ${Date.now()}`;
    const imported = await fetch(`${server.baseURL}/api/metrics/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: campaignCsv(name),
    });
    if (!imported.ok) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
    const list = await fetch(`${server.baseURL}/api/campaigns?limit=100`, {
      headers,
    });
    const id = ((await list.json()) as { id: string; name: string }[]).find((c) => c.name === name)?.id;
    if (!id) throw new Error('the imported campaign is not listed');
    const url = `${server.baseURL}/api/campaigns/${id}/budget-plan`;
    const first = await fetch(url, { headers });
    const plan = (await first.json()) as { status: string; channels: unknown[]; dailyBudget: number };
    console.log(`campaign: ${plan.channels.length} channels, 90 days; plan status ${plan.status}`);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const budget = Math.round(plan.dailyBudget * (0.6 + (0.8 * i) / REQUESTS));
      const started = performance.now();
      const response = await fetch(`${url}?dailyBudget=${budget}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `GET budget-plan (${REQUESTS} answers): p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1) ?? Number.NaN)}   [target < 200 ms]`,
    );
  } finally {
    await server.stop();
  }
}

await main();
