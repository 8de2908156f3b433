import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appPort, appURL, E2E_GOOGLE_CLIENT_ID, E2E_WORKERS, standInPorts } from './e2e/ports';

const servers = Array.from({ length: E2E_WORKERS }, (_, index) => index);

/** The production build on a fresh embedded database, with the worker's stand-ins (e2e/ports.ts). */
function journeyServer(index: number) {
  const port = appPort(index);
  const baseURL = appURL(index);
  const dataDir = path.join(os.tmpdir(), `northstar-e2e-${port}`);
  const standIns = standInPorts(index);
  return {
    // start.mjs builds when the build is stale; Playwright starts the servers one after another, so only the first
    // can build and the others find the build fresh.
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: baseURL,
      SEED_DEMO: 'true',
      SEED_DEMO_PASSWORD: 'e2e-demo-password',
      // Journeys sign in many times from one address.
      RATE_LIMIT_SCALE: '0',
      LOG_LEVEL: 'warn',
      // e2e/password-reset.spec.ts and report-schedules.spec.ts read mail from an SMTP server they start on this
      // port; other specs send no mail (the outbox would retry quietly).
      SMTP_URL: `smtp://127.0.0.1:${standIns.smtp}`,
      // e2e/google-sign-in.spec.ts starts an OpenID Connect issuer on this port standing in for Google.
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${standIns.oidc}`,
      // e2e/google-ads.spec.ts starts stand-ins for Google's OAuth consent, token endpoint and the Google Ads API
      // on this port; nothing calls them until that spec connects the workspace (and it disconnects at the end).
      GOOGLE_ADS_CLIENT_ID: 'northstar-e2e-ads-client',
      GOOGLE_ADS_CLIENT_SECRET: 'e2e-ads-secret',
      GOOGLE_OAUTH_AUTHORIZE_URL: `http://127.0.0.1:${standIns.googleAds}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `http://127.0.0.1:${standIns.googleAds}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `http://127.0.0.1:${standIns.googleAds}/revoke`,
      GOOGLE_ADS_API_URL: `http://127.0.0.1:${standIns.googleAds}`,
    },
  };
}

/** Journeys against the production build on a fresh embedded database, in the system Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // Files are spread over the workers; a file's tests run in order on one worker (and so on one server).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // The fixtures point each test at its worker's server (e2e/fixtures.ts).
    baseURL: appURL(0),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: servers.map(journeyServer),
});
