import { createServer, type Server } from 'node:http';
import { expect, serverURL, signInAs, standIns, test } from './fixtures';

/**
 * Local stand-ins for Google's consent screen, its token endpoint and the Google Ads REST API (the documented
 * request shapes), on the port the server's GOOGLE_OAUTH_* and GOOGLE_ADS_API_URL point at.
 */
const REFRESH_TOKEN = 'e2e-refresh-token-0123456789';
const CUSTOMER_ID = '1234567890';
/** The tokens the revocation endpoint was sent. */
const revoked: string[] = [];

function startFakeGoogleAds(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      // Consent: the user agrees at once and Google sends the popup back with a code.
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', 'consent-code');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      // Revocation (RFC 7009), which the disconnect calls with the stored refresh token.
      if (req.method === 'POST' && url.pathname === '/revoke') {
        revoked.push(new URLSearchParams(body).get('token') ?? '');
        return json(200, {});
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'consent-code')
          return json(200, {
            access_token: 'access-consent',
            refresh_token: REFRESH_TOKEN,
            expires_in: 3599,
            scope: 'https://www.googleapis.com/auth/adwords',
            token_type: 'Bearer',
          });
        if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === REFRESH_TOKEN)
          return json(200, { access_token: 'access-refreshed', expires_in: 3599, token_type: 'Bearer' });
        return json(400, { error: 'invalid_grant' });
      }
      if (req.headers.authorization !== 'Bearer access-refreshed' || !req.headers['developer-token'])
        return json(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      if (req.method === 'GET' && url.pathname === '/v21/customers:listAccessibleCustomers')
        return json(200, { resourceNames: [`customers/${CUSTOMER_ID}`] });
      if (req.method === 'POST' && url.pathname === `/v21/customers/${CUSTOMER_ID}/googleAds:search`)
        return json(200, { results: [] });
      json(404, { error: { code: 404, status: 'NOT_FOUND' } });
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let fake: Server;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = await startFakeGoogleAds(standIns().googleAds);
});

// Connecting switches the e2e server from the simulator to Google Ads; whatever happened above, go back to demo
// mode so later specs see demo data.
test.afterAll(async ({ browser }) => {
  const baseURL = serverURL();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, 'marketing_director');
  await page.request.delete('/api/google-ads/connection', { headers: { origin: new URL(baseURL).origin } });
  await context.close();
  await new Promise<void>((resolve) => {
    fake.closeAllConnections();
    fake.close(() => resolve());
  });
});

test('a director walks the guide to Google Ads Integration Active, then disconnects', async ({ page }) => {
  test.setTimeout(60_000);
  const baseURL = serverURL();
  await signInAs(page, 'marketing_director');
  await page.goto('/google-ads-setup');

  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByLabel('Redirect address')).toHaveValue(`${baseURL}/api/google-ads/oauth/callback`);
  await expect(page.getByText('Set on this server')).toBeVisible();
  await page.getByRole('button', { name: 'Done - Next Step' }).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Authorize with Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Google Ads connected' })).toBeVisible();
  expect(popup.viewportSize()).toEqual({ width: 600, height: 700 });
  // The callback stored the token on the server: the popup never shows it.
  expect(await popup.content()).not.toContain(REFRESH_TOKEN);
  // The page's own Close button calls window.close(), which races Playwright's click bookkeeping; close it directly.
  await popup.close();
  await expect(page.getByText('Refresh token stored')).toBeVisible();
  await page.getByRole('button', { name: 'Done - Next Step' }).click();

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByLabel('Developer token').fill('e2e-developer-token-abc');
  await page.getByRole('button', { name: 'Save developer token' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Developer token')).toHaveValue('');
  await page.getByRole('button', { name: 'Done - Next Step' }).click();

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByLabel('Customer id', { exact: true }).fill('123-456-7890');
  await expect(page.getByText('Saved as 1234567890 (digits only)')).toBeVisible();
  await page.getByRole('button', { name: 'Save customer id' }).click();

  // The health poll (every 5 s) notices the working connection and the page switches by itself.
  await expect(page.getByRole('heading', { name: 'Google Ads Integration Active' })).toBeVisible({
    timeout: 12_000,
  });
  await expect(page.getByText('123-456-7890')).toBeVisible();

  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Sync complete')).toBeVisible();

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible({ timeout: 12_000 });
  await expect(page.getByText(/Google has revoked Northstar’s access/)).toBeVisible();
  expect(revoked).toEqual([REFRESH_TOKEN]);
  const summary = await (await page.request.get('/api/google-ads/connection')).json();
  expect(summary.hasRefreshToken).toBe(false);
});
