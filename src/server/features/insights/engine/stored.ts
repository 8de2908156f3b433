import { and, inArray, isNull } from 'drizzle-orm';
import { addDays } from '../../../../shared/dates';
import { INSIGHT_KINDS } from '../../../../shared/insights';
import type { Database } from '../../../db/client';
import { aiInsights } from '../../../db/schema';
import { anomalyIdentity } from './anomaly-findings';

/** The insights engine's stored side: which rows it owns, how a row is named across runs, and the open ones. */

/** Rows per query, so a workspace-wide run keeps each statement's parameter list bounded. */
export const CHUNK = 1000;

export type StoredRow = Pick<
  typeof aiInsights.$inferSelect,
  | 'id'
  | 'campaignId'
  | 'fingerprint'
  | 'kind'
  | 'title'
  | 'description'
  | 'confidence'
  | 'impact'
  | 'actionRequired'
  | 'data'
  | 'resolvedAt'
  | 'appliedAt'
>;

export const storedColumns = {
  id: aiInsights.id,
  campaignId: aiInsights.campaignId,
  fingerprint: aiInsights.fingerprint,
  kind: aiInsights.kind,
  title: aiInsights.title,
  description: aiInsights.description,
  confidence: aiInsights.confidence,
  impact: aiInsights.impact,
  actionRequired: aiInsights.actionRequired,
  data: aiInsights.data,
  resolvedAt: aiInsights.resolvedAt,
  appliedAt: aiInsights.appliedAt,
};

function storedIdentity(row: StoredRow): string | null {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const campaignId = row.campaignId ?? '';
  switch (row.kind) {
    case 'anomaly':
      return data.direction && data.firstDate
        ? anomalyIdentity(
            campaignId,
            (data.channel as string | null) ?? null,
            String(data.metric),
            String(data.direction),
          )
        : null;
    case 'channel_reallocation':
      return `channel_reallocation:${campaignId}:${String(data.from)}:${String(data.to)}`;
    case 'pacing':
      return `pacing:${campaignId}:${String(data.state)}`;
    case 'fatigue':
      return `fatigue:${campaignId}`;
    case 'insufficient_data':
      return `insufficient:${campaignId}`;
    default:
      return null;
  }
}

/** A stored anomaly row continues an episode when their days overlap or touch. */
export function continues(row: StoredRow, firstDate: string, lastDate: string): boolean {
  const data = row.data as { firstDate?: string; lastDate?: string };
  if (!data.firstDate || !data.lastDate) return false;
  return data.firstDate <= lastDate && addDays(data.lastDate, 1) >= firstDate;
}

export interface OpenInsights {
  open: StoredRow[];
  openByIdentity: Map<string, StoredRow[]>;
}

/** The campaigns' open conditions (applied recommendations stay as they are), grouped by identity. */
export async function loadOpenInsights(db: Database, ids: string[]): Promise<OpenInsights> {
  const open: StoredRow[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    open.push(
      ...(await db
        .select(storedColumns)
        .from(aiInsights)
        .where(
          and(
            inArray(aiInsights.campaignId, ids.slice(i, i + CHUNK)),
            // The engine's own kinds: rows older than kinds ('other') are never its to resolve.
            inArray(aiInsights.kind, [...INSIGHT_KINDS]),
            isNull(aiInsights.resolvedAt),
            isNull(aiInsights.appliedAt),
          ),
        )),
    );
  }
  const openByIdentity = new Map<string, StoredRow[]>();
  for (const row of open) {
    const identity = storedIdentity(row);
    if (!identity) continue;
    openByIdentity.set(identity, [...(openByIdentity.get(identity) ?? []), row]);
  }
  return { open, openByIdentity };
}
