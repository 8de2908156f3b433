import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../test/helpers';

let ctx: TestContext;
let app: TestContext['app'];
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'northstar-csp-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>app</title>',
  );
  writeFileSync(path.join(webRoot, 'landing.html'), '<!doctype html><title>landing</title>');
  ctx = await createTestContext();
  app = await buildApp({ config: ctx.config, db: ctx.handle.db, webRoot });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const styleSrc = (policy: unknown) => String(policy).match(/style-src ([^;]*)/)?.[1];

describe('Content-Security-Policy for styles', () => {
  it("allows no inline style anywhere: style-src is 'self' alone on the API and the landing page", async () => {
    for (const url of ['/api/health', '/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(styleSrc(response.headers['content-security-policy']), url).toBe("'self'");
    }
    const policy = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    // ASVS 5.0 V3.4.3's minimum: no plugins, no <base> to redirect relative URLs.
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  it('gives each answer of the web app a fresh nonce, in its policy and in its page', async () => {
    const nonces: string[] = [];
    for (const url of ['/campaigns', '/campaigns', '/index.html', '/nope']) {
      const response = await app.inject({ method: 'GET', url });
      const nonce = styleSrc(response.headers['content-security-policy'])?.match(
        /^'self' 'nonce-([\w+/=]{24})'$/,
      )?.[1];
      expect(nonce, url).toBeDefined();
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(response.body).not.toContain('__CSP_NONCE__');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      nonces.push(nonce ?? '');
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
