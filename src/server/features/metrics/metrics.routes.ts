import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import {
  METRICS_IMPORT_MAX_BYTES,
  METRICS_IMPORT_MESSAGES,
  metricsImportQuerySchema,
  metricsImportResultSchema,
  XLSX_CONTENT_TYPE,
} from '../../../shared/metrics';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, unauthorized } from '../../lib/errors';
import type { ParsedMetricsFile } from './metrics-csv';
import { applyMetricsImport, type MetricsImportDeps, readMetricsImport } from './metrics-import.service';

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

/** The raw file, or a 415 when the body was something else (JSON is parsed app-wide before the route runs). */
function fileBody(request: FastifyRequest): Uint8Array {
  const body = request.body;
  if (body === undefined || body === null) return new Uint8Array();
  if (!Buffer.isBuffer(body)) throw new AppError(415, UNSUPPORTED_IMPORT_TYPE_MESSAGE);
  return body;
}

export async function metricsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps: MetricsImportDeps = { db: opts.db, timeZone: opts.config.workspaceTimeZone };
  const readFiles = new WeakMap<FastifyRequest, ParsedMetricsFile>();

  // This plugin is encapsulated (no fastify-plugin): the CSV parser and the 413 wording apply to its routes only;
  // every other route stays JSON only (plugins/security.ts).
  app.addContentTypeParser(CSV_CONTENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.setErrorHandler((error: FastifyError) => {
    // Rethrown errors go on to the app's error handler, which shapes every error body.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(413, METRICS_IMPORT_MESSAGES.tooLarge);
    }
    throw error;
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.metricsImport,
    {
      bodyLimit: METRICS_IMPORT_MAX_BYTES,
      schema: {
        tags: ['metrics'],
        summary:
          'Import daily metrics from a file as Google Ads or Meta download it (CSV in UTF-8 or UTF-16, comma, semicolon or tab separated, or .xlsx; English, German, French or Spanish headers) or a Northstar CSV; dryRun=true only checks',
        consumes: CSV_CONTENT_TYPES,
        querystring: metricsImportQuerySchema,
        response: { 200: metricsImportResultSchema },
      },
      // 422: a well-formed file whose rows break the import's rules (each problem listed by line).
      config: { access: 'campaigns:manage', errors: [422] },
      // The file is read before the handler: with an Idempotency-Key the handler runs in one transaction
      // (plugins/idempotency.ts), and on PGlite an open transaction holds every other query.
      preHandler: async (request) => {
        readFiles.set(request, await readMetricsImport(deps, fileBody(request), request.query));
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const file = readFiles.get(request);
      if (!file) throw new Error('the metrics file was not read before the import');
      return applyMetricsImport(deps, { id: request.user.id }, file, request.query);
    },
  );
}
