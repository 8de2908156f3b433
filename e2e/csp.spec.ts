import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';
import { fillWizard, skipDelays } from './wizard';

/**
 * The Content-Security-Policy allows no inline style (plugins/security.ts): every page must render without the
 * browser refusing a style (or anything else). The browser reports each refusal as a `securitypolicyviolation`
 * event, which the page forwards here.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  return violations;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('public pages render without a Content-Security-Policy violation', async ({ page }) => {
  const violations = await recordViolations(page);
  for (const path of ['/', '/demo', '/auth', '/auth?mode=register', '/privacy']) await visit(page, path);
  // The landing page's chart bars keep their heights without style attributes.
  await visit(page, '/');
  const bars = page.locator('[class*="h-[38%]"]');
  await expect(bars).toHaveCount(1);
  expect(await bars.evaluate((bar) => bar.getBoundingClientRect().height)).toBeGreaterThan(10);
  // A Radix dialog on a public page: the forgot-password dialog.
  await visit(page, '/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});

test('signed-in pages and dialogs render without a Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await recordViolations(page);
  await skipDelays(page);
  await signInAs(page, 'admin');
  for (const path of ['/', '/analytics', '/performance', '/campaigns', '/approvals', '/admin', '/account'])
    await visit(page, path);

  // A modal dialog locks the page's scroll with a <style> element: allowed by the page's nonce, so it applies.
  await visit(page, '/campaigns');
  await page.getByRole('button', { name: 'Import metrics' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The wizard: its sliders and charts position themselves with style properties set from script.
  await fillWizard(page, 'CSP check campaign');
  await expect(page.getByText("Written by Northstar's built-in generator", { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Review & Launch Campaign' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
