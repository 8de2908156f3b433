import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import {
  type ImportedMetricRow,
  METRICS_IMPORT_MESSAGES,
  METRICS_IMPORT_PREVIEW_ROWS,
  type MetricsImportProblem,
  type MetricsImportResult,
} from '../../../shared/metrics';
import { importedCampaignBudget, RUN_RATE_DAYS } from '../../../shared/pacing-rules';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database, Transaction } from '../../db/client';
import { campaignMetricFigures, campaignMetrics, campaigns } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { workspaceCurrency } from '../admin';
import { insertCampaign, markMetricsImported } from '../campaigns';
import { campaignKey, type ParsedMetricsFile } from './metrics-csv';
import { importFailure, ROW_REASONS } from './metrics-csv-problems';
import { readMetricsFile } from './metrics-csv-thread';
import { METRICS_WRITE_LOCK_KEY, type MetricWrite, refreshInsights, writeMetrics } from './metrics-writer';

export interface MetricsImportDeps {
  db: Database;
  timeZone: string;
  now?: Date | undefined;
}

export interface MetricsImportQuery {
  dryRun?: 'true' | 'false' | undefined;
  channel?: string | undefined;
}

/** A new campaign's days run on past its last imported day, so it does not complete the moment it lands. */
export const IMPORTED_CAMPAIGN_TAIL_DAYS = 30;
const BUDGET_MIN = 1;
/** campaigns.budget is numeric(10,2). */
const BUDGET_MAX = 99_999_999.99;
const CHUNK = 1000;

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

interface NewCampaign {
  name: string;
  firstDate: string;
  lastDate: string;
  spend: number;
}

interface ImportPlan {
  /** File campaign (case-insensitive key) → existing campaign id. */
  matched: Map<string, { id: string; dataSource: string }>;
  created: Map<string, NewCampaign>;
}

/**
 * Matches the file's campaign names to the workspace's (trimmed, case-insensitive); a name two campaigns share is
 * a problem on every line that uses it. Names the workspace does not have become new campaigns.
 */
async function planCampaigns(db: Executor, parsed: ParsedMetricsFile): Promise<ImportPlan> {
  const existing = await db
    .select({ id: campaigns.id, name: campaigns.name, dataSource: campaigns.dataSource })
    .from(campaigns);
  const byName = new Map<string, { id: string; dataSource: string }[]>();
  for (const campaign of existing) {
    const key = campaignKey(campaign.name);
    byName.set(key, [...(byName.get(key) ?? []), { id: campaign.id, dataSource: campaign.dataSource }]);
  }

  const plan: ImportPlan = { matched: new Map(), created: new Map() };
  const problems: MetricsImportProblem[] = [];
  for (const row of parsed.rows) {
    const key = campaignKey(row.campaign);
    const candidates = byName.get(key) ?? [];
    if (candidates.length > 1) {
      problems.push({
        line: row.line,
        column: parsed.campaignColumn,
        reason: ROW_REASONS.ambiguousCampaign(row.campaign),
      });
    } else if (candidates[0]) {
      plan.matched.set(key, candidates[0]);
    } else {
      const created = plan.created.get(key);
      if (!created) {
        plan.created.set(key, {
          name: row.campaign,
          firstDate: row.date,
          lastDate: row.date,
          spend: row.spend,
        });
      } else {
        if (row.date < created.firstDate) created.firstDate = row.date;
        if (row.date > created.lastDate) created.lastDate = row.date;
        created.spend += row.spend;
      }
    }
  }
  const all = [...parsed.problems, ...problems];
  if (all.length) throw importFailure(METRICS_IMPORT_MESSAGES.invalid, all);
  return plan;
}

/** What an import would do to rows of campaigns that exist: compared with the stored values, to the cent. */
async function countChanges(db: Executor, rows: ImportedMetricRow[], plan: ImportPlan) {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  const ids = [...new Set([...plan.matched.values()].map((c) => c.id))];
  const dates = rows.map((row) => row.date).sort();
  const stored = new Map<string, string>();
  const fingerprint = (m: {
    impressions: number;
    clicks: number;
    conversions: number;
    spend: number;
    revenue: number;
  }) =>
    [m.impressions, m.clicks, m.conversions, Math.round(m.spend * 100), Math.round(m.revenue * 100)].join(
      '|',
    );
  for (let i = 0; i < ids.length; i += CHUNK) {
    const existing = await db
      .select({
        campaignId: campaignMetrics.campaignId,
        date: campaignMetrics.date,
        channel: campaignMetrics.channel,
        ...campaignMetricFigures,
      })
      .from(campaignMetrics)
      .where(
        and(
          inArray(campaignMetrics.campaignId, ids.slice(i, i + CHUNK)),
          gte(campaignMetrics.date, dates[0] as string),
          lte(campaignMetrics.date, dates.at(-1) as string),
        ),
      );
    for (const m of existing) {
      stored.set(
        `${m.campaignId}|${m.date}|${m.channel}`,
        fingerprint({ ...m, spend: Number(m.spend), revenue: Number(m.revenue) }),
      );
    }
  }
  for (const row of rows) {
    const campaign = plan.matched.get(campaignKey(row.campaign));
    const before = campaign ? stored.get(`${campaign.id}|${row.date}|${row.channel}`) : undefined;
    if (before === undefined) counts.inserted += 1;
    else if (before === fingerprint(row)) counts.unchanged += 1;
    else counts.updated += 1;
  }
  return counts;
}

/**
 * POST /api/metrics/import: checks the whole file first (nothing is written when any line is wrong), then in one
 * transaction creates the campaigns the workspace does not have, marks matched demo campaigns as imported (so the
 * simulator leaves them alone) and writes the rows through the one metrics writer, which brings rollups and
 * insights up to date before the answer.
 */
export async function importMetrics(
  deps: MetricsImportDeps,
  actor: { id: string },
  bytes: Uint8Array,
  query: MetricsImportQuery,
): Promise<MetricsImportResult> {
  return applyMetricsImport(deps, actor, await readMetricsImport(deps, bytes, query), query);
}

/**
 * Reads and checks the file without writing anything (a large file in a thread of its own); a file that states a
 * currency other than the workspace's is refused here.
 */
export async function readMetricsImport(
  deps: MetricsImportDeps,
  bytes: Uint8Array,
  query: MetricsImportQuery,
): Promise<ParsedMetricsFile> {
  const currency = await workspaceCurrency(deps.db);
  return readMetricsFile(bytes, {
    channel: query.channel,
    today: todayIn(deps.timeZone, deps.now),
    currency,
  });
}

/** Each new campaign's spend over its last RUN_RATE_DAYS days in the file (pacing's run rate). */
function recentSpendOf(parsed: ParsedMetricsFile, plan: ImportPlan): Map<string, number> {
  const recent = new Map<string, number>();
  for (const row of parsed.rows) {
    const key = campaignKey(row.campaign);
    const created = plan.created.get(key);
    if (created && row.date > addDays(created.lastDate, -RUN_RATE_DAYS))
      recent.set(key, (recent.get(key) ?? 0) + row.spend);
  }
  return recent;
}

/** The campaigns a file names that the workspace does not have: created active, marked imported, audited. */
async function createImportedCampaigns(
  tx: Transaction,
  actor: { id: string },
  parsed: ParsedMetricsFile,
  plan: ImportPlan,
  ids: Map<string, string>,
  importedAt: Date,
): Promise<void> {
  const recentSpend = recentSpendOf(parsed, plan);
  for (const [key, campaign] of plan.created) {
    const endDate = addDays(campaign.lastDate, IMPORTED_CAMPAIGN_TAIL_DAYS);
    // Nobody planned it: a budget whose plan is what its delivery projects, so it is born on track.
    const budget = importedCampaignBudget({
      startDate: campaign.firstDate,
      endDate,
      lastCompleteDay: campaign.lastDate,
      spendToDate: campaign.spend,
      recentSpend: recentSpend.get(key) ?? 0,
    });
    const values = {
      userId: actor.id,
      name: campaign.name,
      objective: 'conversion',
      budget: Math.min(BUDGET_MAX, Math.max(BUDGET_MIN, budget)).toFixed(2),
      startDate: campaign.firstDate,
      endDate,
      status: 'active',
      dataSource: 'imported',
      metricsImportedAt: importedAt,
    };
    const row = await insertCampaign(tx, values);
    ids.set(key, row.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'campaign.imported',
      targetType: 'campaign',
      targetId: row.id,
      before: null,
      after: {
        name: values.name,
        status: values.status,
        startDate: values.startDate,
        endDate: values.endDate,
        budget: Number(values.budget),
        dataSource: values.dataSource,
        format: parsed.format,
      },
    });
  }
}

/** Writes a file readMetricsImport accepted (or, with dryRun, says what writing it would do). */
export async function applyMetricsImport(
  deps: MetricsImportDeps,
  actor: { id: string },
  parsed: ParsedMetricsFile,
  query: MetricsImportQuery,
): Promise<MetricsImportResult> {
  const dates = parsed.rows.map((row) => row.date).sort();
  const summary = {
    format: parsed.format,
    dateRange: dates.length ? { first: dates[0] as string, last: dates.at(-1) as string } : null,
    source: parsed.source,
    currency: { file: parsed.fileCurrency, workspace: await workspaceCurrency(deps.db) },
    zeroColumns: parsed.zeroColumns,
    notes: parsed.notes,
  };

  if (query.dryRun === 'true') {
    const plan = await planCampaigns(deps.db, parsed);
    const rows = await countChanges(deps.db, parsed.rows, plan);
    return {
      dryRun: true,
      ...summary,
      campaigns: campaignSummary(plan),
      rows: { total: parsed.rows.length, ...rows },
      insights: { opened: 0, updated: 0, resolved: 0 },
      preview: parsed.rows.slice(0, METRICS_IMPORT_PREVIEW_ROWS),
    };
  }

  const imported = await deps.db.transaction(async (tx) => {
    // One writer at a time decides which campaigns are whose: the demo ingest takes the same lock (jobs/ingest.ts).
    await tx.execute(sql`select pg_advisory_xact_lock(${METRICS_WRITE_LOCK_KEY}::bigint)`);
    const plan = await planCampaigns(tx, parsed);
    const ids = new Map<string, string>([...plan.matched].map(([key, campaign]) => [key, campaign.id]));
    const importedAt = new Date();

    await createImportedCampaigns(tx, actor, parsed, plan, ids, importedAt);

    await markMetricsImported(tx, [...plan.matched.values()], importedAt);

    const writes: MetricWrite[] = parsed.rows.map((row) => ({
      campaignId: ids.get(campaignKey(row.campaign)) as string,
      date: row.date,
      channel: row.channel,
      impressions: row.impressions,
      clicks: row.clicks,
      conversions: row.conversions,
      spend: row.spend,
      revenue: row.revenue,
    }));
    // The engine runs after the commit: its minutes of statistics on a large file would otherwise hold the
    // transaction, and on the embedded database (one query at a time) every other request with it.
    const written = await writeMetrics({ db: tx, timeZone: deps.timeZone, now: deps.now }, writes, {
      runEngine: false,
    });
    return {
      result: {
        dryRun: false as const,
        ...summary,
        campaigns: campaignSummary(plan),
        rows: { total: parsed.rows.length, ...written.rows },
        preview: [],
      },
      changedCampaignIds: written.changedCampaignIds,
    };
  });
  const insights = await refreshInsights(
    { db: deps.db, timeZone: deps.timeZone, now: deps.now },
    imported.changedCampaignIds,
  );
  return { ...imported.result, insights };
}

function campaignSummary(plan: ImportPlan) {
  return {
    created: plan.created.size,
    matched: new Set([...plan.matched.values()].map((c) => c.id)).size,
    createdNames: [...plan.created.values()].map((c) => c.name),
  };
}
