import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { STATUS_MESSAGES } from '../../../shared/http';
import {
  METRICS_IMPORT_ADMIN_MAX_BYTES,
  METRICS_IMPORT_MAX_BYTES,
  METRICS_IMPORT_MESSAGES,
  metricsImportJobSchema,
  metricsImportQuerySchema,
  metricsImportResultSchema,
  XLSX_CONTENT_TYPE,
} from '../../../shared/metrics';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, unauthorized } from '../../lib/errors';
import {
  applyMetricsImport,
  type MetricsImportDeps,
  type MetricsImportQuery,
  readMetricsImport,
  type StagedFile,
} from './metrics-import.service';
import { findImportJob, ImportJob, type JobError } from './metrics-import-jobs';
import { type ReceivedFile, receiveMetricsFile } from './metrics-upload';

/**
 * Content types a metrics file arrives with: browsers label .csv files oddly (Windows with Excel installed says
 * application/vnd.ms-excel), some send text/plain, and an .xlsx has its own type. The bytes decide how the file is
 * read (metrics-file-table.ts), not the label.
 */
export const CSV_CONTENT_TYPES = [
  'text/csv',
  'application/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  XLSX_CONTENT_TYPE,
  'application/octet-stream',
];
export const UNSUPPORTED_IMPORT_TYPE_MESSAGE =
  'Unsupported Media Type: send the file as text/csv or as an .xlsx workbook.';

/** The raw body as a stream, or a 415 when the body was something else (JSON is parsed app-wide before the route runs). */
function fileBody(request: FastifyRequest): Readable {
  const body = request.body;
  if (body === undefined || body === null) return Readable.from([]);
  if (!(body instanceof Readable)) throw new AppError(415, UNSUPPORTED_IMPORT_TYPE_MESSAGE);
  return body;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The answer a failed import's job keeps: the error body the synchronous request answered with, and its status. */
function jobErrorOf(error: unknown): JobError {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      message: error.message,
      code: error.code,
      ...(error.details ?? {}),
    } as JobError;
  }
  return { statusCode: 500, message: STATUS_MESSAGES[500] as string, code: 'internal_error' };
}

/** The import's steps around the service: receiving the body, reading it, and running it in the background. */
function importSteps(deps: MetricsImportDeps) {
  /** Receives the body to a temporary file (limits by role, gzip unpacked) and reads it, staging its rows. */
  async function receive(request: FastifyRequest, job: ImportJob) {
    const user = request.user as NonNullable<FastifyRequest['user']>;
    const admin = user.role === 'admin';
    const file = await receiveMetricsFile(fileBody(request), {
      maxBytes: admin ? METRICS_IMPORT_ADMIN_MAX_BYTES : METRICS_IMPORT_MAX_BYTES,
      tooLargeMessage: admin ? METRICS_IMPORT_MESSAGES.tooLargeForAdmins : METRICS_IMPORT_MESSAGES.tooLarge,
      onBytes: (bytes) => {
        void job.progress({ phase: 'receiving', bytesRead: bytes });
      },
    });
    return file;
  }

  async function readReceived(
    query: MetricsImportQuery,
    job: ImportJob,
    file: ReceivedFile,
  ): Promise<StagedFile> {
    try {
      // ExcelJS reads a workbook whole: an .xlsx keeps the members' limit, whoever sends it.
      if (file.bytes > METRICS_IMPORT_MAX_BYTES && (await startsWithZip(file.path))) {
        throw new AppError(413, METRICS_IMPORT_MESSAGES.tooLarge);
      }
      return await readMetricsImport(deps, file, query, job);
    } finally {
      await file.remove();
    }
  }

  async function runInBackground(
    request: FastifyRequest,
    query: MetricsImportQuery,
    job: ImportJob,
    file: ReceivedFile,
  ) {
    const actor = { id: (request.user as NonNullable<FastifyRequest['user']>).id };
    try {
      const staged = await readReceived(query, job, file);
      await job.succeed(await applyMetricsImport(deps, actor, staged, query, job));
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'background metrics import failed');
      await job
        .fail(jobErrorOf(error))
        .catch((failure: unknown) =>
          request.log.error({ err: failure }, 'could not record a failed metrics import'),
        );
    }
  }
  return { receive, readReceived, runInBackground };
}

export async function metricsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps: MetricsImportDeps = { db: opts.db, timeZone: opts.config.workspaceTimeZone };
  interface PreparedImport {
    job: ImportJob;
    staged?: StagedFile;
  }
  const prepared = new WeakMap<FastifyRequest, PreparedImport>();
  // Imports answered 202 that still run: the server waits for them when it closes.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  // This plugin is encapsulated (no fastify-plugin): the file parser applies to its routes only; every other route
  // stays JSON only (plugins/security.ts). The body is left as a stream: the preHandler writes it to disk.
  app.addContentTypeParser(CSV_CONTENT_TYPES, (_request, payload, done) => {
    done(null, payload);
  });

  const { receive, readReceived, runInBackground } = importSteps(deps);

  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.metricsImport,
    {
      schema: {
        tags: ['metrics'],
        summary:
          'Import daily metrics from a file as Google Ads or Meta download it (CSV in UTF-8 or UTF-16, comma, semicolon or tab separated, or .xlsx; English, German, French or Spanish headers; gzip accepted) or a Northstar CSV; dryRun=true only checks. With Prefer: respond-async, 202 and the import runs in the background (GET /api/metrics/imports/:id)',
        consumes: CSV_CONTENT_TYPES,
        querystring: metricsImportQuerySchema,
        response: { 200: metricsImportResultSchema, 202: metricsImportJobSchema },
      },
      // 422: a well-formed file whose rows break the import's rules (each problem listed by line).
      config: { access: 'campaigns:manage', errors: [413, 422] },
      // The file is read before the handler: with an Idempotency-Key the handler runs in one transaction
      // (plugins/idempotency.ts), and on PGlite an open transaction holds every other query. A background import
      // starts here too, outside that transaction.
      preHandler: async (request) => {
        const user = request.user as NonNullable<FastifyRequest['user']>;
        const job = await ImportJob.start(opts.db, user.id, request.query.dryRun === 'true');
        try {
          const file = await receive(request, job);
          if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
            const work = runInBackground(request, request.query, job, file);
            running.add(work);
            void work.finally(() => running.delete(work));
            prepared.set(request, { job });
            return;
          }
          prepared.set(request, { job, staged: await readReceived(request.query, job, file) });
        } catch (error) {
          await job.fail(jobErrorOf(error));
          throw error;
        }
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      const entry = prepared.get(request);
      if (!entry) throw new Error('the metrics file was not read before the import');
      if (!entry.staged) {
        reply.code(202).header('location', API_ROUTES.metricsImportJob.replace(':id', entry.job.id));
        return entry.job.read();
      }
      try {
        const result = await applyMetricsImport(
          deps,
          { id: request.user.id },
          entry.staged,
          request.query,
          entry.job,
        );
        await entry.job.succeed(result);
        return result;
      } catch (error) {
        await entry.job.fail(jobErrorOf(error));
        throw error;
      }
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.metricsImportJob,
    {
      schema: {
        tags: ['metrics'],
        summary:
          'How far an import sent with Prefer: respond-async has come, and its answer once it ended (the sender only)',
        params: z.object({ id: z.string() }),
        response: { 200: metricsImportJobSchema },
      },
      config: { access: 'campaigns:manage', errors: [404] },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return findImportJob(opts.db, request.user.id, request.params.id);
    },
  );
}

async function startsWithZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return ZIP_MAGIC.every((b, i) => head[i] === b);
  } finally {
    await handle.close();
  }
}
