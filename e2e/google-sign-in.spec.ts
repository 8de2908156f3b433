import { OAuth2Server } from 'oauth2-mock-server';
import { expect, standIns, test } from './fixtures';

let oidc: OAuth2Server;

// The server discovers the issuer on first use and caches only a success, so it must be up before the first click.
test.beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  // The mock would call itself http://localhost:…; the server's GOOGLE_ISSUER must match the iss claim exactly.
  oidc.issuer.url = `http://127.0.0.1:${standIns().oidc}`;
  await oidc.start(standIns().oidc, '127.0.0.1');
});
test.afterAll(async () => {
  await oidc?.stop();
});
test.afterEach(() => {
  oidc.service.removeAllListeners('beforeTokenSigning');
});

test('Continue with Google signs a new user in and lands on the dashboard', async ({ page }) => {
  const suffix = Date.now().toString(36);
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: `google-${suffix}`,
      email: `grace-${suffix}@example.com`,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      name: 'Grace Hopper',
    });
  });

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // A new account is welcomed to the product, and the address is left clean (a reload welcomes back).
  await expect(page.getByText('Welcome to Northstar, Grace')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByText('Welcome back, Grace')).toBeVisible();
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(`grace-${suffix}@example.com`);
});

test('a failed Google sign-in shows the error toast and the banner', async ({ page }) => {
  // An ID token for another client: the server must refuse it.
  oidc.service.on('beforeTokenSigning', (token) => {
    token.payload.aud = 'someone-elses-client';
  });

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/auth\?error=google_auth_failed$/);
  await expect(page.getByText('Google Sign In Error', { exact: true })).toBeVisible();
  await expect(page.getByText("Google sign-in didn't work")).toBeVisible();
  await expect(page.getByText(/sign in with your username and password instead/)).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});
