import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5180);
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `northstar-e2e-${port}`);
/**
 * Local stand-ins the specs start themselves, on ports fixed before the server's environment is set: each its own
 * variable, else beside E2E_PORT (5189-5191 by default), so that E2E_PORT alone moves a whole run off busy ports.
 */
const standInPort = (variable: string, offset: number) => Number(process.env[variable] ?? port + offset);
export const E2E_SMTP_PORT = standInPort('E2E_SMTP_PORT', 9);
export const E2E_OIDC_PORT = standInPort('E2E_OIDC_PORT', 10);
export const E2E_GOOGLE_CLIENT_ID = 'northstar-e2e-client';
export const E2E_GOOGLE_ADS_PORT = standInPort('E2E_GOOGLE_ADS_PORT', 11);

/** Journeys against the production build on a fresh embedded database, in the system Chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
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
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
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
      // e2e/password-reset.spec.ts reads the reset mail from an SMTP server it starts on this port; other specs
      // send no mail (the outbox would retry quietly).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // e2e/google-sign-in.spec.ts starts an OpenID Connect issuer on this port standing in for Google.
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      // e2e/google-ads.spec.ts starts stand-ins for Google's OAuth consent, token endpoint and the Google Ads API
      // on this port; nothing calls them until that spec connects the workspace (and it disconnects at the end).
      GOOGLE_ADS_CLIENT_ID: 'northstar-e2e-ads-client',
      GOOGLE_ADS_CLIENT_SECRET: 'e2e-ads-secret',
      GOOGLE_OAUTH_AUTHORIZE_URL: `http://127.0.0.1:${E2E_GOOGLE_ADS_PORT}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `http://127.0.0.1:${E2E_GOOGLE_ADS_PORT}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `http://127.0.0.1:${E2E_GOOGLE_ADS_PORT}/revoke`,
      GOOGLE_ADS_API_URL: `http://127.0.0.1:${E2E_GOOGLE_ADS_PORT}`,
    },
  },
});
