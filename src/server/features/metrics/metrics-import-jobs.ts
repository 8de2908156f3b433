import { and, eq, lt } from 'drizzle-orm';
import {
  METRICS_IMPORT_MESSAGES,
  type MetricsImportJob,
  type MetricsImportPhase,
  type MetricsImportResult,
} from '../../../shared/metrics';
import type { Database } from '../../db/client';
import { metricsImports } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Each import's progress row (issue 34): written as it goes, so that a background import can be followed from any
 * instance, and its answer kept for the sender to fetch. Rows older than a day are swept when the next import starts.
 */

const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** Progress is written at most this often: a 200 MB file would otherwise be thousands of updates. */
const PROGRESS_EVERY_MS = 250;

/** The share of the bar each phase ends at (reading and checking move with the bytes read). */
const PHASE_SPAN: Record<MetricsImportPhase, [number, number]> = {
  receiving: [0, 0],
  reading: [0, 0.2],
  checking: [0.2, 0.7],
  writing: [0.7, 0.9],
  insights: [0.9, 0.99],
  done: [1, 1],
};

export interface JobProgress {
  phase: MetricsImportPhase;
  bytesRead?: number;
  bytesTotal?: number | null;
  rowsRead?: number;
  /** 0 to 1 within the phase. */
  within?: number;
}

export type JobError = NonNullable<MetricsImportJob['error']>;

type JobRow = typeof metricsImports.$inferSelect;

function toJob(row: JobRow): MetricsImportJob {
  return {
    id: row.id,
    dryRun: row.dryRun,
    state: row.state as MetricsImportJob['state'],
    phase: row.phase as MetricsImportPhase,
    bytesRead: row.bytesRead,
    bytesTotal: row.bytesTotal,
    rowsRead: row.rowsRead,
    progress: row.state === 'running' ? row.progress : 1,
    result: (row.result as MetricsImportResult | null) ?? null,
    error: (row.error as JobError | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function progressOf(progress: JobProgress): number {
  const [start, end] = PHASE_SPAN[progress.phase];
  const within =
    progress.within ??
    (progress.bytesTotal ? Math.min(1, (progress.bytesRead ?? 0) / progress.bytesTotal) : 0);
  return Math.round((start + (end - start) * within) * 1000) / 1000;
}

/** An import's progress, written through as it changes (throttled), and its end. */
export class ImportJob {
  private lastWrite = 0;
  private pending: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: Database,
    readonly id: string,
  ) {}

  static async start(db: Database, userId: string, dryRun: boolean): Promise<ImportJob> {
    await db.delete(metricsImports).where(lt(metricsImports.updatedAt, new Date(Date.now() - KEPT_FOR_MS)));
    const [row] = await db
      .insert(metricsImports)
      .values({ userId, dryRun })
      .returning({ id: metricsImports.id });
    if (!row) throw new Error('metrics import insert returned nothing');
    return new ImportJob(db, row.id);
  }

  /** Records progress; only every PROGRESS_EVERY_MS unless `force` (a new phase is always written). */
  progress(progress: JobProgress, force = false): Promise<unknown> {
    const now = Date.now();
    if (!force && now - this.lastWrite < PROGRESS_EVERY_MS) return this.pending;
    this.lastWrite = now;
    const values: Partial<typeof metricsImports.$inferInsert> = { phase: progress.phase };
    if (progress.bytesRead !== undefined) values.bytesRead = progress.bytesRead;
    if (progress.bytesTotal !== undefined) values.bytesTotal = progress.bytesTotal;
    if (progress.rowsRead !== undefined) values.rowsRead = progress.rowsRead;
    values.progress = progressOf(progress);
    this.pending = this.pending.then(() =>
      this.db
        .update(metricsImports)
        .set(values)
        .where(and(eq(metricsImports.id, this.id), eq(metricsImports.state, 'running'))),
    );
    return this.pending;
  }

  succeed(result: MetricsImportResult): Promise<void> {
    return this.end({ state: 'succeeded', result });
  }

  fail(error: JobError): Promise<void> {
    return this.end({ state: 'failed', error });
  }

  /** Ends the job after any progress still being written, so a late progress row cannot follow the end. */
  private async end(values: Pick<typeof metricsImports.$inferInsert, 'state' | 'result' | 'error'>) {
    await this.pending.catch(() => undefined);
    await this.db
      .update(metricsImports)
      .set({ ...values, phase: 'done' })
      .where(eq(metricsImports.id, this.id));
  }

  async read(): Promise<MetricsImportJob> {
    const [row] = await this.db.select().from(metricsImports).where(eq(metricsImports.id, this.id));
    if (!row) throw new Error('metrics import vanished');
    return toJob(row);
  }
}

/** GET /api/metrics/imports/:id: the sender's own import, else 404 (whether or not it exists). */
export async function findImportJob(db: Database, userId: string, id: string): Promise<MetricsImportJob> {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db
        .select()
        .from(metricsImports)
        .where(and(eq(metricsImports.id, id), eq(metricsImports.userId, userId)))
    : [];
  if (!row) throw notFound(METRICS_IMPORT_MESSAGES.importNotFound);
  return toJob(row);
}
