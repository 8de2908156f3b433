import { and, eq, inArray, isNull } from 'drizzle-orm';
import { readInsightEvidence } from '../../../../shared/insights';
import type { Database } from '../../../db/client';
import { aiInsights } from '../../../db/schema';
import { CHUNK, continues, type OpenInsights, type StoredRow, storedColumns } from './stored';
import type { Finding } from './types';

/**
 * The insights engine's output: reconciles a run's findings with the stored insights. A new condition opens a row,
 * a continuing one updates its row's evidence, an ended one gets `resolved_at`.
 */

export interface EngineResult {
  opened: number;
  updated: number;
  resolved: number;
  /** Campaigns the run examined. */
  examined: number;
  /** Campaigns it skipped: their inputs had not changed since their last examination. */
  skipped: number;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Rows named by this run's findings that are not open (resolved episodes, this week's recommendations). */
async function loadByFingerprint(
  db: Database,
  findings: Finding[],
  open: StoredRow[],
): Promise<Map<string, StoredRow>> {
  const byFingerprint = new Map<string, StoredRow>();
  for (const row of open) if (row.fingerprint) byFingerprint.set(row.fingerprint, row);
  const fingerprints = findings.map((f) => f.fingerprint).filter((fp) => !byFingerprint.has(fp));
  for (let i = 0; i < fingerprints.length; i += CHUNK) {
    const known = await db
      .select(storedColumns)
      .from(aiInsights)
      .where(inArray(aiInsights.fingerprint, fingerprints.slice(i, i + CHUNK)));
    for (const row of known) if (row.fingerprint) byFingerprint.set(row.fingerprint, row);
  }
  return byFingerprint;
}

/**
 * Updates the stored row each finding continues (when anything changed) and returns the findings that continue
 * none: they open new rows. Marks every continued row in `matched`.
 */
async function updateContinued(
  db: Database,
  findings: Finding[],
  stored: OpenInsights & { byFingerprint: Map<string, StoredRow> },
  matched: Set<string>,
  now: Date,
  result: EngineResult,
): Promise<Finding[]> {
  const inserts: Finding[] = [];
  for (const f of findings) {
    let row = stored.byFingerprint.get(f.fingerprint);
    // An applied recommendation stays as it was applied; one finding per stored row.
    if (row && (matched.has(row.id) || row.appliedAt)) continue;
    if (!row) {
      row = (stored.openByIdentity.get(f.identity) ?? []).find(
        (r) =>
          !matched.has(r.id) && (f.kind !== 'anomaly' || continues(r, f.data.firstDate, f.data.lastDate)),
      );
    }
    if (!row) {
      inserts.push(f);
      continue;
    }
    matched.add(row.id);
    const previous = readInsightEvidence(row.data);
    let next = f.data;
    if (next.kind === 'anomaly' && previous.kind === 'anomaly' && previous.firstDate < next.firstDate) {
      // The episode began before the examined window: it keeps its first day.
      next = { ...next, firstDate: previous.firstDate, period: `${previous.firstDate}..${next.lastDate}` };
    }
    const resolvedAt = f.ended ? (row.resolvedAt ?? now) : null;
    const changed =
      row.title !== f.title ||
      row.description !== f.description ||
      Number(row.confidence) !== f.confidence ||
      row.impact !== f.impact ||
      row.actionRequired !== f.actionRequired ||
      stable(row.data) !== stable(next);
    const resolving = Boolean(f.ended && !row.resolvedAt);
    const reopening = Boolean(!f.ended && row.resolvedAt);
    if (!changed && !resolving && !reopening) continue;
    await db
      .update(aiInsights)
      .set({
        title: f.title,
        description: f.description,
        confidence: f.confidence.toFixed(2),
        impact: f.impact,
        actionRequired: f.actionRequired,
        data: next,
        kind: f.kind,
        resolvedAt,
        updatedAt: now,
      })
      .where(eq(aiInsights.id, row.id));
    if (resolving) result.resolved += 1;
    else result.updated += 1;
  }
  return inserts;
}

/** Open conditions that no finding continues have ended. */
async function resolveEnded(db: Database, ended: string[], now: Date, result: EngineResult): Promise<void> {
  for (let i = 0; i < ended.length; i += CHUNK) {
    const done = await db
      .update(aiInsights)
      .set({ resolvedAt: now, updatedAt: now })
      .where(and(inArray(aiInsights.id, ended.slice(i, i + CHUNK)), isNull(aiInsights.resolvedAt)))
      .returning({ id: aiInsights.id });
    result.resolved += done.length;
  }
}

async function insertNew(db: Database, inserts: Finding[], now: Date, result: EngineResult): Promise<void> {
  for (let i = 0; i < inserts.length; i += CHUNK) {
    const written = await db
      .insert(aiInsights)
      .values(
        inserts.slice(i, i + CHUNK).map((f) => ({
          userId: f.userId,
          campaignId: f.campaignId,
          fingerprint: f.fingerprint,
          kind: f.kind,
          type: f.type,
          title: f.title,
          description: f.description,
          confidence: f.confidence.toFixed(2),
          impact: f.impact,
          actionRequired: f.actionRequired,
          data: f.data,
          resolvedAt: f.ended ? now : null,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: aiInsights.fingerprint })
      .returning({ id: aiInsights.id });
    result.opened += written.length;
  }
}

/** Writes a run's findings: updates continued rows, resolves ended ones, then opens the new ones, in that order. */
export async function reconcileFindings(
  db: Database,
  findings: Finding[],
  stored: OpenInsights,
  result: EngineResult,
): Promise<void> {
  const { open } = stored;
  const openIds = new Set(open.map((r) => r.id));
  const byFingerprint = await loadByFingerprint(db, findings, open);
  const now = new Date();
  const matched = new Set<string>();
  const inserts = await updateContinued(db, findings, { ...stored, byFingerprint }, matched, now, result);
  await resolveEnded(
    db,
    open.filter((r) => openIds.has(r.id) && !matched.has(r.id)).map((r) => r.id),
    now,
    result,
  );
  await insertNew(db, inserts, now, result);
}
