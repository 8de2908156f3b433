import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../shared/api-routes';
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
import { budgetPlanRoutes } from './features/budget-plan/budget-plan.routes';
import { campaignsRoutes } from './features/campaigns/campaigns.routes';
import { contactsRoutes } from './features/contacts/contacts.routes';
import { contentRoutes } from './features/content/content.routes';
import { forecastsRoutes } from './features/forecasts/forecasts.routes';
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
import { HTTP_TIMEOUTS, type HttpTimeouts, httpTimeoutOptions } from './lib/http-timeouts';
import { redactingLoggerOptions } from './lib/log-redaction';
import type { OutboxOptions } from './lib/mail-outbox';
import type { MailTransport } from './lib/mailer';
import { accessPlugin } from './plugins/access';
import { answerFrameworkError, errorsPlugin, MAX_PARAM_LENGTH, requestIdGenerator } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { jobsPlugin } from './plugins/jobs';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { BODY_LIMIT, securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { webAppPlugin } from './plugins/web-app';

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
 * The Fastify instance: the plugins and features in the order they must register, read top to bottom in one place.
 * What each does lives in its plugin (the jobs and the web app too) or feature.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
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

  // The mail outbox worker (`app.mailOutbox`, which routes kick) and, once listening, the background schedules.
  await app.register(jobsPlugin, {
    config,
    db,
    mailTransport: deps.mailTransport,
    outboxOptions: deps.outboxOptions,
    start: deps.startJobs ?? config.env !== 'test',
    ingestStartDelayMs: deps.ingestStartDelayMs,
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
  await app.register(budgetPlanRoutes, { db, config });
  await app.register(forecastsRoutes, { db, config });
  await app.register(audienceRoutes, { db, config });
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

  // Last: the built SPA and the not-found handler that answers whatever no route above matched.
  await app.register(webAppPlugin, { config, webRoot: deps.webRoot });

  return app;
}
