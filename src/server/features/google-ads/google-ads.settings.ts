import {
  DISCONNECT_MESSAGES,
  type DisconnectResult,
  normalizeCustomerId,
  type RevocationOutcome,
} from '../../../shared/google-ads';
import { googleAdsConnection } from '../../db/schema';
import { type AuditEntry, logSecurityEvent, recordAudit, type SecurityContext } from '../../lib/audit';
import { encryptSecret } from '../../lib/secrets';
import { revokeToken } from './google-ads.client';
import { type GoogleAdsDeps, openStoredSecret, resolveConnection } from './google-ads.connection';
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

/**
 * Forgets the stored refresh token and revokes it at Google, so a copy of it (in a backup, in a log of the past)
 * opens nothing. Google is asked first, while the token can still be read; whatever Google answers, the connection
 * is removed here: an unreachable Google must not keep a workspace connected that its admin wants disconnected.
 */
export async function disconnect(
  deps: GoogleAdsDeps,
  actorId: string,
  ctx?: SecurityContext,
): Promise<DisconnectResult> {
  const { row } = await resolveConnection(deps);
  const key = deps.config.tokenEncryptionKey;
  const storedTokens = [row?.encryptedRefreshToken, row?.encryptedPendingRefreshToken]
    .map((sealed) => (sealed ? openStoredSecret(sealed, key) : undefined))
    .filter((token): token is string => Boolean(token));
  const revocation: RevocationOutcome =
    storedTokens.length === 0
      ? 'no_stored_token'
      : (await Promise.all(storedTokens.map((token) => revokeToken(deps.config.googleAds, token)))).every(
            Boolean,
          )
        ? 'revoked'
        : 'not_confirmed';
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
    { refreshToken: 'removed', revocation },
  );
  if (revocation === 'not_confirmed' && ctx) {
    ctx.log.warn(
      { action: 'google_ads.revocation_not_confirmed' },
      'Google did not confirm the revocation of the Google Ads refresh token; it was removed here all the same',
    );
  }
  return { revocation, message: DISCONNECT_MESSAGES[revocation] };
}
