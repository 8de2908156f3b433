import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiInsights, campaignMetricFigures, campaignMetrics, campaigns } from '../db/schema';
import { addDays, daysBetween, todayIn } from '../lib/dates';
import {
  anomalyFindings,
  anomalyIdentity,
  BASELINE_DAYS,
  detectAnomalies,
  type Episode,
  selectEpisodes,
  WINDOW_DAYS,
} from './insights/anomalies';
import { detectFatigue } from './insights/fatigue';
import { insufficientDataNote, MIN_DAYS } from './insights/insufficient-data';
import { detectPacing } from './insights/pacing';
import { detectReallocation } from './insights/reallocation';
import type { CampaignData, CampaignRow, DayTotals, EngineContext, Finding, Series } from './insights/types';

export { MIN_DAYS } from './insights/insufficient-data';
export { type Finding, impactFor } from './insights/types';

/**
 * Insights engine (DESIGN §7, docs/ai.md). Runs after every metrics write for the campaigns it touched (or for all):
 * loads their last WINDOW_DAYS + BASELINE_DAYS complete days in one query, runs the detectors in memory — anomalies
 * on every examined day, series and metric (insights/anomalies.ts), channel reallocation, pacing and fatigue — and
 * reconciles their findings with the stored insights: a new condition opens a row, a continuing one updates its
 * row's evidence, an ended one gets `resolved_at`. Campaigns with too little data get one 'insufficient data' note.
 */

export interface EngineResult {
  opened: number;
  updated: number;
  resolved: number;
}

const ENGINE_KINDS = ['anomaly', 'channel_reallocation', 'pacing', 'fatigue', 'insufficient_data'] as const;
const CHUNK = 1000;

export interface DayRow extends DayTotals {
  campaignId: string;
  date: string;
  channel: string;
}

type StoredRow = Pick<
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

export function buildContext(since: string, lastDay: string): EngineContext {
  const count = daysBetween(since, lastDay) + 1;
  const dates = Array.from({ length: count }, (_, i) => addDays(since, i));
  return {
    dates,
    weekdays: dates.map((d) => new Date(`${d}T00:00:00Z`).getUTCDay()),
    lastDay,
    windowStart: Math.max(0, count - WINDOW_DAYS),
  };
}

const emptyDay = (): DayTotals => ({ impressions: 0, clicks: 0, conversions: 0, spend: 0, revenue: 0 });

/** Lays one campaign's rows out by day: the campaign total, and each channel when there are two or more. */
export function campaignData(
  campaign: CampaignRow,
  rows: DayRow[],
  ctx: EngineContext,
  spentToDate: CampaignData['spentToDate'],
): CampaignData {
  const index = new Map(ctx.dates.map((d, i) => [d, i]));
  const n = ctx.dates.length;
  const total = Array.from({ length: n }, emptyDay);
  const byChannel = new Map<string, DayTotals[]>();
  const firstOf = new Map<string | null, number>();
  let lastRow = -1;
  for (const r of rows) {
    const i = index.get(r.date);
    if (i === undefined) continue;
    let channelDays = byChannel.get(r.channel);
    if (!channelDays) {
      channelDays = Array.from({ length: n }, emptyDay);
      byChannel.set(r.channel, channelDays);
    }
    for (const days of [total, channelDays]) {
      const d = days[i] as DayTotals;
      d.impressions += r.impressions;
      d.clicks += r.clicks;
      d.conversions += r.conversions;
      d.spend += r.spend;
      d.revenue += r.revenue;
    }
    for (const key of [null, r.channel]) firstOf.set(key, Math.min(firstOf.get(key) ?? n, i));
    lastRow = Math.max(lastRow, i);
  }
  // An active campaign is expected to deliver every day to its end date (a missing day is a day without delivery);
  // any other campaign is examined up to its last day with data.
  const endIndex = campaign.endDate >= ctx.lastDay ? n - 1 : (index.get(campaign.endDate) ?? -1);
  const end = campaign.status === 'active' ? endIndex : lastRow;
  const channels = [...byChannel.keys()].sort();
  const series: Series[] = [{ channel: null, days: total, start: firstOf.get(null) ?? n, end }];
  if (channels.length > 1) {
    for (const channel of channels) {
      series.push({
        channel,
        days: byChannel.get(channel) as DayTotals[],
        start: firstOf.get(channel) ?? n,
        end,
      });
    }
  }
  return {
    campaign,
    series,
    channels,
    deliveryDays: spentToDate?.days ?? 0,
    spentToDate,
  };
}

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
function continues(row: StoredRow, firstDate: string, lastDate: string): boolean {
  const data = row.data as { firstDate?: string; lastDate?: string };
  if (!data.firstDate || !data.lastDate) return false;
  return data.firstDate <= lastDate && addDays(data.lastDate, 1) >= firstDate;
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

export async function runInsightsEngine(options: {
  db: Database;
  timeZone: string;
  now?: Date;
  campaignIds?: string[];
}): Promise<EngineResult> {
  const { db, timeZone } = options;
  const result: EngineResult = { opened: 0, updated: 0, resolved: 0 };
  const yesterday = addDays(todayIn(timeZone, options.now ?? new Date()), -1);
  if (options.campaignIds && !options.campaignIds.length) return result;
  const scope = options.campaignIds ? inArray(campaigns.id, options.campaignIds) : undefined;
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(sql`${campaigns.status} <> 'draft'`, scope));
  if (!rows.length) return result;
  const ids = rows.map((r) => r.id);

  // The last complete day with data anywhere in the workspace: data that has not arrived yet (an import that ends
  // earlier) is not a delivery stop.
  const [horizon] = await db
    .select({ last: sql<string | null>`max(${campaignMetrics.date})::text` })
    .from(campaignMetrics)
    .where(lte(campaignMetrics.date, yesterday));
  const lastDay = horizon?.last && horizon.last < yesterday ? horizon.last : yesterday;
  const since = addDays(lastDay, -(WINDOW_DAYS + BASELINE_DAYS - 1));
  const ctx = buildContext(since, lastDay);

  const metrics: DayRow[] = [];
  const spent = new Map<string, { spend: number; days: number }>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const part = await db
      .select({
        campaignId: campaignMetrics.campaignId,
        date: sql<string>`${campaignMetrics.date}::text`,
        channel: campaignMetrics.channel,
        ...campaignMetricFigures,
      })
      .from(campaignMetrics)
      .where(
        and(
          inArray(campaignMetrics.campaignId, chunk),
          gte(campaignMetrics.date, since),
          lte(campaignMetrics.date, lastDay),
        ),
      );
    for (const m of part) metrics.push({ ...m, spend: Number(m.spend), revenue: Number(m.revenue) });
    const totals = await db
      .select({
        campaignId: campaignMetrics.campaignId,
        spend: sql<number>`sum(${campaignMetrics.spend})::float8`,
        days: sql<number>`count(distinct ${campaignMetrics.date})::int`,
      })
      .from(campaignMetrics)
      .where(and(inArray(campaignMetrics.campaignId, chunk), lte(campaignMetrics.date, lastDay)))
      .groupBy(campaignMetrics.campaignId);
    for (const t of totals) spent.set(t.campaignId, { spend: Number(t.spend), days: Number(t.days) });
  }
  const rowsOf = new Map<string, DayRow[]>();
  for (const m of metrics) {
    const list = rowsOf.get(m.campaignId);
    if (list) list.push(m);
    else rowsOf.set(m.campaignId, [m]);
  }

  const storedColumns = {
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
  // Open conditions (applied recommendations stay as they are).
  const open: StoredRow[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    open.push(
      ...(await db
        .select(storedColumns)
        .from(aiInsights)
        .where(
          and(
            inArray(aiInsights.campaignId, ids.slice(i, i + CHUNK)),
            inArray(aiInsights.kind, [...ENGINE_KINDS]),
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

  const findings: Finding[] = [];
  for (const campaign of rows) {
    const data = campaignData(campaign, rowsOf.get(campaign.id) ?? [], ctx, spent.get(campaign.id));
    if (data.deliveryDays < MIN_DAYS) {
      const note = insufficientDataNote(data, []);
      if (note) findings.push(note);
      continue;
    }
    const { episodes, lowVolume } = detectAnomalies(data, ctx);
    // An episode already written is kept whatever the grouping says now, so a row is never resolved mid-event.
    const written = (e: Episode) =>
      (openByIdentity.get(anomalyIdentity(campaign.id, e.channel, e.metric, e.direction)) ?? []).some((row) =>
        continues(row, ctx.dates[e.first] as string, ctx.dates[e.last] as string),
      );
    findings.push(...anomalyFindings(data, ctx, selectEpisodes(episodes, written)));
    const note = insufficientDataNote(data, lowVolume);
    if (note) findings.push(note);
    findings.push(...detectReallocation(data, ctx), ...detectPacing(data, ctx), ...detectFatigue(data, ctx));
  }

  // Rows named by this run's findings that are not open (resolved episodes, this week's recommendations).
  const openIds = new Set(open.map((r) => r.id));
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

  const now = new Date();
  const matched = new Set<string>();
  const inserts: Finding[] = [];
  for (const f of findings) {
    let row = byFingerprint.get(f.fingerprint);
    // An applied recommendation stays as it was applied; one finding per stored row.
    if (row && (matched.has(row.id) || row.appliedAt)) continue;
    if (!row) {
      row = (openByIdentity.get(f.identity) ?? []).find(
        (r) =>
          !matched.has(r.id) &&
          (f.kind !== 'anomaly' || continues(r, f.firstDate as string, f.lastDate as string)),
      );
    }
    if (!row) {
      inserts.push(f);
      continue;
    }
    matched.add(row.id);
    const previous = (row.data ?? {}) as Record<string, unknown>;
    let next = f.data;
    if (
      f.kind === 'anomaly' &&
      typeof previous.firstDate === 'string' &&
      previous.firstDate < (f.firstDate as string)
    ) {
      // The episode began before the examined window: it keeps its first day.
      next = { ...next, firstDate: previous.firstDate, period: `${previous.firstDate}..${f.lastDate}` };
    }
    const resolvedAt = f.ended ? (row.resolvedAt ?? now) : null;
    const changed =
      row.title !== f.title ||
      row.description !== f.description ||
      Number(row.confidence) !== f.confidence ||
      row.impact !== f.impact ||
      row.actionRequired !== f.actionRequired ||
      stable(previous) !== stable(next);
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

  // Open conditions that no finding continues have ended.
  const ended = open.filter((r) => openIds.has(r.id) && !matched.has(r.id)).map((r) => r.id);
  for (let i = 0; i < ended.length; i += CHUNK) {
    const done = await db
      .update(aiInsights)
      .set({ resolvedAt: now, updatedAt: now })
      .where(and(inArray(aiInsights.id, ended.slice(i, i + CHUNK)), isNull(aiInsights.resolvedAt)))
      .returning({ id: aiInsights.id });
    result.resolved += done.length;
  }

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
  return result;
}
