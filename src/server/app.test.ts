import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestContext, createUser, signIn, type TestContext } from './test/helpers';

let ctx: TestContext;
let app: TestContext['app'];
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'northstar-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(webRoot, 'landing.html'), '<!doctype html><title>landing</title>');
  writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(webRoot, '.env'), 'SECRET=1');
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'index-Ab_12-c.js'), 'console.log(1);');
  writeFileSync(path.join(webRoot, 'assets', '.hidden'), 'secret');
  writeFileSync(path.join(webRoot, 'assets', 'index-Ab_12-c.js.map'), '{"sources":["../src/secret.ts"]}');
  ctx = await createTestContext();
  app = await buildApp({ config: ctx.config, db: ctx.handle.db, webRoot });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** GET `url` answers `status` with the app itself (which shows its own 404 page for an unknown path). */
async function expectTheApp(url: string, status: 200 | 404) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(status);
  expect(response.body, url).toContain('<title>app</title>');
}

describe('serving the web app', () => {
  it('answers known pages 200 and unknown paths 404, both with the app (which shows its 404 page)', async () => {
    for (const url of [
      '/campaigns',
      '/campaigns/123/edit',
      '/admin/users',
      '/reset-password?token=x',
      '/demo',
    ]) {
      await expectTheApp(url, 200);
    }
    await expectTheApp('/nope', 404);
  });

  it('gives a visitor without a session the prerendered landing page on /, and the app otherwise', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<title>landing</title>');
    await createUser(ctx, { username: 'reader' });
    const cookie = await signIn({ ...ctx, app }, 'reader');
    expect((await app.inject({ method: 'GET', url: '/', headers: { cookie } })).body).toContain(
      '<title>app</title>',
    );
  });

  it('serves built files, assets cached for a year, and sends every other path under /assets/ to the 404 page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab_12-c.js?v=2' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-Ab_12-c.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('15');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).not.toContain('immutable');

    for (const url of [
      '/assets/missing.js',
      '/assets/.hidden',
      // Source maps stay on the server (the build writes them for its own stack traces, not for visitors).
      '/assets/index-Ab_12-c.js.map',
      // (A dot segment, `..` or `%2e%2e`, never arrives: the client, as inject here, resolves it first.)
      '/assets/..%2findex.html',
      '/assets/%2E%2E%2Frobots.txt',
      '/assets//index-Ab_12-c.js',
      '/assets/',
      '/ASSETS/index-Ab_12-c.js',
      '/.env',
      '/robots.txt/x',
    ]) {
      await expectTheApp(url, 404);
    }
  });

  it('never answers an unknown API path with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'The requested resource could not be found.' });
  });
});
