import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { performanceReportSchema, reportQuerySchema } from '../../../shared/reports';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { renderReportPdf } from './report-pdf';
import { buildPerformanceReport } from './reports.service';

export async function reportsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps = { db: opts.db, timeZone: opts.config.workspaceTimeZone };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/reports/performance',
    {
      schema: {
        tags: ['reports'],
        summary: 'The performance report for a period and report type',
        querystring: reportQuerySchema,
        response: { 200: performanceReportSchema },
      },
      config: { access: 'analytics:view' },
    },
    async (request) => buildPerformanceReport(deps, request.query.period, request.query.type),
  );

  api.get(
    '/api/reports/performance.pdf',
    {
      schema: { tags: ['reports'], summary: 'The same report as a PDF', querystring: reportQuerySchema },
      config: { access: 'analytics:view' },
    },
    async (request, reply) => {
      const report = await buildPerformanceReport(deps, request.query.period, request.query.type);
      const pdf = await renderReportPdf(report);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="northstar-${report.type}-report-${report.period.key}-${report.period.end}.pdf"`,
        )
        .send(pdf);
    },
  );
}
