import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, serverURL, signInAs, test } from './fixtures';
import { isoDaysFromToday, skipDelays } from './wizard';

/**
 * Issue 14 item 14: on a 360 px phone nothing on the wizard's audience step or the audit log is cut off or widens
 * the page. A table either scrolls inside a named, focusable region or becomes cards. On a 320 px phone (the width
 * WCAG's reflow asks for) the signed-in pages keep their header, headline figures and cards inside the screen.
 *
 * NARROW_SCREENSHOTS=1 also writes the screens to docs/screens/.
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const AUDIT_LABEL = 'Audit log entries';

async function saveScreen(page: Page, name: string) {
  if (!process.env.NARROW_SCREENSHOTS) return;
  // From the top, so that the sticky header sits where it belongs in a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join('docs', 'screens', `${name}.png`), fullPage: true });
}

/** Step 1 filled in; leaves the browser on step 2 with nothing chosen yet. */
async function openAudienceStep(page: Page) {
  await skipDelays(page);
  await signInAs(page, 'marketing_manager');
  await page.goto('/campaign/new');
  await page.getByLabel('Campaign Name').fill('Narrow screens');
  await page.getByLabel('Start Date').fill(isoDaysFromToday(1));
  await page.getByLabel('End Date').fill(isoDaysFromToday(31));
  await page.getByRole('button', { name: 'Continue to Audience Builder' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
}

/** Choices that make the predictions and their arithmetic show, the longest content the step has. */
async function chooseAudience(page: Page) {
  for (const name of ['Technology', 'Food & Dining', 'United Kingdom', 'Afternoon (12PM-6PM)', 'Weekends']) {
    await page.getByRole('checkbox', { name }).check();
  }
  await page.getByRole('radio', { name: 'Desktop' }).check();
  await expect(page.getByText('Estimated Reach', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'How is this estimated?' }).click();
  await expect(page.getByText(/CPM × 1,000 =/)).toBeVisible();
}

/** Audit entries with long, unbroken text: a failed sign-in under a long login and a paused long-named campaign. */
async function addLongAuditEntries(page: Page) {
  const origin = new URL(serverURL()).origin;
  const failed = await page.request.post('/api/login', {
    data: {
      username: `nobody-with-a-long-login-${Date.now()}-without-any-spaces`,
      password: 'not-the-password',
    },
    headers: { origin },
  });
  expect(failed.status()).toBe(401);
  await signInAs(page, 'marketing_manager');
  const created = await page.request.post('/api/campaigns', {
    headers: { origin },
    data: {
      name: 'Autumn newsletter re-engagement for lapsed subscribers in the north-western regions',
      objective: 'retention',
      budget: 2500,
      startDate: isoDaysFromToday(0),
      endDate: isoDaysFromToday(30),
      targetAudience: {
        demographics: { ageRange: [25, 45], locations: ['United Kingdom'], interests: ['Technology'] },
        behavioral: { engagementLevel: 'high', devicePreference: 'mobile', shoppingTimes: ['Weekends'] },
      },
      brandVoice: { tone: 'friendly', style: 'modern', productName: 'Acme', keyMessages: ['Welcome back'] },
      status: 'active',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  createdCampaignIds.push(id);
  const paused = await page.request.patch(`/api/campaigns/${id}`, {
    headers: { origin },
    data: { status: 'paused' },
  });
  expect(paused.status(), await paused.text()).toBe(200);
}

/** Campaigns these journeys made, removed afterwards so that specs counting campaigns see the seeded workspace. */
const createdCampaignIds: string[] = [];

test.afterEach(async ({ page }) => {
  const origin = new URL(serverURL()).origin;
  // The page is signed in as the admin by then, who may delete any campaign.
  for (const id of createdCampaignIds.splice(0)) {
    const response = await page.request.delete(`/api/campaigns/${id}`, { headers: { origin } });
    expect(response.status(), await response.text()).toBe(204);
  }
});

async function openAuditLog(page: Page) {
  await addLongAuditEntries(page);
  await signInAs(page, 'admin');
  await page.goto('/admin/audit');
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
}

async function expectNoSidewaysPageScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, 'the page is wider than the window').toBeLessThanOrEqual(widths.viewport);
}

/**
 * Everything on screen that is cut off: content an overflow-hidden box clips, content outside the area its scroll
 * container can scroll to, and content past the window's edges outside any scroll container. Visually hidden
 * (sr-only) text does not count.
 */
function findCutOffContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 50)}"> “${(el.textContent ?? '').trim().slice(0, 40)}”`;
    const isVisuallyHidden = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || style.clip !== 'auto' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || isVisuallyHidden(el)) continue;
      const style = getComputedStyle(el);
      if (
        (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
        el.scrollWidth > el.clientWidth + 1
      ) {
        found.push(`${name(el)} hides ${el.scrollWidth - el.clientWidth}px of its own content`);
      }
      let isInScroller = false;
      let isFirstBox = true;
      for (
        let box2: Element | null = el.parentElement;
        box2 && box2 !== document.body;
        box2 = box2.parentElement
      ) {
        const overflow = getComputedStyle(box2).overflowX;
        if (overflow === 'visible') continue;
        const outer = box2.getBoundingClientRect();
        if (overflow === 'auto' || overflow === 'scroll') {
          // Content anywhere inside a scroll container (even within a clipped box in it) can be scrolled to.
          if (isFirstBox) {
            const left = box.left - outer.left + box2.scrollLeft;
            const right = box.right - outer.left + box2.scrollLeft;
            if (left < -1 || right > box2.scrollWidth + 1)
              found.push(`${name(el)} lies outside what ${name(box2)} scrolls to`);
          }
          isInScroller = true;
          break;
        }
        if (isFirstBox && (box.left < outer.left - 1 || box.right > outer.right + 1)) {
          found.push(`${name(el)} is clipped by ${name(box2)}`);
        }
        isFirstBox = false;
      }
      if (!isInScroller && (box.left < -1 || box.right > window.innerWidth + 1)) {
        found.push(`${name(el)} runs past the window (${Math.round(box.left)} to ${Math.round(box.right)})`);
      }
    }
    return found;
  });
}

async function expectNothingCutOff(page: Page) {
  await expectNoSidewaysPageScroll(page);
  expect(await findCutOffContent(page)).toEqual([]);
}

/** Each card (or chip) lies inside the window and its content inside it. */
async function expectWithinWindow(items: Locator, what: string) {
  const boxes = await items.evaluateAll((elements) =>
    elements.map((el) => {
      const box = el.getBoundingClientRect();
      return {
        text: (el.textContent ?? '').trim().slice(0, 40),
        left: box.left,
        right: box.right,
        overflow: el.scrollWidth - el.clientWidth,
        viewport: window.innerWidth,
      };
    }),
  );
  expect(boxes.length, `no ${what} on screen`).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left, `${what} “${box.text}” starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${what} “${box.text}” ends off screen`).toBeLessThanOrEqual(box.viewport);
    expect(box.overflow, `${what} “${box.text}” overflows itself`).toBeLessThanOrEqual(1);
  }
}

/** The audit table sits in a named, focusable region and every cell lies inside the area it scrolls to. */
async function expectTableInScrollRegion(page: Page) {
  const region = page.getByRole('region', { name: AUDIT_LABEL });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.getByRole('table', { name: AUDIT_LABEL })).toBeVisible();
  const cells = await region.evaluate((scroller) => {
    const outer = scroller.getBoundingClientRect();
    return [...scroller.querySelectorAll('th, td')].map((cell) => {
      const box = cell.getBoundingClientRect();
      return {
        text: (cell.textContent ?? '').trim().slice(0, 40),
        left: box.left - outer.left + scroller.scrollLeft,
        right: box.right - outer.left + scroller.scrollLeft,
        scrollWidth: scroller.scrollWidth,
      };
    });
  });
  expect(cells.length).toBeGreaterThan(4);
  for (const cell of cells) {
    expect(cell.left, `cell “${cell.text}”`).toBeGreaterThanOrEqual(-1);
    expect(cell.right, `cell “${cell.text}”`).toBeLessThanOrEqual(cell.scrollWidth + 1);
  }
  const box = await region.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test('the audience step fits the screen: chips, choices and predictions all whole', async ({ page }) => {
    await openAudienceStep(page);
    await chooseAudience(page);
    await expectNothingCutOff(page);
    await expectWithinWindow(page.locator('fieldset label').filter({ has: page.locator('input') }), 'choice');
    const predictions = page.getByRole('region', { name: 'AI Audience Predictions' });
    await expectWithinWindow(predictions.locator('dl > div'), 'prediction card');
    await expectWithinWindow(predictions.locator('dd'), 'figure');
    await saveScreen(page, 'wizard-audience-360');
  });

  test('the audience step keeps its field errors whole', async ({ page }) => {
    await openAudienceStep(page);
    await page.getByRole('button', { name: 'Fill Required Fields' }).click();
    await expect(page.getByText('At least one optimal shopping time is required')).toBeVisible();
    await expectNothingCutOff(page);
  });

  test('the audit log shows each entry as a card inside the screen, with no table to cut off', async ({
    page,
  }) => {
    await openAuditLog(page);
    const list = page.getByRole('list', { name: AUDIT_LABEL });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = list.locator(':scope > li');
    await expect(cards.filter({ hasText: /Unknown login “nobody-with-a-long-login-/ })).toHaveCount(1);
    await expect(
      cards
        .filter({ hasText: 'Autumn newsletter re-engagement' })
        .filter({ hasText: 'status: active → paused' }),
    ).toHaveCount(1);
    await expectWithinWindow(cards, 'audit card');
    await expectNothingCutOff(page);
    await saveScreen(page, 'audit-log-360');
  });
  test('the analytics views are two columns of whole tabs', async ({ page }) => {
    await signInAs(page, 'analyst');
    await page.goto('/analytics');
    const tabs = page.getByRole('tablist', { name: 'Analytics views' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expectWithinWindow(tabs, 'tab');
    // Side by side in pairs, none over its neighbour.
    const boxes = await tabs.evaluateAll((elements) =>
      elements.map((el) => el.getBoundingClientRect().toJSON()),
    );
    expect(boxes[1].left).toBeGreaterThanOrEqual(boxes[0].right);
    expect(boxes[3].left).toBeGreaterThanOrEqual(boxes[2].right);
    expect(boxes[2].top).toBeGreaterThanOrEqual(boxes[0].bottom);
    await expectNothingCutOff(page);
  });

  test('every report type fits the screen: each table scrolls inside its own named region', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    for (const type of ['comprehensive', 'executive', 'campaign', 'audience', 'roi']) {
      await page.goto(`/performance?type=${type}`);
      await expect(page.getByRole('heading', { name: 'Performance Report', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The tables on screen (a chart's screen-reader copy of its figures is not).
      const tables = page.locator('table:not(.sr-only table)');
      // The executive summary has tiles and lists, no table; the comprehensive report has them all.
      if (type === 'comprehensive') expect(await tables.count()).toBeGreaterThan(3);
      for (const table of await tables.all()) {
        const region = table.locator('xpath=ancestor::section[@tabindex="0"][1]');
        await expect(region, `${type}: a table outside a scroll region`).toHaveCount(1);
        await expect(region).toHaveAttribute('aria-label', /.+/);
      }
      await expectNothingCutOff(page);
    }
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('headers, headline figures, counters and insight cards fit, with a workspace budget in the millions', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const origin = new URL(serverURL()).origin;
    // Three campaigns at the largest budget allowed: the campaigns page's Total Budget runs to ten characters.
    for (const letter of ['A', 'B', 'C']) {
      const created = await page.request.post('/api/campaigns', {
        headers: { origin },
        data: {
          name: `Narrow screens million ${letter}`,
          objective: 'awareness',
          budget: 1_000_000,
          startDate: isoDaysFromToday(1),
          endDate: isoDaysFromToday(30),
          targetAudience: {
            demographics: { ageRange: [25, 45], locations: ['Canada'], interests: ['Travel'] },
            behavioral: {
              engagementLevel: 'medium',
              devicePreference: 'mobile',
              shoppingTimes: ['Weekends'],
            },
          },
          brandVoice: { tone: 'friendly', style: 'modern', productName: 'Acme', keyMessages: ['Go far'] },
          status: 'draft',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      createdCampaignIds.push(((await created.json()) as { id: string }).id);
    }
    const header = page.getByRole('banner');
    for (const url of [
      '/',
      '/campaigns',
      '/analytics',
      '/analytics?tab=insights',
      '/performance',
      '/admin',
      '/admin/users',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNothingCutOff(page);
      // Sign Out is an icon here, named for screen readers.
      await expectWithinWindow(header.getByRole('button', { name: 'Sign Out' }), `${url}: Sign Out`);
      const figures = page.locator('.figure-fit');
      if ((await figures.count()) > 0) await expectWithinWindow(figures, `${url}: figure`);
      const tabs = page.getByRole('tab');
      if ((await tabs.count()) > 0 && url.startsWith('/analytics'))
        await expectWithinWindow(tabs, `${url}: tab`);
      const actions = page.getByRole('button', { name: 'Apply Recommendation' });
      if ((await actions.count()) > 0) await expectWithinWindow(actions, `${url}: action`);
    }
    await page.goto('/campaigns');
    await expect(
      page.getByRole('region', { name: 'Campaign summary' }).getByText(/^\$\d,\d{3},\d{3}$/),
    ).toBeVisible();
  });

  test('the demo keeps its header inside the screen', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await expectNothingCutOff(page);
  });
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: DESKTOP });

  test('the audience step fits the screen', async ({ page }) => {
    await openAudienceStep(page);
    await chooseAudience(page);
    await expectNothingCutOff(page);
    await saveScreen(page, 'wizard-audience-1280');
  });

  test('the audit log is a table in a named region the keyboard can reach', async ({ page }) => {
    await openAuditLog(page);
    await expectTableInScrollRegion(page);
    await expectNothingCutOff(page);
    await saveScreen(page, 'audit-log-1280');
  });
});

test('where the audit table is wider than the screen it scrolls sideways in its region, by keyboard too', async ({
  page,
}) => {
  // 640 px: Tailwind's sm breakpoint, where the table replaces the cards but its four columns do not fit yet.
  await page.setViewportSize({ width: 640, height: 740 });
  await openAuditLog(page);
  const region = page.getByRole('region', { name: AUDIT_LABEL });
  const scroll = () =>
    region.evaluate((el) => ({ left: el.scrollLeft, hidden: el.scrollWidth - el.clientWidth }));
  expect((await scroll()).hidden, 'the table fits; this width tests nothing').toBeGreaterThan(0);
  await expectTableInScrollRegion(page);
  await expectNothingCutOff(page);

  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await scroll()).left).toBeGreaterThan(0);
});
