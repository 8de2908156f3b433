import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { REPORT_HEADINGS } from '../src/shared/reports';
import { expect, signInAs, test } from './fixtures';
import { pdfText } from './pdf';

/** The demo workspace has ~100 days of simulated delivery, so every report below is computed from real rows. */
test.describe('performance report types', () => {
  test('each report type has its own layout on screen', async ({ page }) => {
    await signInAs(page, 'analyst');
    await page.goto('/performance?type=executive');
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.executive })).toBeVisible();
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.wins })).toBeVisible();
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.risks })).toBeVisible();
    // 90 days of history: the previous 30 days are comparable, so every KPI shows a change.
    await expect(page.locator('[data-delta-status="compared"]')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.campaignBreakdown })).toHaveCount(0);

    await page.getByLabel('Report type').selectOption({ label: 'Campaign Performance' });
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.campaignBreakdown })).toBeVisible();
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.campaignTrend })).toBeVisible();
    await expect(page.locator('[data-grade]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.wins })).toHaveCount(0);

    await page.getByLabel('Report type').selectOption({ label: 'ROI Analysis' });
    const channels = page.getByRole('table', { name: /^ROI by channel/ });
    await expect(channels).toBeVisible();
    await expect(channels.getByRole('row', { name: /^Total/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.campaignBreakdown })).toHaveCount(0);

    await page.getByLabel('Report type').selectOption({ label: 'Audience Insights' });
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.audienceSegments })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /targeted device/ }).getByRole('row', { name: /^Mobile/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.customerProfiles })).toBeVisible();
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.roiByChannel })).toHaveCount(0);
    await expect(page).toHaveURL(/type=audience/);
  });

  test('the ROI report downloads as CSV and the executive report as a PDF with its own sections', async ({
    page,
  }) => {
    await signInAs(page, 'analyst');
    await page.goto('/performance?type=roi&period=90d');
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.roiByChannel })).toBeVisible();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^northstar-roi-report-90d-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await csvFile.path(), 'utf8');
    expect(csv).toContain('Channel,Spend (USD),Revenue (USD),Profit (USD),ROAS,Conversions,CPA (USD),ROI %');
    expect(csv).toContain('Time zone,UTC');

    await page.getByLabel('Report type').selectOption({ label: 'Executive Summary' });
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.wins })).toBeVisible();
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export PDF' }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toMatch(/^northstar-executive-report-90d-.*\.pdf$/);
    const text = await pdfText(await readFile(await pdfFile.path()));
    expect(text).toMatch(
      // The period's dates in the workspace locale (en-US by default): "Aug 31 – Nov 28, 2026".
      /Workspace: [^ ]+ · Period: Last 90 days, [A-Z][a-z]{2} \d{1,2}(, \d{4})? – [A-Z][a-z]{2} \d{1,2}, \d{4} · Time zone: UTC/,
    );
    expect(text).toContain('Executive Summary report');
    expect(text).toContain(REPORT_HEADINGS.wins);
    expect(text).toContain(REPORT_HEADINGS.risks);
    expect(text).not.toContain(REPORT_HEADINGS.roiByChannel);
    expect(text).toMatch(/Page 1 of \d/);
  });

  for (const type of ['executive', 'campaign', 'roi', 'audience', 'comprehensive']) {
    test(`the ${type} report has no serious or critical accessibility violations`, async ({ page }) => {
      await signInAs(page, 'analyst');
      await page.goto(`/performance?type=${type}`);
      await expect(page.getByText(/report\. /).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
      expect(blocking).toEqual([]);
    });
  }
});
