import { inArray } from 'drizzle-orm';
import { readInsightEvidence } from '../../../../../shared/insights';
import type { Database } from '../../../../db/client';
import { aiInsights } from '../../../../db/schema';
import type { Plant, PlantType } from './eval-planting';
import type { Simulation } from './eval-simulation';

/**
 * Scoring the insights evaluation (docs/ai.md): which planted anomalies the stored anomaly insights found, and how
 * many clean campaigns raised one.
 */

export interface StoredAnomaly {
  campaignId: string | null;
  metric: string;
  channel: string | null;
  direction: string;
  firstDate: string;
  lastDate: string;
}

export async function anomaliesOf(db: Database, ids: string[]): Promise<StoredAnomaly[]> {
  const rows = await db
    .select({ campaignId: aiInsights.campaignId, kind: aiInsights.kind, data: aiInsights.data })
    .from(aiInsights)
    .where(inArray(aiInsights.campaignId, ids));
  return rows.flatMap((r) => {
    const d = readInsightEvidence(r.data);
    if (d.kind !== 'anomaly') return [];
    const { metric, channel, direction, firstDate, lastDate } = d;
    return [{ campaignId: r.campaignId, metric, channel, direction, firstDate, lastDate }];
  });
}

/** Metrics that count as finding a planted anomaly of each type, with the direction they must move in. */
const FAMILY: Record<PlantType, [string, 'up' | 'down'][]> = {
  spend_spike: [
    ['spend', 'up'],
    ['impressions', 'up'],
    ['clicks', 'up'],
  ],
  spend_drop: [
    ['spend', 'down'],
    ['impressions', 'down'],
    ['clicks', 'down'],
  ],
  ctr_spike: [['ctr', 'up']],
  ctr_drop: [['ctr', 'down']],
  cvr_spike: [
    ['conversionRate', 'up'],
    ['cpa', 'down'],
  ],
  cvr_drop: [
    ['conversionRate', 'down'],
    ['cpa', 'up'],
  ],
  revenue_spike: [
    ['revenue', 'up'],
    ['roas', 'up'],
  ],
  revenue_drop: [
    ['revenue', 'down'],
    ['roas', 'down'],
  ],
  delivery_stop: [
    ['spend', 'down'],
    ['impressions', 'down'],
    ['clicks', 'down'],
  ],
};

/**
 * Found (the rule): an anomaly insight, open or resolved, on the right campaign, in the metric family of
 * the planted change, with days overlapping the planted days. Strictly found: also the right direction and the
 * right channel (the channel planted on, or the whole campaign when planted on all channels or when the campaign
 * has one channel).
 */
export function matchPlant(plant: Plant, channels: number, found: StoredAnomaly[]) {
  const family = FAMILY[plant.type];
  const inFamily = found.filter(
    (a) =>
      family.some(([m]) => m === a.metric) && a.firstDate <= plant.lastDate && a.lastDate >= plant.firstDate,
  );
  const strict = inFamily.filter(
    (a) =>
      family.some(([m, dir]) => m === a.metric && dir === a.direction) &&
      (plant.channel === null || channels === 1 ? a.channel === null : a.channel === plant.channel),
  );
  return { found: inFamily.length > 0, strict: strict.length > 0 };
}

export interface EvalFigures {
  planted: number;
  found: number;
  strict: number;
  detection: number;
  strictDetection: number;
  clean: number;
  falseAlarms: number;
  falseAlarmRate: number;
  belowMinimum: { planted: number; found: number };
  byType: Record<string, { planted: number; found: number }>;
  bySize: Record<string, { planted: number; found: number }>;
  byDuration: Record<string, { planted: number; found: number }>;
  byScope: Record<string, { planted: number; found: number }>;
  insightsOnClean: number;
  insightsOnPlanted: number;
  /** Anomaly insights on clean campaigns by metric, scope (campaign or channel), direction and length. */
  falseAlarmsByKind: Record<string, number>;
}

const bucket = (sigmas: number) => (sigmas < 4 ? '3-4σ' : sigmas < 6 ? '4-6σ' : '>6σ');

export function score(sim: Simulation, ids: string[], found: StoredAnomaly[]): EvalFigures {
  const byCampaign = new Map<string, StoredAnomaly[]>();
  for (const a of found)
    if (a.campaignId) byCampaign.set(a.campaignId, [...(byCampaign.get(a.campaignId) ?? []), a]);
  const figures: EvalFigures = {
    planted: 0,
    found: 0,
    strict: 0,
    detection: 0,
    strictDetection: 0,
    clean: 0,
    falseAlarms: 0,
    falseAlarmRate: 0,
    belowMinimum: { planted: 0, found: 0 },
    byType: {},
    bySize: {},
    byDuration: {},
    byScope: {},
    insightsOnClean: 0,
    insightsOnPlanted: 0,
    falseAlarmsByKind: {},
  };
  const add = (table: Record<string, { planted: number; found: number }>, key: string, hit: boolean) => {
    const entry = table[key] ?? { planted: 0, found: 0 };
    entry.planted += 1;
    if (hit) entry.found += 1;
    table[key] = entry;
  };
  sim.campaigns.forEach((c, i) => {
    const mine = byCampaign.get(ids[i] as string) ?? [];
    if (!c.plant) {
      figures.clean += 1;
      figures.insightsOnClean += mine.length;
      if (mine.length) figures.falseAlarms += 1;
      for (const a of mine) {
        const days = Math.round((Date.parse(a.lastDate) - Date.parse(a.firstDate)) / 86_400_000) + 1;
        const key = `${a.metric} ${a.channel ? 'channel' : 'campaign'} ${a.direction} ${days === 1 ? '1 day' : 'run'}`;
        figures.falseAlarmsByKind[key] = (figures.falseAlarmsByKind[key] ?? 0) + 1;
      }
      return;
    }
    figures.insightsOnPlanted += mine.length;
    const m = matchPlant(c.plant, c.channels.length, mine);
    if (c.plant.belowMinimum) {
      figures.belowMinimum.planted += 1;
      if (m.found) figures.belowMinimum.found += 1;
      return;
    }
    figures.planted += 1;
    if (m.found) figures.found += 1;
    if (m.strict) figures.strict += 1;
    add(figures.byType, c.plant.type, m.found);
    add(figures.bySize, c.plant.type === 'delivery_stop' ? 'stop' : bucket(c.plant.sigmas), m.found);
    const days = Math.round((Date.parse(c.plant.lastDate) - Date.parse(c.plant.firstDate)) / 86_400_000) + 1;
    add(figures.byDuration, days === 1 ? '1 day' : days <= 3 ? '2-3 days' : '4-7 days', m.found);
    add(figures.byScope, c.plant.channel ? 'one channel' : 'all channels', m.found);
  });
  figures.detection = figures.planted ? figures.found / figures.planted : 1;
  figures.strictDetection = figures.planted ? figures.strict / figures.planted : 1;
  figures.falseAlarmRate = figures.clean ? figures.falseAlarms / figures.clean : 0;
  return figures;
}
