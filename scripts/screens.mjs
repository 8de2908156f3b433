// Screenshots of the main screens at desktop (1280 px) and phone (360 px) width into docs/screens/, as README links
// them: the production build on a fresh embedded database with the demo workspace, signed in as the demo admin.
//
//   npm run build && node scripts/screens.mjs [name ...]      # names: dashboard analytics report campaigns admin
//                                                               #        wizard-audience wizard-content
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  DEMO_PASSWORD,
  root,
  startProductionServer,
} from '../bench/prod-server.mjs';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

const inDays = (days) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

/** Fills the wizard's first step and leaves the page on the audience step. */
async function toAudienceStep(page) {
  await page.goto('/campaign/new');
  await page.getByLabel('Campaign Name').fill('Spring Sneaker Launch');
  await page.getByLabel('Description').fill('Spring collection for new customers.');
  await page.getByRole('radio', { name: /^Brand Awareness/ }).check();
  await page.getByLabel('Start Date').fill(inDays(1));
  await page.getByLabel('End Date').fill(inDays(31));
  await page.getByRole('button', { name: 'Continue to Audience Builder' }).click();
  await page.getByText('Step 2 of 4').waitFor();
  for (const option of ['Technology', 'United States', 'Weekends']) {
    await page.getByRole('checkbox', { name: option }).check();
  }
  await page.getByText('Estimated Reach', { exact: true }).waitFor();
}

const SCREENS = {
  dashboard: async (page) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Overview' }).waitFor();
  },
  analytics: async (page) => {
    await page.goto('/analytics');
    await page.getByRole('list', { name: 'Key figures' }).waitFor();
  },
  report: async (page) => {
    await page.goto('/performance');
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
  campaigns: async (page) => {
    await page.goto('/campaigns');
    await page.getByRole('list', { name: 'Campaigns' }).waitFor();
  },
  admin: async (page) => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  },
  'wizard-audience': toAudienceStep,
  'wizard-content': async (page) => {
    await toAudienceStep(page);
    await page.getByRole('button', { name: 'Generate AI Content' }).click();
    await page.getByText('Step 3 of 4').waitFor();
    await page.getByLabel('Product/Service Name').fill('Northstar Sneakers');
    await page.getByLabel('Key Message & Value Propositions').fill('Free shipping, 30-day returns');
    await page
      .getByText(/Written by|Copy written by/)
      .first()
      .waitFor({ timeout: 20_000 });
  },
};

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCREENS);
const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const viewport of WIDTHS) {
    // The pictures need one style of their own (below), which the app's CSP rightly refuses (e2e/csp.spec.ts checks it).
    const context = await browser.newContext({ baseURL: server.baseURL, viewport, bypassCSP: true });
    // The wizard's spec delays (DESIGN §6) are configurable; a screenshot need not wait for them.
    await context.addInitScript(() => {
      window.__NORTHSTAR_TIMING__ = {
        analysisMs: 0,
        launchStageMs: 0,
        redirectMs: 0,
        generateDebounceMs: 50,
      };
    });
    const page = await context.newPage();
    const signIn = await page.request.post('/api/login', {
      data: { username: 'demo-admin', password: DEMO_PASSWORD },
      headers: { origin: server.baseURL },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    for (const name of wanted) {
      const open = SCREENS[name];
      if (!open) throw new Error(`unknown screen ${name}; known: ${Object.keys(SCREENS).join(', ')}`);
      await open(page);
      await page.waitForLoadState('networkidle');
      // Long lists skip painting rows off screen (content-visibility: auto); a full-page picture needs them all.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const file = path.join(root, 'docs', 'screens', `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${name} at ${viewport.width} px → ${path.relative(root, file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
