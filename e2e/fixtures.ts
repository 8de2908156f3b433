import { test as base, expect, type Page } from '@playwright/test';
import type { Role } from '../src/shared/roles';
import { appURL, type StandInPorts, standInPorts } from './ports';

export const DEMO_PASSWORD = 'e2e-demo-password';
export const DEMO_USERNAMES: Record<Role, string> = {
  user: 'demo-user',
  analyst: 'demo-analyst',
  marketing_manager: 'demo-manager',
  marketing_director: 'demo-director',
  admin: 'demo-admin',
};

/** The address of this worker's own server (e2e/ports.ts); in a test or a hook. */
export function serverURL(): string {
  return appURL(test.info().parallelIndex);
}

/** The ports of this worker's stand-ins (SMTP, OpenID issuer, Google Ads), which its server is configured with. */
export function standIns(): StandInPorts {
  return standInPorts(test.info().parallelIndex);
}

/** Signs in through the API (fast); the page's context keeps the session cookie. */
export async function signInAs(page: Page, role: Role): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: DEMO_USERNAMES[role], password: DEMO_PASSWORD },
    headers: { origin: new URL(serverURL()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every page, request and context of a test goes to its worker's server.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern and requires one.
  baseURL: async ({}, use, testInfo) => {
    await use(appURL(testInfo.parallelIndex));
  },
  // Journeys fail on uncaught page errors: a broken screen should not pass because its text happens to show.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
