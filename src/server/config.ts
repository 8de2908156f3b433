import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, resolveDataDir } from './config-env';

export { loadDotEnv } from './config-env';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads, parsed once at boot (README lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.string().url().optional(),
  APP_ORIGIN: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  RATE_LIMIT_SCALE: z.coerce.number().min(0).default(1),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trimmed = value.trim();
      if (['true', '1'].includes(trimmed)) return true;
      if (['false', '0', ''].includes(trimmed)) return false;
      const proxies = trimmed.split(',').map((entry) => entry.trim());
      if (!proxies.every(isAddressOrSubnet)) {
        context.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be true, false or a comma-separated list of proxy addresses or CIDR ranges',
        });
        return z.NEVER;
      }
      return proxies;
    }),
  API_DOCS_PUBLIC: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.optional(),
  SEED_DEMO_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Northstar <no-reply@northstar.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  WORKSPACE_TIMEZONE: z
    .string()
    .default('UTC')
    .refine(isValidTimeZone, 'WORKSPACE_TIMEZONE must be an IANA time zone such as Europe/Berlin'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  GOOGLE_ADS_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ADS_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ADS_DEVELOPER_TOKEN: z.string().min(1).optional(),
  GOOGLE_ADS_REFRESH_TOKEN: z.string().min(1).optional(),
  GOOGLE_ADS_CUSTOMER_ID: z
    .string()
    .regex(/^[\d-]+$/, 'GOOGLE_ADS_CUSTOMER_ID must be digits (dashes allowed)')
    .optional(),
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: z
    .string()
    .regex(/^[\d-]+$/, 'GOOGLE_ADS_LOGIN_CUSTOMER_ID must be digits')
    .optional(),
  GOOGLE_ADS_API_URL: z.string().url().default('https://googleads.googleapis.com'),
  GOOGLE_ADS_API_VERSION: z
    .string()
    .regex(/^v\d+$/)
    .default('v21'),
  GOOGLE_OAUTH_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_REVOKE_URL: z.string().url().default('https://oauth2.googleapis.com/revoke'),
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'TOKEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded',
    )
    .optional(),
});

function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite in dataDir (or in memory when dataDir is null). */
  databaseUrl: string | undefined;
  appOrigin: string;
  /** True when APP_ORIGIN is https: secure cookies, __Host- prefix, HSTS. */
  isHttps: boolean;
  /**
   * The origin check also accepts the other loopback spellings of appOrigin (localhost, 127.0.0.1, [::1], same
   * port): only for an http loopback appOrigin in development or on a loopback-bound server (loopbackAliasesApply).
   */
  loopbackAliases: boolean;
  sessionSecret: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  rateLimitScale: number;
  redisUrl: string | undefined;
  /**
   * Whose X-Forwarded-* headers to believe: `false` (none), the addresses or CIDR ranges of the load balancers, or
   * `true` (any hop: a client can then choose the address that rate limits and the audit log see).
   */
  trustProxy: boolean | string[];
  /** The OpenAPI document at /api/docs for anyone; otherwise only for signed-in administrators. */
  apiDocsPublic: boolean;
  logLevel: string;
  seedDemo: boolean;
  seedDemoPassword: string | undefined;
  /** SMTP connection URL; without it mail is written as .eml files to mailOutboxDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailOutboxDir: string;
  /** Google sign-in is offered only when both are set. */
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  /** OpenID issuer; configurable so tests can use a local OIDC server. */
  googleIssuer: string;
  /** Every day boundary (today, charts, exports) is taken in this zone. */
  workspaceTimeZone: string;
  /** OpenAI-compatible chat completions; without a key the LLM endpoint answers 503. */
  openai: { apiKey: string | undefined; baseUrl: string; model: string; timeoutMs: number };
  googleAds: GoogleAdsConfig;
  /** AES-256-GCM key for secrets at rest (Google Ads tokens); derived from SESSION_SECRET unless set. */
  tokenEncryptionKey: Buffer;
}

export interface GoogleAdsConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Environment fallbacks; values stored from the setup screen take precedence. */
  developerToken: string | undefined;
  refreshToken: string | undefined;
  customerId: string | undefined;
  loginCustomerId: string | undefined;
  apiUrl: string;
  apiVersion: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Where a disconnect revokes the refresh token (RFC 7009). */
  revokeUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required in production (at least 32 random characters).');
  }
  if (isProduction && e.SEED_DEMO) {
    throw new ConfigError(
      'SEED_DEMO cannot be enabled in production: demo accounts have published passwords.',
    );
  }
  const appOrigin = new URL(e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).origin;
  const dataDir = resolveDataDir(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appOrigin,
    isHttps: appOrigin.startsWith('https:'),
    loopbackAliases: loopbackAliasesApply(appOrigin, e.NODE_ENV, e.HOST),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateLocalSecret(dataDir),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    // A production API map helps attackers more than visitors: admins only unless the operator opts in.
    apiDocsPublic: e.API_DOCS_PUBLIC ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    // Demo accounts only on the embedded database and never in production.
    seedDemo: !isProduction && (e.SEED_DEMO ?? !e.DATABASE_URL),
    seedDemoPassword: e.SEED_DEMO_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: path.join(dataDir, 'outbox'),
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET,
    googleIssuer: e.GOOGLE_ISSUER,
    workspaceTimeZone: e.WORKSPACE_TIMEZONE,
    googleAds: {
      clientId: e.GOOGLE_ADS_CLIENT_ID ?? e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_ADS_CLIENT_SECRET ?? e.GOOGLE_CLIENT_SECRET,
      developerToken: e.GOOGLE_ADS_DEVELOPER_TOKEN,
      refreshToken: e.GOOGLE_ADS_REFRESH_TOKEN,
      customerId: e.GOOGLE_ADS_CUSTOMER_ID?.replaceAll('-', ''),
      loginCustomerId: e.GOOGLE_ADS_LOGIN_CUSTOMER_ID?.replaceAll('-', ''),
      apiUrl: e.GOOGLE_ADS_API_URL.replace(/\/+$/, ''),
      apiVersion: e.GOOGLE_ADS_API_VERSION,
      authorizeUrl: e.GOOGLE_OAUTH_AUTHORIZE_URL,
      tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
      revokeUrl: e.GOOGLE_OAUTH_REVOKE_URL,
    },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY
      ? Buffer.from(e.TOKEN_ENCRYPTION_KEY, 'base64')
      : deriveKey(e.SESSION_SECRET ?? readOrCreateLocalSecret(dataDir)),
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL.replace(/\/+$/, ''),
      model: e.OPENAI_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
    },
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * `npm start` prints http://localhost:PORT while the listener also reports http://127.0.0.1:PORT: a browser on either
 * reaches the same server, so both must sign in. Never for a public origin (an APP_ORIGIN naming another host stays
 * strict), nor for a production server listening beyond loopback, where a local name may not be this machine.
 */
function loopbackAliasesApply(appOrigin: string, env: Config['env'], host: string): boolean {
  const url = new URL(appOrigin);
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.includes(url.hostname)) return false;
  return env === 'development' || ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host);
}

/** The Origin values a state-changing request may carry: appOrigin, and its loopback spellings when they apply. */
export function acceptedOrigins(config: Pick<Config, 'appOrigin' | 'loopbackAliases'>): ReadonlySet<string> {
  if (!config.loopbackAliases) return new Set([config.appOrigin]);
  const { port } = new URL(config.appOrigin);
  return new Set([
    config.appOrigin,
    ...LOOPBACK_HOSTS.map((host) => `http://${host}${port ? `:${port}` : ''}`),
  ]);
}

/** A separate key per purpose: the session secret signs cookies, this derived key encrypts tokens. */
function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'northstar', 'google-ads-token-encryption', 32));
}

/** For local runs: a secret generated once and kept beside the embedded database. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A config for tests: in-memory database, fixed secret, no demo seed. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: undefined,
    appOrigin: 'http://localhost:5000',
    isHttps: false,
    loopbackAliases: false,
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    sessionIdleMinutes: 30,
    sessionAbsoluteHours: 12,
    rateLimitScale: 1,
    redisUrl: undefined,
    trustProxy: false,
    apiDocsPublic: true,
    logLevel: 'silent',
    seedDemo: false,
    seedDemoPassword: undefined,
    smtpUrl: undefined,
    mailFrom: 'Northstar <no-reply@northstar.test>',
    mailOutboxDir: path.join(os.tmpdir(), 'northstar-test-outbox'),
    googleClientId: undefined,
    googleClientSecret: undefined,
    googleIssuer: 'https://accounts.google.com',
    workspaceTimeZone: 'UTC',
    openai: { apiKey: undefined, baseUrl: 'http://127.0.0.1:9/v1', model: 'test-model', timeoutMs: 30_000 },
    googleAds: {
      clientId: undefined,
      clientSecret: undefined,
      developerToken: undefined,
      refreshToken: undefined,
      customerId: undefined,
      loginCustomerId: undefined,
      apiUrl: 'http://127.0.0.1:9',
      apiVersion: 'v21',
      authorizeUrl: 'http://127.0.0.1:9/o/oauth2/v2/auth',
      tokenUrl: 'http://127.0.0.1:9/token',
      revokeUrl: 'http://127.0.0.1:9/revoke',
    },
    tokenEncryptionKey: Buffer.alloc(32, 7),
    ...overrides,
  };
}
