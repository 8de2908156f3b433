import { normalizeCustomerId } from '../../../shared/google-ads';
import { googleAdsConnection } from '../../db/schema';
import { type AuditEntry, logSecurityEvent, recordAudit, type SecurityContext } from '../../lib/audit';
import { encryptSecret } from '../../lib/secrets';
import type { GoogleAdsDeps } from './google-ads.connection';
import { forgetHealth } from './google-ads.health';

// Writing the stored connection: every change is audited and drops the cached health.

/** Who changed the connection: the audit row's actor and action, and the request for the security trail. */
interface ConnectionChange {
  actorId: string | null;
  action?: AuditEntry['action'];
  ctx?: SecurityContext | undefined;
}

export async function saveConnection(
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
  await saveConnection(deps, { actorId, ctx }, values, audit);
}

export async function disconnect(deps: GoogleAdsDeps, actorId: string, ctx?: SecurityContext) {
  await saveConnection(
    deps,
    { actorId, action: 'google_ads.disconnected', ctx },
    {
      encryptedRefreshToken: null,
      encryptedPendingRefreshToken: null,
      lastSyncAt: null,
      lastSyncResult: null,
      lastSuccessfulSyncAt: null,
    },
    { refreshToken: 'removed' },
  );
}
