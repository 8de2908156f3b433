import { startTestSmtpServer } from '../src/server/test/smtp';
import { REPORT_SCHEDULE_MESSAGES } from '../src/shared/report-schedules';
import { expect, signInAs, standIns, test } from './fixtures';

// The e2e server sends mail by SMTP to this port (playwright.config.ts): a real SMTP server receives it here.
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer(standIns().smtp);
});
test.afterAll(async () => {
  await smtp?.close();
});

test('an analyst schedules the report by e-mail, sends it now, sees it go out in the history, pauses and deletes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'analyst');
  await page.goto('/performance?type=roi&period=90d');
  await expect(page.getByRole('heading', { name: 'Performance Report' })).toBeVisible();

  await page.getByRole('button', { name: 'Schedule by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule by e-mail' });
  // The form starts from the report on screen.
  await expect(dialog.getByLabel('Report type')).toHaveValue('roi');
  await expect(dialog.getByLabel('Period')).toHaveValue('90d');
  await dialog.getByRole('radio', { name: 'Monthly' }).check();
  await dialog.getByLabel('Day of the month').selectOption('15');
  await dialog.getByLabel('Hour').selectOption('9');
  // Nobody ticked: the form says so and sends nothing.
  for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck();
  await dialog.getByRole('button', { name: 'Schedule report' }).click();
  await expect(dialog.getByText(REPORT_SCHEDULE_MESSAGES.recipientsRequired)).toBeVisible();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Schedule report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(REPORT_SCHEDULE_MESSAGES.created).first()).toBeVisible();

  const card = page.getByRole('region', { name: 'Scheduled reports' });
  const item = card.getByRole('listitem').filter({ hasText: 'Monthly on day 15 at 09:00' }).first();
  await expect(item).toBeVisible();

  // Send now: the PDF goes through the outbox to the SMTP server, and the history says sent.
  await item.getByRole('button', { name: /^Send now/ }).click();
  await expect(page.getByText(REPORT_SCHEDULE_MESSAGES.sent).first()).toBeVisible();
  await item.getByRole('button', { name: /^History/ }).click();
  const sendings = item.getByRole('list', { name: 'Sendings' });
  await expect(sendings.getByText('Sent now')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        const reloaded = page
          .getByRole('region', { name: 'Scheduled reports' })
          .getByRole('listitem')
          .filter({ hasText: 'Monthly on day 15 at 09:00' })
          .first();
        await reloaded.getByRole('button', { name: /^History/ }).click();
        return reloaded.getByRole('list', { name: 'Sendings' }).getByText('Sent', { exact: true }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  // Header lines fold at spaces: the attachment's name, one token, is the safe thing to look for.
  const mail = smtp.messages.find((m) => m.raw.includes('name=northstar-roi-report-90d-'));
  expect(mail?.raw).toMatch(
    /Content-Type: application\/pdf;\s+name=northstar-roi-report-90d-\d{4}-\d{2}-\d{2}\.pdf/,
  );
  expect(mail?.raw).toContain('JVBERi0');

  const current = page
    .getByRole('region', { name: 'Scheduled reports' })
    .getByRole('listitem')
    .filter({ hasText: 'Monthly on day 15 at 09:00' })
    .first();
  await current.getByRole('button', { name: /^Pause/ }).click();
  await expect(current.getByText('Paused', { exact: true })).toBeVisible();
  await current.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(REPORT_SCHEDULE_MESSAGES.deleted).first()).toBeVisible();
  await expect(card.getByText('Monthly on day 15 at 09:00')).toHaveCount(0);
});
