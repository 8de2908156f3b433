import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../shared/api-routes';
import { isPagePath } from '../shared/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { requestScopedDatabase } from './db/request-transaction';
import { adminRoutes } from './features/admin/admin.routes';
import { workspaceSettingsRoutes } from './features/admin/workspace-settings.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { audienceRoutes } from './features/audience/audience.routes';
import { accountRoutes } from './features/auth/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { googleRoutes } from './features/auth/google.routes';
import { twoFactorRoutes } from './features/auth/two-factor.routes';
import { campaignsRoutes } from './features/campaigns/campaigns.routes';
import { contactsRoutes } from './features/contacts/contacts.routes';
import { contentRoutes } from './features/content/content.routes';
import { googleAdsRoutes } from './features/google-ads/google-ads.routes';
import { healthRoutes, type Readiness } from './features/health.routes';
import { runInsightsEngine } from './features/insights';
import { insightsRoutes } from './features/insights/insights.routes';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { reportSchedulesRoutes } from './features/reports/report-schedules.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { workspaceRoutes } from './features/workspace/workspace.routes';
import { startIngestSchedule } from './jobs/ingest';
import { MailOutboxWorker } from './jobs/mail-outbox';
import { startReportScheduler } from './jobs/report-scheduler';
import { notFound } from './lib/errors';
import { HTTP_TIMEOUTS, type HttpTimeouts, httpTimeoutOptions } from './lib/http-timeouts';
import { redactingLoggerOptions } from './lib/log-redaction';
import { DEFAULT_OUTBOX_OPTIONS, type OutboxOptions } from './lib/mail-outbox';
import { createMailTransport, type MailTransport } from './lib/mailer';
import { accessPlugin, normalizedPath } from './plugins/access';
import { answerFrameworkError, errorsPlugin, MAX_PARAM_LENGTH, requestIdGenerator } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { BODY_LIMIT, securityPlugin } from './plugins/security';
import { sessionCookieName, sessionPlugin } from './plugins/session';

export interface AppDeps {
  config: Config;
  db: Database;
  readiness?: Readiness;
  /** Built SPA to serve; defaults to dist/web when it exists. */
  webRoot?: string | null;
  /** Defaults to SMTP (SMTP_URL) or .eml files in DATA_DIR/outbox. */
  mailTransport?: MailTransport;
  outboxOptions?: OutboxOptions;
  /** Background jobs (mail outbox polling) start with the server; tests drive them by hand. */
  startJobs?: boolean;
  /**
   * How long the start-up metrics ingest waits after listen (default: none); a function is asked when the server
   * listens, for a start that learns it while the app builds.
   */
  ingestStartDelayMs?: number | (() => number);
  /** Where log lines go (default stdout); tests read them to prove secrets never reach the log. */
  logStream?: NodeJS.WritableStream;
  /** HTTP server timeouts (default HTTP_TIMEOUTS); tests shorten them. */
  httpTimeouts?: HttpTimeouts;
  /** The clock the Idempotency-Key store ages claims by (default: the system's); tests move it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutboxWorker;
  }
}

/**
 * Every route validates and serializes with its zod schemas. Given as the server option rather than set afterwards
 * (`setValidatorCompiler` stores these same closures), so that Fastify never loads its default compilers, ajv and
 * fast-json-stringify: about 0.2 s of every start. Fastify's option type only describes ajv-shaped factories.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * The build's asset names: letters, digits, `_`, `-` and dots, never first. Not its source maps: they would hand
 * visitors the front end's sources, comments included (the build writes them without a reference in the scripts).
 */
const BUILT_ASSET_NAME = /^[\w-][\w.-]*$/;
const isServedAsset = (file: string) => BUILT_ASSET_NAME.test(file) && !file.endsWith('.map');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Over 100 lines: the plugins and features in the order they must register, read top to bottom in one place.
  const { config } = deps;
  // Every feature's `db`: inside a keyed POST it is that request's transaction (plugins/idempotency.ts).
  const db = requestScopedDatabase(deps.db);
  const readiness = deps.readiness ?? { shuttingDown: false };
  const app: FastifyInstance = Fastify({
    // Cookies, credentials, tokens and OAuth codes never reach the log, wherever they appear.
    logger: redactingLoggerOptions(config.logLevel, deps.logStream),
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A client may not hold a connection by trickling its request (lib/http-timeouts.ts says why each value).
    ...httpTimeoutOptions(deps.httpTimeouts ?? HTTP_TIMEOUTS),
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Path parameters are bounded by the routes' schemas (a 400 naming the field), not by the router's bare 414.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The router's own refusals (a malformed escape, a parameter over the limit) answer in the error envelope.
    frameworkErrors: (error, request, reply) => answerFrameworkError(app, error, request, reply),
  });

  // First: it notes every route that registers after it.
  await app.register(openApiPlugin, { schemaController: { compilersFactory: ZOD_COMPILERS } });

  // Before compression: its onSend hook stores the plain answer that a retried request gets back.
  await app.register(idempotencyPlugin, { db, now: deps.now });
  // Text responses (HTML, JS, CSS, JSON, CSV) are compressed; the landing page's HTML drops from 74 KB to ~9 KB.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(sessionPlugin, { config, db });
  await app.register(accessPlugin);

  const mailOutbox = new MailOutboxWorker(
    db,
    deps.mailTransport ?? createMailTransport(config),
    app.log,
    deps.outboxOptions ?? DEFAULT_OUTBOX_OPTIONS,
  );
  app.decorate('mailOutbox', mailOutbox);
  let stopIngest: (() => Promise<void>) | undefined;
  let stopReportScheduler: (() => Promise<void>) | undefined;
  if (deps.startJobs ?? config.env !== 'test') {
    // Once listening, not before (onReady): start-up and readiness do not wait for the first ingest.
    app.addHook('onListen', async () => {
      mailOutbox.start();
      stopIngest = startIngestSchedule({
        db,
        config,
        log: app.log,
        firstRunDelayMs:
          typeof deps.ingestStartDelayMs === 'function' ? deps.ingestStartDelayMs() : deps.ingestStartDelayMs,
      });
      stopReportScheduler = startReportScheduler({
        db,
        timeZone: config.workspaceTimeZone,
        workspace: new URL(config.appOrigin).host,
        appOrigin: config.appOrigin,
        onMailQueued: () => void mailOutbox.kick(),
        log: app.log,
      });
    });
  }
  app.addHook('onClose', async () => {
    await stopIngest?.();
    await stopReportScheduler?.();
    await mailOutbox.stop();
  });

  await app.register(healthRoutes, { db, readiness });
  await app.register(authRoutes, { db });
  await app.register(accountRoutes, { db, config });
  await app.register(googleRoutes, { db, config });
  await app.register(twoFactorRoutes, { db, config });
  await app.register(adminRoutes, { db, config });
  await app.register(workspaceSettingsRoutes, {
    db,
    // Open insights carry amounts in their sentences: a new currency has them written again.
    onCurrencyChanged: () => runInsightsEngine({ db, timeZone: config.workspaceTimeZone }),
  });
  await app.register(notificationsRoutes, { db });
  await app.register(workspaceRoutes, { db });
  await app.register(contactsRoutes, { db });
  await app.register(newsletterRoutes, { db });
  await app.register(campaignsRoutes, { db, config });
  await app.register(audienceRoutes, { db });
  await app.register(contentRoutes, { config });
  await app.register(analyticsRoutes, { db, config });
  await app.register(reportsRoutes, { db, config });
  await app.register(reportSchedulesRoutes, { db, config });
  await app.register(insightsRoutes, { db, config });
  await app.register(googleAdsRoutes, { db, config });
  await app.register(metricsRoutes, { db, config });

  app.get(
    API_ROUTES.docs,
    { config: { access: config.apiDocsPublic ? 'public' : 'admin:access' }, schema: { hide: true } },
    () => app.openApiDocument(),
  );

  const webRoot = deps.webRoot === undefined ? defaultWebRoot() : deps.webRoot;
  // The web app's page, read once: each answer gets a fresh style nonce (plugins/security.ts).
  const appPage = webRoot ? readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
  if (webRoot) {
    // Two routes serve the build: its few top-level files (index.html, landing.html, robots.txt …) and its hashed
    // assets, about 250 flat files. A route for each file (GET and HEAD) cost a quarter of a second of every start.
    // A path with no file falls through to the not-found handler below.
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
    if (request.url.split('?')[0] === '/' && hasLandingPage && !request.cookies[sessionCookieName(config)]) {
      return reply.sendFile('landing.html');
    }
    // The SPA renders every page, and its own 404 page for unknown paths, which answer 404 for crawlers and tools.
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(isPagePath(pathname) ? 200 : 404).sendPageWithStyleNonce(appPage);
  });

  return app;
}

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
