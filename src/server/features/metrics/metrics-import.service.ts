import { sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import {
  METRICS_IMPORT_MESSAGES,
  METRICS_IMPORT_NOTES,
  METRICS_IMPORT_PREVIEW_ROWS,
  type MetricsImportProblem,
  type MetricsImportResult,
} from '../../../shared/metrics';
import { importedCampaignBudget } from '../../../shared/pacing-rules';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database, Transaction } from '../../db/client';
import { campaigns } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { workspaceCurrency } from '../admin';
import { insertCampaign, markMetricsImported } from '../campaigns';
import { campaignKey } from './metrics-csv';
import { importFailure, ROW_REASONS } from './metrics-csv-problems';
import { readMetricsFile } from './metrics-csv-thread';
import type { FileSummary } from './metrics-file-reader';
import type { ImportJob } from './metrics-import-jobs';
import {
  dropStagedRows,
  type StagedCampaign,
  stagedCampaigns,
  stagedChanges,
  stagedLinesOf,
  stagedPreview,
  stagedRepeats,
  stageRows,
} from './metrics-import-staging';
import { METRICS_WRITE_LOCK_KEY, refreshInsights, writeStagedMetrics } from './metrics-writer';

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
/** Staged rows written per statement: each far below the 30 s statement timeout. */
const ROWS_PER_WRITE = 50_000;

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** A file read and staged: what it said, and its campaigns as staged (metrics-import-staging.ts). */
export interface StagedFile {
  importId: string;
  summary: FileSummary;
  campaigns: StagedCampaign[];
  dailyRows: number;
}

interface ImportPlan {
  /** File campaign key → existing campaign. */
  matched: Map<string, { id: string; dataSource: string }>;
  created: StagedCampaign[];
}

/**
 * Reads the file at `path` in slices and stages its good rows under the import's id; then checks what needs every
 * row (repeats, names two campaigns share) and throws the import's 422 with every problem, by line, when any line
 * is wrong. Nothing but the staging rows is written; a refused file's are dropped.
 */
export async function readMetricsImport(
  deps: MetricsImportDeps,
  file: { path: string; bytes: number },
  query: MetricsImportQuery,
  job: ImportJob,
): Promise<StagedFile> {
  const currency = await workspaceCurrency(deps.db);
  try {
    await job.progress({ phase: 'reading', bytesRead: 0, bytesTotal: file.bytes }, true);
    let phase: 'reading' | 'checking' = 'reading';
    const summary = await readMetricsFile(
      file.path,
      file.bytes,
      { channel: query.channel, today: todayIn(deps.timeZone, deps.now), currency },
      {
        rows: (rows) => stageRows(deps.db, job.id, rows),
        progress: (progress) => {
          void job.progress(progress, progress.phase !== phase);
          phase = progress.phase;
        },
      },
    );
    const staged = await stagedCampaigns(deps.db, job.id);
    const problems: MetricsImportProblem[] = [...summary.problems];
    let problemCount = summary.problemCount;
    if (!summary.breakdown) {
      const repeats = await stagedRepeats(deps.db, job.id);
      problems.push(
        ...repeats.problems.map(({ line, firstLine }) => ({
          line,
          column: null,
          reason: ROW_REASONS.duplicate(firstLine),
        })),
      );
      problemCount += repeats.count;
    }
    if (summary.notDaily && problemCount === 0) {
      throw importFailure(summary.notDaily, [
        { line: summary.headerLine, column: null, reason: summary.notDaily },
      ]);
    }
    if (staged.length === 0 && problemCount === 0) {
      throw importFailure(METRICS_IMPORT_MESSAGES.empty, [
        { line: summary.headerLine, column: null, reason: METRICS_IMPORT_MESSAGES.empty },
      ]);
    }
    const ambiguous = await ambiguousLines(deps.db, job.id, staged, summary.campaignColumn);
    problems.push(...ambiguous.problems);
    problemCount += ambiguous.count;
    if (problemCount > 0) throw importFailure(METRICS_IMPORT_MESSAGES.invalid, problems, {}, problemCount);
    return {
      importId: job.id,
      summary,
      campaigns: staged,
      dailyRows: staged.reduce((sum, campaign) => sum + campaign.dailyRows, 0),
    };
  } catch (error) {
    await dropStagedRows(deps.db, job.id);
    throw error;
  }
}

/** Names two workspace campaigns share: a problem on every line that uses them. */
async function ambiguousLines(
  db: Database,
  importId: string,
  staged: StagedCampaign[],
  column: string,
): Promise<{ problems: MetricsImportProblem[]; count: number }> {
  const byKey = await existingCampaigns(db);
  const keys = staged.filter((c) => (byKey.get(c.key)?.length ?? 0) > 1).map((c) => c.key);
  const { lines, count } = await stagedLinesOf(db, importId, keys);
  return {
    problems: lines.map(({ line, campaign }) => ({
      line,
      column,
      reason: ROW_REASONS.ambiguousCampaign(campaign),
    })),
    count,
  };
}

async function existingCampaigns(db: Executor) {
  const existing = await db
    .select({ id: campaigns.id, name: campaigns.name, dataSource: campaigns.dataSource })
    .from(campaigns);
  const byKey = new Map<string, { id: string; dataSource: string }[]>();
  for (const campaign of existing) {
    const key = campaignKey(campaign.name);
    byKey.set(key, [...(byKey.get(key) ?? []), { id: campaign.id, dataSource: campaign.dataSource }]);
  }
  return byKey;
}

/**
 * Matches the file's campaigns to the workspace's (trimmed, case-insensitive); names the workspace does not have
 * become new campaigns. A name two campaigns came to share since the file was read is refused as it was then.
 */
async function planCampaigns(db: Executor, file: StagedFile): Promise<ImportPlan> {
  const byKey = await existingCampaigns(db);
  const plan: ImportPlan = { matched: new Map(), created: [] };
  const problems: MetricsImportProblem[] = [];
  for (const campaign of file.campaigns) {
    const candidates = byKey.get(campaign.key) ?? [];
    if (candidates.length > 1) {
      problems.push({
        line: campaign.firstLine,
        column: file.summary.campaignColumn,
        reason: ROW_REASONS.ambiguousCampaign(campaign.name),
      });
    } else if (candidates[0]) plan.matched.set(campaign.key, candidates[0]);
    else plan.created.push(campaign);
  }
  if (problems.length) throw importFailure(METRICS_IMPORT_MESSAGES.invalid, problems);
  return plan;
}

/** The campaigns a file names that the workspace does not have: created active, marked imported, audited. */
async function createImportedCampaigns(
  tx: Transaction,
  actor: { id: string },
  file: StagedFile,
  plan: ImportPlan,
  ids: Map<string, string>,
  importedAt: Date,
): Promise<void> {
  for (const campaign of plan.created) {
    const endDate = addDays(campaign.lastDate, IMPORTED_CAMPAIGN_TAIL_DAYS);
    // Nobody planned it: a budget whose plan is what its delivery projects, so it is born on track.
    const budget = importedCampaignBudget({
      startDate: campaign.firstDate,
      endDate,
      lastCompleteDay: campaign.lastDate,
      spendToDate: campaign.spend,
      recentSpend: campaign.recentSpend,
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
    ids.set(campaign.key, row.id);
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
        format: file.summary.format,
      },
    });
  }
}

/** Campaign keys in groups of about ROWS_PER_WRITE staged rows (a campaign is never split). */
function keyBatches(staged: StagedCampaign[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let rows = 0;
  for (const campaign of staged) {
    if (current.length && rows + campaign.rows > ROWS_PER_WRITE) {
      batches.push(current);
      current = [];
      rows = 0;
    }
    current.push(campaign.key);
    rows += campaign.rows;
  }
  if (current.length) batches.push(current);
  return batches;
}

/**
 * Writes a file readMetricsImport staged (or, with dryRun, says what writing it would do): in one transaction,
 * creates the campaigns the workspace does not have, marks matched demo campaigns as imported (so the simulator
 * leaves them alone) and writes the daily rows through the metrics writer, which brings rollups and pacing up to
 * date; then the insights engine looks at the changed campaigns. The staged rows are dropped either way.
 */
export async function applyMetricsImport(
  deps: MetricsImportDeps,
  actor: { id: string },
  file: StagedFile,
  query: MetricsImportQuery,
  job: ImportJob,
): Promise<MetricsImportResult> {
  try {
    return await applyStaged(deps, actor, file, query, job);
  } finally {
    await dropStagedRows(deps.db, file.importId);
  }
}

async function applyStaged(
  deps: MetricsImportDeps,
  actor: { id: string },
  file: StagedFile,
  query: MetricsImportQuery,
  job: ImportJob,
): Promise<MetricsImportResult> {
  const { summary } = file;
  const notes = [...summary.notes];
  if (summary.source.rows !== file.dailyRows) {
    notes.unshift(METRICS_IMPORT_NOTES.summed(summary.source.rows, file.dailyRows));
  }
  const firstDates = file.campaigns.map((c) => c.firstDate).sort();
  const lastDates = file.campaigns.map((c) => c.lastDate).sort();
  const result = {
    format: summary.format,
    dateRange: firstDates.length
      ? { first: firstDates[0] as string, last: lastDates.at(-1) as string }
      : null,
    source: summary.source,
    currency: { file: summary.fileCurrency, workspace: await workspaceCurrency(deps.db) },
    zeroColumns: summary.zeroColumns,
    notes,
  };

  if (query.dryRun === 'true') {
    const plan = await planCampaigns(deps.db, file);
    const ids = new Map([...plan.matched].map(([key, campaign]) => [key, campaign.id]));
    const rows = await stagedChanges(deps.db, file.importId, ids);
    return {
      dryRun: true,
      ...result,
      campaigns: campaignSummary(plan),
      rows: { total: file.dailyRows, ...rows },
      insights: { opened: 0, updated: 0, resolved: 0 },
      preview: await stagedPreview(deps.db, file.importId, METRICS_IMPORT_PREVIEW_ROWS),
    };
  }

  await job.progress({ phase: 'writing', within: 0 }, true);
  const imported = await deps.db.transaction(async (tx) => {
    // One writer at a time decides which campaigns are whose: the demo ingest takes the same lock (jobs/ingest.ts).
    await tx.execute(sql`select pg_advisory_xact_lock(${METRICS_WRITE_LOCK_KEY}::bigint)`);
    const plan = await planCampaigns(tx, file);
    const ids = new Map<string, string>([...plan.matched].map(([key, campaign]) => [key, campaign.id]));
    const importedAt = new Date();
    await createImportedCampaigns(tx, actor, file, plan, ids, importedAt);
    await markMetricsImported(tx, [...plan.matched.values()], importedAt);
    const written = await writeStagedMetrics(
      { db: tx, timeZone: deps.timeZone, now: deps.now },
      file.importId,
      ids,
      keyBatches(file.campaigns),
      (done, of) => {
        // Not awaited: on the embedded database the write would wait for this transaction to end.
        void job.progress({ phase: 'writing', within: done / of });
      },
    );
    return { plan, written };
  });
  // The engine runs after the commit: its minutes of statistics on a large file would otherwise hold the
  // transaction, and on the embedded database (one query at a time) every other request with it.
  await job.progress({ phase: 'insights', within: 0 }, true);
  const insights = await refreshInsights(
    { db: deps.db, timeZone: deps.timeZone, now: deps.now },
    imported.written.changedCampaignIds,
  );
  return {
    dryRun: false,
    ...result,
    campaigns: campaignSummary(imported.plan),
    rows: { total: file.dailyRows, ...imported.written.rows },
    insights,
    preview: [],
  };
}

function campaignSummary(plan: ImportPlan) {
  return {
    created: plan.created.length,
    matched: new Set([...plan.matched.values()].map((c) => c.id)).size,
    createdNames: plan.created.map((c) => c.name),
  };
}
