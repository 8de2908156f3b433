import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPagePath } from '../../shared/routes';
import type { Config } from '../config';
import { notFound } from '../lib/errors';
import { normalizedPath } from './access';
import { sessionCookieName } from './session';

/**
 * The build's asset names: letters, digits, `_`, `-` and dots, never first. Not its source maps: they would hand
 * visitors the front end's sources, comments included (the build writes them without a reference in the scripts).
 */
const BUILT_ASSET_NAME = /^[\w-][\w.-]*$/;
const isServedAsset = (file: string) => BUILT_ASSET_NAME.test(file) && !file.endsWith('.map');

/** Serves the built files of `webRoot`: its few top-level files and its hashed assets. */
async function serveBuild(app: FastifyInstance, webRoot: string, appPage: string) {
  // Two routes serve the build: its few top-level files (index.html, landing.html, robots.txt …) and its hashed
  // assets, about 250 flat files. A route for each file (GET and HEAD) cost a quarter of a second of every start.
  // A path with no file falls through to the not-found handler.
  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    // Hashed asset names never change content: cache them for a year.
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const topLevelFiles = new Set(
    readdirSync(webRoot, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name),
  );
  app.get<{ Params: { file: string } }>('/:file', (request, reply) => {
    if (request.params.file === 'index.html') {
      return reply.header('cache-control', 'no-cache').sendPageWithStyleNonce(appPage);
    }
    return topLevelFiles.has(request.params.file)
      ? reply.sendFile(request.params.file)
      : reply.callNotFound();
  });
  const assetsRoot = path.join(webRoot, 'assets');
  app.get<{ Params: { file: string } }>('/assets/:file', (request, reply) =>
    // A built asset's name: no dot segment, no hidden file, no source map (the parameter never holds a slash).
    isServedAsset(request.params.file)
      ? reply.sendFile(request.params.file, assetsRoot)
      : reply.callNotFound(),
  );
}

/**
 * The web app (DESIGN §1: one process serves the API and the built SPA): the build's files, the landing page for
 * visitors without a session, the SPA for every page path, and the API's JSON 404 for everything else. Registered
 * last: its not-found handler answers what no route matched. `webRoot` undefined looks for dist/web; null serves
 * no web app (the API alone).
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { config: Pick<Config, 'isHttps'>; webRoot?: string | null | undefined },
  ) => {
    const webRoot = opts.webRoot === undefined ? defaultWebRoot() : opts.webRoot;
    // The web app's page, read once: each answer gets a fresh style nonce (plugins/security.ts).
    const appPage = webRoot ? readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
    if (webRoot) await serveBuild(app, webRoot, appPage);

    const hasLandingPage = Boolean(webRoot && existsSync(path.join(webRoot, 'landing.html')));
    app.setNotFoundHandler((request, reply) => {
      // However an unknown API path is spelled (`/%61pi/x`, `//api/x`, `/API/x`), it gets the API's JSON 404.
      if (
        normalizedPath(request.url).startsWith('/api') ||
        !webRoot ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        throw notFound();
      }
      reply.header('cache-control', 'no-cache');
      // A visitor without a session cookie gets '/' as prerendered static HTML with one small script instead of the
      // whole SPA (bench/README.md). A stale cookie gets the SPA, which shows the same landing page.
      if (
        request.url.split('?')[0] === '/' &&
        hasLandingPage &&
        !request.cookies[sessionCookieName(opts.config)]
      ) {
        return reply.sendFile('landing.html');
      }
      // The SPA renders every page, and its own 404 page for unknown paths, which answer 404 for crawlers and tools.
      const pathname = request.url.split('?')[0] ?? '/';
      return reply.status(isPagePath(pathname) ? 200 : 404).sendPageWithStyleNonce(appPage);
    });
  },
);

function defaultWebRoot(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'dist', 'web');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    if (existsSync(path.join(dir, 'web', 'index.html')) && path.basename(dir) === 'dist')
      return path.join(dir, 'web');
    dir = path.dirname(dir);
  }
  return null;
}
