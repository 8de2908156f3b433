import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Channel } from '../../../shared/analytics';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { campaigns, googleAdsConnection } from '../../db/schema';
import { type AuditEntry, logSecurityEvent, recordAudit, type SecurityContext } from '../../lib/audit';
import { addDays, todayIn } from '../../lib/dates';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { type MetricWrite, writeMetrics } from '../metrics';
import {
  type AdsCredentials,
  exchangeToken,
  GoogleApiError,
  listAccessibleCustomers,
  searchGaql,
} from './google-ads.client';

export const GOOGLE_ADS_CALLBACK_PATH = '/api/google-ads/oauth/callback';
export const GOOGLE_ADS_SCOPE = 'https://www.googleapis.com/auth/adwords';

export interface HealthCheck {
  name: 'oauth_client' | 'refresh_token' | 'developer_token' | 'customer';
  label: string;
  ok: boolean;
  message: string;
  fix: string | null;
}
export interface Health {
  healthy: boolean;
  checks: HealthCheck[];
  firstFailing: HealthCheck['name'] | null;
  checkedAt: string;
}

const LABELS: Record<HealthCheck['name'], string> = {
  oauth_client: 'OAuth client id and secret',
  refresh_token: 'Refresh token',
  developer_token: 'Developer token',
  customer: 'Customer account',
};

export interface GoogleAdsDeps {
  db: Database;
  config: Config;
}

/** Digits only: Google shows customer ids as 123-456-7890. */
export function normalizeCustomerId(value: string): string {
  return value.replace(/[\s-]/g, '');
}

async function loadRow(db: Database) {
  const [row] = await db.select().from(googleAdsConnection).where(eq(googleAdsConnection.id, 'singleton'));
  return row;
}

/**
 * A stored secret sealed under another key (SESSION_SECRET rotated without TOKEN_ENCRYPTION_KEY, or a backup restored
 * beside another secret) cannot be opened: it counts as absent, so the setup page offers to connect again instead
 * of every Google Ads call failing with a 500.
 */
function openStoredSecret(sealed: string, key: Buffer): string | undefined {
  try {
    return decryptSecret(sealed, key);
  } catch {
    return undefined;
  }
}

/** The effective settings: stored values first, environment fallbacks second. Secrets stay server-side. */
export async function resolveConnection(deps: GoogleAdsDeps) {
  const row = await loadRow(deps.db);
  const key = deps.config.tokenEncryptionKey;
  const env = deps.config.googleAds;
  return {
    row,
    refreshToken: row?.encryptedRefreshToken
      ? openStoredSecret(row.encryptedRefreshToken, key)
      : env.refreshToken,
    developerToken: row?.encryptedDeveloperToken
      ? openStoredSecret(row.encryptedDeveloperToken, key)
      : env.developerToken,
    customerId: row?.customerId ?? env.customerId,
    loginCustomerId: row?.loginCustomerId ?? env.loginCustomerId,
  };
}

/** What the setup screen may know: never a token, only whether one is there. */
export async function connectionSummary(deps: GoogleAdsDeps) {
  const c = await resolveConnection(deps);
  return {
    clientConfigured: Boolean(deps.config.googleAds.clientId && deps.config.googleAds.clientSecret),
    redirectUri: `${deps.config.appOrigin}${GOOGLE_ADS_CALLBACK_PATH}`,
    hasRefreshToken: Boolean(c.refreshToken),
    hasDeveloperToken: Boolean(c.developerToken),
    customerId: c.customerId ?? null,
    loginCustomerId: c.loginCustomerId ?? null,
    lastSyncAt: c.row?.lastSyncAt?.toISOString() ?? null,
    lastSyncResult: c.row?.lastSyncResult ?? null,
  };
}

type HealthCache = { key: string; at: number; health: Health };
let healthCache: HealthCache | undefined;
const HEALTH_TTL_MS = 30_000;

/**
 * Checks each piece in order and names the first failing one with its fix. Results are cached for 30 s per
 * configuration, so the setup screen's 5-second polling does not hammer Google.
 */
export async function checkHealth(deps: GoogleAdsDeps, options: { fresh?: boolean } = {}): Promise<Health> {
  const env = deps.config.googleAds;
  const c = await resolveConnection(deps);
  const cacheKey = JSON.stringify([
    env.clientId,
    c.refreshToken?.length,
    c.refreshToken?.slice(-6),
    c.developerToken?.slice(-6),
    c.customerId,
    c.loginCustomerId,
  ]);
  if (!options.fresh && healthCache?.key === cacheKey && Date.now() - healthCache.at < HEALTH_TTL_MS)
    return healthCache.health;

  const checks: HealthCheck[] = [];
  const add = (name: HealthCheck['name'], ok: boolean, message: string, fix: string | null = null) =>
    checks.push({ name, label: LABELS[name], ok, message, fix: ok ? null : fix });
  const skip = (name: HealthCheck['name']) =>
    add(name, false, 'Not checked: an earlier step is failing.', 'Fix the first failing step.');

  if (!env.clientId || !env.clientSecret) {
    add(
      'oauth_client',
      false,
      'GOOGLE_ADS_CLIENT_ID and GOOGLE_ADS_CLIENT_SECRET are not set.',
      'Create an OAuth client (type Web application) in Google Cloud Console, add the redirect address, set GOOGLE_ADS_CLIENT_ID and GOOGLE_ADS_CLIENT_SECRET (or GOOGLE_CLIENT_ID/SECRET) and restart.',
    );
  } else {
    add('oauth_client', true, 'OAuth client configured.');
  }

  let accessToken: string | undefined;
  if (!checks[0]?.ok) skip('refresh_token');
  else if (!c.refreshToken) {
    add(
      'refresh_token',
      false,
      'No refresh token yet.',
      'Authorize Northstar (step 2): the refresh token is stored in this workspace, encrypted, as soon as you grant access.',
    );
  } else {
    try {
      accessToken = (await exchangeToken(env, { grant_type: 'refresh_token', refresh_token: c.refreshToken }))
        .accessToken;
      add('refresh_token', true, 'Refresh token accepted by Google.');
    } catch (error) {
      const code = error instanceof GoogleApiError ? error.code : 'network';
      add(
        'refresh_token',
        false,
        code === 'invalid_grant'
          ? 'Google rejected the refresh token (invalid_grant): it was revoked or expired.'
          : `Google's token endpoint failed (${code}).`,
        'Authorize again (step 2). Apps whose OAuth consent screen is in Testing status lose refresh tokens after 7 days: publish the app (In production) to keep them.',
      );
    }
  }

  const credentials: AdsCredentials | undefined =
    accessToken && c.developerToken
      ? { accessToken, developerToken: c.developerToken, loginCustomerId: c.loginCustomerId }
      : undefined;
  if (!accessToken) skip('developer_token');
  else if (!c.developerToken) {
    add(
      'developer_token',
      false,
      'No developer token.',
      'Copy the developer token from Google Ads → Tools → API Center (a manager account) into GOOGLE_ADS_DEVELOPER_TOKEN or the setup screen.',
    );
  } else {
    try {
      await listAccessibleCustomers(env, credentials as AdsCredentials);
      add('developer_token', true, 'Developer token accepted.');
    } catch (error) {
      const code = error instanceof GoogleApiError ? error.code : 'network';
      add(
        'developer_token',
        false,
        code === 'DEVELOPER_TOKEN_NOT_APPROVED'
          ? 'The developer token is approved for test accounts only.'
          : `Google Ads refused the developer token (${code}).`,
        code === 'DEVELOPER_TOKEN_NOT_APPROVED'
          ? 'Apply for Basic access in the API Center, or use a test customer account until it is approved.'
          : 'Check the developer token in Google Ads → Tools → API Center.',
      );
    }
  }

  if (!checks[2]?.ok) skip('customer');
  else if (!c.customerId) {
    add(
      'customer',
      false,
      'No customer id.',
      'Enter the 10-digit customer id shown at the top of Google Ads (dashes are removed).',
    );
  } else {
    try {
      await searchGaql(
        env,
        credentials as AdsCredentials,
        c.customerId,
        'SELECT customer.id FROM customer LIMIT 1',
      );
      add('customer', true, `Customer ${c.customerId} reachable.`);
    } catch (error) {
      const code = error instanceof GoogleApiError ? error.code : 'network';
      add(
        'customer',
        false,
        `Customer ${c.customerId} is not reachable (${code}).`,
        'Check the customer id. If the account is managed by a manager (MCC) account, set the login customer id to the manager account id.',
      );
    }
  }

  const firstFailing = checks.find((check) => !check.ok)?.name ?? null;
  const health = {
    healthy: firstFailing === null,
    checks,
    firstFailing,
    checkedAt: new Date().toISOString(),
  };
  healthCache = { key: cacheKey, at: Date.now(), health };
  return health;
}

export function forgetHealth(): void {
  healthCache = undefined;
}

/** Who changed the connection: the audit row's actor and action, and the request for the security trail. */
interface ConnectionChange {
  actorId: string | null;
  action?: AuditEntry['action'];
  ctx?: SecurityContext | undefined;
}

async function saveRow(
  deps: GoogleAdsDeps,
  change: ConnectionChange,
  values: Partial<typeof googleAdsConnection.$inferInsert>,
  audit: Record<string, unknown>,
) {
  const action = change.action ?? 'google_ads.connection_changed';
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(googleAdsConnection)
      .values({ id: 'singleton', ...values })
      .onConflictDoUpdate({ target: googleAdsConnection.id, set: values });
    // The audit row names what changed, never a secret.
    await recordAudit(tx, {
      actorId: change.actorId,
      action,
      targetType: 'google_ads',
      targetId: 'singleton',
      before: null,
      after: audit,
      ip: change.ctx?.ip ?? null,
      userAgent: change.ctx?.userAgent ?? null,
    });
  });
  if (change.ctx && action !== 'google_ads.connection_changed') {
    logSecurityEvent(change.ctx, {
      actorId: change.actorId,
      action,
      targetType: 'google_ads',
      targetId: 'singleton',
    });
  }
  forgetHealth();
}

/**
 * Exchanges the consent code and stores the refresh token at once, encrypted: it never travels to the browser
 * (the consent popup only says "connected"). A token left pending by an older version is cleared with it.
 */
export async function completeAuthorization(
  deps: GoogleAdsDeps,
  actorId: string,
  code: string,
  ctx?: SecurityContext,
): Promise<void> {
  const tokens = await exchangeToken(deps.config.googleAds, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${deps.config.appOrigin}${GOOGLE_ADS_CALLBACK_PATH}`,
  });
  if (!tokens.refreshToken) {
    throw new GoogleApiError('Google returned no refresh token', 400, 'no_refresh_token');
  }
  await saveRow(
    deps,
    { actorId, action: 'google_ads.connected', ctx },
    {
      encryptedRefreshToken: encryptSecret(tokens.refreshToken, deps.config.tokenEncryptionKey),
      encryptedPendingRefreshToken: null,
    },
    { refreshToken: 'stored' },
  );
}

export async function updateSettings(
  deps: GoogleAdsDeps,
  actorId: string,
  input: {
    customerId?: string | undefined;
    loginCustomerId?: string | null | undefined;
    developerToken?: string | undefined;
  },
  ctx?: SecurityContext,
) {
  const values: Partial<typeof googleAdsConnection.$inferInsert> = {};
  const audit: Record<string, unknown> = {};
  if (input.customerId !== undefined) {
    values.customerId = normalizeCustomerId(input.customerId);
    audit.customerId = values.customerId;
  }
  if (input.loginCustomerId !== undefined) {
    values.loginCustomerId = input.loginCustomerId ? normalizeCustomerId(input.loginCustomerId) : null;
    audit.loginCustomerId = values.loginCustomerId;
  }
  if (input.developerToken !== undefined) {
    values.encryptedDeveloperToken = encryptSecret(input.developerToken, deps.config.tokenEncryptionKey);
    audit.developerToken = 'updated';
  }
  await saveRow(deps, { actorId, ctx }, values, audit);
}

export async function disconnect(deps: GoogleAdsDeps, actorId: string, ctx?: SecurityContext) {
  await saveRow(
    deps,
    { actorId, action: 'google_ads.disconnected', ctx },
    {
      encryptedRefreshToken: null,
      encryptedPendingRefreshToken: null,
      lastSyncAt: null,
      lastSyncResult: null,
    },
    { refreshToken: 'removed' },
  );
}

/** Google's network types mapped onto Northstar's channel list. */
const NETWORK_CHANNEL: Record<string, Channel> = {
  SEARCH: 'Google Search',
  SEARCH_PARTNERS: 'Google Search',
  CONTENT: 'Google Display',
  YOUTUBE: 'YouTube',
  YOUTUBE_SEARCH: 'YouTube',
  YOUTUBE_WATCH: 'YouTube',
  MIXED: 'Google Display',
};

interface GaqlRow {
  campaign?: { id?: string };
  segments?: { date?: string; adNetworkType?: string };
  metrics?: {
    impressions?: string;
    clicks?: string;
    conversions?: number;
    costMicros?: string;
    conversionsValue?: number;
  };
}

/**
 * Pulls daily metrics of the last `days` days (GAQL over the campaign resource) into campaign_metrics for the
 * campaigns linked by external id. Only runs when every health check passes.
 */
export async function syncGoogleAds(
  deps: GoogleAdsDeps,
  /** `runEngine: false` when the caller (the hourly ingest) runs the insights engine for everything afterwards. */
  options: { days?: number; now?: Date | undefined; runEngine?: boolean } = {},
) {
  const health = await checkHealth(deps, { fresh: true });
  if (!health.healthy) return { synced: false as const, reason: health.firstFailing };
  const c = await resolveConnection(deps);
  const env = deps.config.googleAds;
  const { accessToken } = await exchangeToken(env, {
    grant_type: 'refresh_token',
    refresh_token: c.refreshToken as string,
  });
  const linked = await deps.db
    .select({ id: campaigns.id, externalId: campaigns.externalId })
    .from(campaigns)
    .where(isNotNull(campaigns.externalId));
  const byExternal = new Map(linked.map((row) => [row.externalId as string, row.id]));
  // A linked campaign's data comes from Google Ads from now on: the demo simulator leaves it alone.
  await deps.db
    .update(campaigns)
    .set({ dataSource: 'google-ads' })
    .where(and(isNotNull(campaigns.externalId), ne(campaigns.dataSource, 'google-ads')));
  const today = todayIn(deps.config.workspaceTimeZone, options.now);
  const from = addDays(today, -((options.days ?? 30) - 1));
  let rows: GaqlRow[] = [];
  try {
    rows = await searchGaql<GaqlRow>(
      env,
      { accessToken, developerToken: c.developerToken as string, loginCustomerId: c.loginCustomerId },
      c.customerId as string,
      `SELECT campaign.id, segments.date, segments.ad_network_type, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros, metrics.conversions_value FROM campaign WHERE segments.date BETWEEN '${from}' AND '${today}'`,
    );
  } catch (error) {
    await deps.db
      .update(googleAdsConnection)
      .set({ lastSyncResult: `failed: ${error instanceof Error ? error.message : 'error'}` })
      .where(eq(googleAdsConnection.id, 'singleton'));
    throw error;
  }
  const merged = new Map<string, MetricWrite>();
  for (const row of rows) {
    const campaignId = byExternal.get(String(row.campaign?.id ?? ''));
    const date = row.segments?.date;
    if (!campaignId || !date) continue;
    const channel = NETWORK_CHANNEL[row.segments?.adNetworkType ?? ''] ?? 'Google Search';
    const key = `${campaignId}|${date}|${channel}`;
    const m = merged.get(key) ?? {
      campaignId,
      date,
      channel,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      spend: 0,
      revenue: 0,
    };
    m.impressions += Number(row.metrics?.impressions ?? 0);
    m.clicks += Number(row.metrics?.clicks ?? 0);
    m.conversions += Math.round(Number(row.metrics?.conversions ?? 0));
    m.spend = Math.round((m.spend + Number(row.metrics?.costMicros ?? 0) / 1_000_000) * 100) / 100;
    m.revenue = Math.round((m.revenue + Number(row.metrics?.conversionsValue ?? 0)) * 100) / 100;
    merged.set(key, m);
  }
  const metrics = [...merged.values()];
  const written = await writeMetrics(
    { db: deps.db, timeZone: deps.config.workspaceTimeZone, now: options.now },
    metrics,
    { runEngine: options.runEngine },
  );
  const synced = {
    lastSyncAt: new Date(),
    lastSyncResult: `ok: ${metrics.length} rows for ${new Set(metrics.map((m) => m.campaignId)).size} campaigns`,
  };
  await deps.db
    .insert(googleAdsConnection)
    .values({ id: 'singleton', ...synced })
    .onConflictDoUpdate({ target: googleAdsConnection.id, set: synced });
  return { synced: true as const, rows: metrics.length, insights: written.insights };
}

/** Is the workspace's delivery data coming from Google Ads (so the simulator must stay out)? */
export async function isGoogleAdsConnected(deps: GoogleAdsDeps): Promise<boolean> {
  const c = await resolveConnection(deps);
  return Boolean(deps.config.googleAds.clientId && c.refreshToken && c.developerToken && c.customerId);
}
