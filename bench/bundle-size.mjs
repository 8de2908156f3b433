// JavaScript each route really loads on a first visit, gzip-compressed: every script response of a cold page load in
// headless Chromium until the network is idle, lazy chunks included. Checks each route against its budget and exits
// non-zero when one is broken. Needs a production build; see bench/README.md.
//
//   npm run build && node bench/bundle-size.mjs [--verbose]     # --verbose lists each route's files
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DEMO_PASSWORD, startProductionServer } from './prod-server.mjs';

/** Issue 13: a signed-in route's first load ≤ 150 KB of JavaScript (gzip). */
const SIGNED_IN_BUDGET = 150_000;
/** '/' for a visitor is prerendered HTML with one small script. */
const LANDING_BUDGET = 70_000;
/** The public SPA pages (demo, sign-in, legal) load the same shell as the signed-in ones. */
const PUBLIC_BUDGET = 150_000;

/**
 * Routes as a visitor opens them; `as` signs in first. The admin may open every signed-in route; the dashboard,
 * which differs most from role to role (approval queue, recommendations, admin shortcuts), is opened as each role.
 */
const ROUTES = [
  { name: 'landing', path: '/', budget: LANDING_BUDGET },
  { name: 'demo', path: '/demo', budget: PUBLIC_BUDGET },
  { name: 'sign in', path: '/auth', budget: PUBLIC_BUDGET },
  { name: 'reset password', path: '/reset-password?token=bench', budget: PUBLIC_BUDGET },
  { name: 'privacy', path: '/privacy', budget: PUBLIC_BUDGET },
  { name: 'terms', path: '/terms', budget: PUBLIC_BUDGET },
  { name: 'dashboard', path: '/', as: 'demo-admin' },
  { name: 'dashboard (user role)', path: '/', as: 'demo-user' },
  { name: 'dashboard (analyst)', path: '/', as: 'demo-analyst' },
  { name: 'dashboard (manager)', path: '/', as: 'demo-manager' },
  { name: 'dashboard (director)', path: '/', as: 'demo-director' },
  { name: 'new campaign', path: '/campaign/new', as: 'demo-admin' },
  { name: 'campaigns', path: '/campaigns', as: 'demo-admin' },
  { name: 'edit campaign', path: '/campaigns/:id/edit', as: 'demo-admin' },
  { name: 'approvals', path: '/approvals', as: 'demo-director' },
  { name: 'analytics', path: '/analytics', as: 'demo-admin' },
  { name: 'analytics: campaigns', path: '/analytics?tab=campaigns', as: 'demo-admin' },
  { name: 'analytics: channels', path: '/analytics?tab=channels', as: 'demo-admin' },
  { name: 'analytics: insights', path: '/analytics?tab=insights', as: 'demo-admin' },
  { name: 'performance report', path: '/performance', as: 'demo-admin' },
  ...['campaign', 'audience', 'roi', 'executive'].map((type) => ({
    name: `report: ${type}`,
    path: `/performance?type=${type}`,
    as: 'demo-admin',
  })),
  { name: 'admin', path: '/admin', as: 'demo-admin' },
  { name: 'admin users', path: '/admin/users', as: 'demo-admin' },
  { name: 'audit log', path: '/admin/audit', as: 'demo-admin' },
  { name: 'Google Ads setup', path: '/google-ads-setup', as: 'demo-admin' },
  { name: 'account', path: '/account', as: 'demo-admin' },
].map((route) => ({ budget: SIGNED_IN_BUDGET, ...route }));

const verbose = process.argv.includes('--verbose');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

async function signIn(context, baseURL, username) {
  const login = await context.request.post('/api/login', {
    data: { username, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  if (login.status() !== 200) throw new Error(`sign-in as ${username} failed: ${login.status()}`);
}

/** A seeded campaign's id, for the edit route. */
async function someCampaignId(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  try {
    await signIn(context, baseURL, 'demo-admin');
    const response = await context.request.get('/api/campaigns');
    const [first] = await response.json();
    if (!first?.id) throw new Error('the demo workspace has no campaign to edit');
    return first.id;
  } finally {
    await context.close();
  }
}

async function measure(browser, baseURL, route) {
  const context = await browser.newContext({ baseURL });
  try {
    if (route.as) await signIn(context, baseURL, route.as);
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== baseURL || response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({ file: url.pathname, raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    const response = await page.goto(route.path, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${route.path} answered ${response?.status()}`);
    const scripts = [...new Map((await Promise.all(pending)).map((s) => [s.file, s])).values()];
    return {
      ...route,
      scripts: scripts.sort((a, b) => b.gzip - a.gzip),
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

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
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const campaignId = await someCampaignId(browser, server.baseURL);
  const results = [];
  for (const route of ROUTES) {
    results.push(
      await measure(browser, server.baseURL, { ...route, path: route.path.replace(':id', campaignId) }),
    );
  }
  await browser.close();

  const header = ['route', 'path', 'as', 'scripts', 'JS raw', 'JS gzip', 'budget', ''];
  const rows = results.map((r) => [
    r.name,
    r.path.replace(campaignId, ':id'),
    r.as ?? 'visitor',
    String(r.scripts.length),
    kb(r.raw),
    kb(r.gzip),
    kb(r.budget),
    r.gzip <= r.budget ? 'OK' : 'OVER',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i >= 3 && i <= 6 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const [i, row] of rows.entries()) {
    console.log(line(row));
    if (verbose) {
      for (const s of results[i].scripts) console.log(`    ${kb(s.gzip).padStart(9)}  ${s.file}`);
    }
  }

  const over = results.filter((r) => r.gzip > r.budget);
  for (const r of over) {
    console.error(
      `FAIL: ${r.name} (${r.path}) loads ${kb(r.gzip)} of JavaScript (gzip); its budget is ${kb(r.budget)}.`,
    );
  }
  if (over.length > 0) exitCode = 1;
  else console.log(`\nOK: every route is within its budget (gzip).`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server?.stop();
}
process.exit(exitCode);
