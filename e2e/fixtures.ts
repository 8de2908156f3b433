import { test as base, expect, type Page } from '@playwright/test';
import type { Role } from '../src/shared/roles';

export const DEMO_PASSWORD = 'e2e-demo-password';
export const DEMO_USERNAMES: Record<Role, string> = {
  user: 'demo-user',
  analyst: 'demo-analyst',
  marketing_manager: 'demo-manager',
  marketing_director: 'demo-director',
  admin: 'demo-admin',
};

/** Signs in through the API (fast); the page's context keeps the session cookie. */
export async function signInAs(page: Page, role: Role): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const response = await page.request.post('/api/login', {
    data: { username: DEMO_USERNAMES[role], password: DEMO_PASSWORD },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const test = base.extend<{ consoleErrors: string[] }>({
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
