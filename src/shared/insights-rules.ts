import type { InsightEvidence, InsightListQuery } from './insights';

/**
 * The insights contract without zod (docs/architecture.md, "Shared rules without zod"): kinds, statuses, their labels,
 * page sizes, messages and the filter rules, for the screens that list insights. The query schema is in insights.ts,
 * which re-exports all of this.
 */

/** The kinds of finding the engine writes (ai_insights.kind, also `data.kind`). */
export const INSIGHT_KINDS = [
  'anomaly',
  'channel_reallocation',
  'budget_test',
  'pacing',
  'fatigue',
  'insufficient_data',
] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/**
 * 'Not enough data yet' notes. They are not findings, so the default list leaves them out and they are listed
 * apart (`kind=insufficient_data`), where no number of findings can push them out of view.
 */
export const NOTE_KIND: InsightKind = 'insufficient_data';

export const INSIGHT_KIND_LABELS: Record<InsightKind, string> = {
  anomaly: 'Anomaly',
  channel_reallocation: 'Budget reallocation',
  budget_test: 'Budget test',
  pacing: 'Pacing',
  fatigue: 'Ad fatigue',
  insufficient_data: 'Not enough data',
};

/** A summary's kind: one of INSIGHT_KINDS, or 'other' for rows older than kinds. */
export const OTHER_KIND = 'other';

/** The metrics the anomaly detector tests (docs/ai.md), as the evidence names them. */
export const ANOMALY_METRICS = [
  'impressions',
  'clicks',
  'spend',
  'ctr',
  'conversionRate',
  'cpa',
  'revenue',
  'roas',
] as const;
export type AnomalyMetric = (typeof ANOMALY_METRICS)[number];

export const ANOMALY_DIRECTIONS = ['up', 'down'] as const;

/** What an anomaly can be besides a change in level: delivery that stopped after steady delivery. */
export const ANOMALY_EVENTS = ['delivery_stopped'] as const;

export const PACING_STATES = ['under', 'over'] as const;

/** The daily volumes whose minimum decides whether a metric is tested (the 'low volume' note names them). */
export const VOLUMES = ['impressions', 'clicks', 'conversions', 'spend'] as const;
export type Volume = (typeof VOLUMES)[number];

/** Why a campaign gets an 'insufficient data' note: too few days of delivery, or too little volume for some metrics. */
export const INSUFFICIENT_DATA_REASONS = ['insufficient data', 'low volume'] as const;

/** The evidence of one kind (`Extract` of the union in insights.ts, for code that has already narrowed it). */
export type EvidenceOf<K extends InsightEvidence['kind']> = Extract<InsightEvidence, { kind: K }>;

/**
 * open: the condition still holds and nothing was applied; resolved: the condition ended (resolved_at set) without
 * anything applied; applied: the recommendation was applied (whether or not the condition has ended since).
 */
export const INSIGHT_STATUSES = ['open', 'resolved', 'applied'] as const;
export type InsightStatus = (typeof INSIGHT_STATUSES)[number];

export const INSIGHT_STATUS_LABELS: Record<InsightStatus, string> = {
  open: 'Open',
  resolved: 'Resolved',
  applied: 'Applied',
};

export const INSIGHT_PAGE_SIZE = { default: 20, max: 100 } as const;

export const INSIGHT_LIST_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${INSIGHT_PAGE_SIZE.max}`,
  cursor: 'cursor is not valid: start again from the first page',
  kind: `kind must be one of ${INSIGHT_KINDS.join(', ')}`,
  campaignId: 'campaignId must be a campaign id (a UUID)',
  status: `status must be one of ${INSIGHT_STATUSES.join(', ')}`,
  includeApplied: 'includeApplied must be true or false',
  statusAndIncludeApplied: 'Use status or includeApplied, not both',
} as const;

/** What a page is asked for, with the query's defaults applied (the same on the server and in the web's keys). */
export interface InsightFilter {
  kind?: InsightKind;
  campaignId?: string;
  /** One status, or several (only the deprecated includeApplied asks for two). */
  statuses: InsightStatus[];
}

export function insightFilterOf(query: Omit<InsightListQuery, 'limit' | 'cursor'>): InsightFilter {
  const statuses: InsightStatus[] = query.status
    ? [query.status]
    : query.includeApplied === 'true'
      ? ['open', 'applied']
      : ['open'];
  return {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.campaignId ? { campaignId: query.campaignId } : {}),
    statuses,
  };
}

/** The status of one insight from its timestamps (applied wins: the change stays until it is undone). */
export function insightStatusOf(insight: {
  appliedAt: string | Date | null;
  resolvedAt: string | Date | null;
}): InsightStatus {
  if (insight.appliedAt) return 'applied';
  if (insight.resolvedAt) return 'resolved';
  return 'open';
}
