import { and, inArray, isNull } from 'drizzle-orm';
import { addDays } from '../../../../shared/dates';
import { INSIGHT_KINDS, readInsightEvidence } from '../../../../shared/insights';
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

/**
 * The condition a stored row is about. Fatigue and notes are one per campaign; the others are named by their
 * evidence, and a row whose evidence is in an older shape names none: no finding continues it, so the run resolves
 * it (a finding with its fingerprint rewrites it in the current shape instead).
 */
function storedIdentity(row: StoredRow): string | null {
  const campaignId = row.campaignId ?? '';
  if (row.kind === 'fatigue') return `fatigue:${campaignId}`;
  if (row.kind === 'insufficient_data') return `insufficient:${campaignId}`;
  const data = readInsightEvidence(row.data);
  switch (data.kind) {
    case 'anomaly':
      return anomalyIdentity(campaignId, data.channel, data.metric, data.direction);
    case 'channel_reallocation':
      // With a plan too: `from` loses the most share and `to` gains the most, so the pair still names the move.
      return `channel_reallocation:${campaignId}:${data.from}:${data.to}`;
    case 'budget_test':
      // One test per channel: a new proposal for it (another step or share) continues the open one.
      return `budget_test:${campaignId}:${data.channel}`;
    case 'pacing':
      return `pacing:${campaignId}:${data.state}`;
    default:
      return null;
  }
}

/** A stored anomaly row continues an episode when their days overlap or touch. */
export function continues(row: StoredRow, firstDate: string, lastDate: string): boolean {
  const data = readInsightEvidence(row.data);
  if (data.kind !== 'anomaly') return false;
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
