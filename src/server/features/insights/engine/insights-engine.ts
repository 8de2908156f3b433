import { performance } from 'node:perf_hooks';
import { DEFAULT_CURRENCY } from '../../../../shared/currency';
import { addDays, daysBetween, isoWeekday } from '../../../../shared/dates';
import { DEFAULT_LOCALE } from '../../../../shared/locale';
import { dataThrough } from '../../../../shared/pacing-rules';
import { todayIn } from '../../../../shared/zoned-dates';
import type { Database } from '../../../db/client';
import { workspaceCurrency, workspaceLocale } from '../../admin';
import { measureOutcomes } from '../outcomes';
import { anomalySteps } from './anomalies';
import { anomalyFindings, anomalyIdentity } from './anomaly-findings';
import { type Episode, WINDOW_DAYS } from './anomaly-settings';
import { selectEpisodes } from './episode-families';
import { detectFatigue } from './fatigue';
import {
  campaignDigests,
  combined,
  type DigestContext,
  insightsDigests,
  saveDigests,
  storedDigests,
} from './inputs-digest';
import { insufficientDataNote, MIN_DAYS } from './insufficient-data';
import { type DayRow, type LoadedMetrics, loadCampaigns, loadMetrics, loadPeriod } from './load';
import { detectPacing } from './pacing';
import { detectReallocation } from './reallocation';
import { type EngineResult, reconcileFindings } from './reconcile';
import { continues, loadOpenInsights, type StoredRow } from './stored';
import {
  type CampaignData,
  type CampaignRow,
  type DayTotals,
  deliveryGoesOn,
  type EngineContext,
  type Finding,
  type Series,
} from './types';

export { MIN_DAYS } from './insufficient-data';
export type { DayRow } from './load';
export type { EngineResult } from './reconcile';
export { type Finding, impactFor } from './types';

/**
 * Insights engine (DESIGN §7, docs/ai.md). Runs after every metrics write for the campaigns it touched (or for all):
 * loads their last WINDOW_DAYS + BASELINE_DAYS complete days in one query (insights/load.ts), runs the detectors in
 * memory — anomalies on every examined day, series and metric (insights/anomalies.ts), channel reallocation, pacing
 * and fatigue — and reconciles their findings with the stored insights (insights/reconcile.ts): a new condition opens
 * a row, a continuing one updates its row's evidence, an ended one gets `resolved_at`. Campaigns with too little data
 * get one 'insufficient data' note.
 */

export function buildContext(
  since: string,
  lastDay: string,
  currency = DEFAULT_CURRENCY,
  locale: string = DEFAULT_LOCALE,
): EngineContext {
  const count = daysBetween(since, lastDay) + 1;
  const dates = Array.from({ length: count }, (_, i) => addDays(since, i));
  return {
    dates,
    // 0 = Sunday … 6 = Saturday.
    weekdays: dates.map((d) => isoWeekday(d) % 7),
    lastDay,
    windowStart: Math.max(0, count - WINDOW_DAYS),
    currency,
    locale,
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
  // any other campaign is examined up to its last day with data, and so is an imported one, whose figures end
  // where its last file did (dataThrough: the data ended, not the delivery).
  const through = dataThrough(ctx.lastDay, {
    dataSource: campaign.dataSource,
    // None in the loaded days: its data ended before them.
    lastDataDay: ctx.dates[lastRow] ?? addDays(ctx.dates[0] ?? ctx.lastDay, -1),
  });
  const endIndex = (campaign.endDate >= through ? index.get(through) : index.get(campaign.endDate)) ?? -1;
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

/**
 * Work done on the event loop between two yields: a request waits at most about this long (plus one series' tests,
 * a few milliseconds) for each of its turns of the event loop (reading it, each query's answer, writing the reply).
 */
const SLICE_MS = 3;
/**
 * Campaigns per batch: each batch's queries are a few set-based statements on one connection. Small enough that
 * mapping a batch's delivery rows or building its insert (synchronous, between the statements) stays short.
 */
const BATCH = 50;

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs every detector over one campaign's data; anomaly episodes already written are kept as they were grouped.
 * In steps (see anomalySteps): it pauses after each series' anomaly tests.
 */
function* campaignFindingSteps(
  campaign: CampaignRow,
  metrics: LoadedMetrics,
  ctx: EngineContext,
  openByIdentity: Map<string, StoredRow[]>,
): Generator<void, Finding[]> {
  const data = campaignData(
    campaign,
    metrics.rowsOf.get(campaign.id) ?? [],
    ctx,
    metrics.spent.get(campaign.id),
  );
  if (data.deliveryDays < MIN_DAYS) {
    const note = insufficientDataNote(data, []);
    return note ? [note] : [];
  }
  const findings: Finding[] = [];
  const { episodes, lowVolume } = yield* anomalySteps(data, ctx);
  // An episode already written is kept whatever the grouping says now, so a row is never resolved mid-event.
  const written = (e: Episode) =>
    (openByIdentity.get(anomalyIdentity(campaign.id, e.channel, e.metric, e.direction)) ?? []).some((row) =>
      continues(row, ctx.dates[e.first] as string, ctx.dates[e.last] as string),
    );
  findings.push(...anomalyFindings(data, ctx, selectEpisodes(episodes, written)));
  const note = insufficientDataNote(data, lowVolume);
  if (note) findings.push(note);
  if (deliveryGoesOn(campaign))
    findings.push(...detectReallocation(data, ctx), ...detectPacing(data, ctx), ...detectFatigue(data, ctx));
  return findings;
}

/** The detectors over each campaign, giving the event loop back every SLICE_MS so requests are not held up. */
async function detectFindings(
  campaignRows: CampaignRow[],
  metrics: LoadedMetrics,
  ctx: EngineContext,
  openByIdentity: Map<string, StoredRow[]>,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  let sliceStart = performance.now();
  for (const campaign of campaignRows) {
    const steps = campaignFindingSteps(campaign, metrics, ctx, openByIdentity);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        findings.push(...step.value);
        break;
      }
      if (performance.now() - sliceStart >= SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
  }
  return findings;
}

/**
 * Examines one batch of campaigns: those whose inputs digest differs from their last examination's (all of them
 * with `force`), reconciling their findings and storing their new digests; counts both in `result`.
 */
async function runBatch(
  db: Database,
  batch: CampaignRow[],
  ctx: EngineContext,
  digestContext: DigestContext,
  force: boolean,
  result: EngineResult,
): Promise<void> {
  const ids = batch.map((c) => c.id);
  const digests = await campaignDigests(db, ids, digestContext);
  const previous = force ? new Map<string, string>() : await storedDigests(db, ids);
  const due = batch.filter((c) => {
    const digest = digests.get(c.id);
    return !digest || previous.get(c.id) !== combined(digest.inputs, digest.insights);
  });
  result.skipped += batch.length - due.length;
  if (!due.length) return;
  const dueIds = due.map((c) => c.id);
  const metrics = await loadMetrics(db, dueIds, ctx.dates[0] as string, ctx.lastDay);
  const stored = await loadOpenInsights(db, dueIds);
  const findings = await detectFindings(due, metrics, ctx, stored.openByIdentity);
  await reconcileFindings(db, findings, stored, result);
  // The digest stored is taken with the insights as this run left them: the next run compares with that.
  const after = await insightsDigests(db, dueIds);
  const examined = new Map(
    due.map((c) => [c.id, combined(digests.get(c.id)?.inputs ?? '', after.get(c.id) ?? '')] as const),
  );
  await saveDigests(db, examined, new Date());
  result.examined += due.length;
}

/**
 * Runs the engine over every examined campaign, or those of `campaignIds`, in batches of BATCH. A campaign whose
 * inputs have not changed since its last examination is skipped (inputs-digest.ts); `force` examines every one
 * (npm run insights:recompute, after the engine itself changed).
 */
export async function runInsightsEngine(options: {
  db: Database;
  timeZone: string;
  now?: Date;
  campaignIds?: string[];
  force?: boolean;
}): Promise<EngineResult> {
  const { db, timeZone } = options;
  const result: EngineResult = { opened: 0, updated: 0, resolved: 0, examined: 0, skipped: 0 };
  const yesterday = addDays(todayIn(timeZone, options.now ?? new Date()), -1);
  if (options.campaignIds && !options.campaignIds.length) return result;
  const campaignRows = await loadCampaigns(db, options.campaignIds);
  if (!campaignRows.length) return result;

  const { since, lastDay } = await loadPeriod(db, yesterday);
  // Read once per run: every finding of the run is written in the currency and date style of that moment.
  const currency = await workspaceCurrency(db);
  const locale = await workspaceLocale(db);
  const ctx = buildContext(since, lastDay, currency, locale);
  const digestContext = { yesterday, since, lastDay, currency, locale };
  for (let i = 0; i < campaignRows.length; i += BATCH) {
    await runBatch(db, campaignRows.slice(i, i + BATCH), ctx, digestContext, options.force ?? false, result);
  }
  // Applied recommendations whose week (or second week) has just completed get their measured result.
  await measureOutcomes(db, timeZone, options.now ?? new Date());
  return result;
}
