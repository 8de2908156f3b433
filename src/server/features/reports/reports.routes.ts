import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { mediaResponse } from '../../../shared/common-schemas';
import { type PerformanceReport, performanceReportSchema, reportQuerySchema } from '../../../shared/reports';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { reportCsv } from './report-csv';
import { renderReportPdf } from './report-pdf';
import { buildPerformanceReport, type ReportDeps } from './reports.service';

const fileName = (report: PerformanceReport, extension: string) =>
  `northstar-${report.type}-report-${report.period.key}-${report.period.end}.${extension}`;

/** The report as a file to download, one route per format. */
const REPORT_FILES: {
  path: string;
  extension: string;
  summary: string;
  contentType: string;
  render: (report: PerformanceReport) => string | Promise<Buffer>;
  /** Campaigns listed one by one: the screen's largest ones in the PDF, every campaign in the CSV. */
  campaignRows?: number;
}[] = [
  {
    path: API_ROUTES.performanceReportPdf,
    extension: 'pdf',
    summary: 'The same report as a PDF',
    contentType: 'application/pdf',
    render: renderReportPdf,
  },
  {
    path: API_ROUTES.performanceReportCsv,
    extension: 'csv',
    summary: 'The same report as CSV',
    contentType: 'text/csv; charset=utf-8',
    render: reportCsv,
    campaignRows: Number.POSITIVE_INFINITY,
  },
];

export async function reportsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  // One deployment is one workspace (DESIGN §4); its address is the name a reader recognises.
  const deps: ReportDeps = {
    db: opts.db,
    timeZone: opts.config.workspaceTimeZone,
    workspace: new URL(opts.config.appOrigin).host,
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.performanceReport,
    {
      schema: {
        tags: ['reports'],
        summary: 'The performance report for a period and report type',
        description:
          'Common header (type, title, period, generatedAt, dataSource, summary, insights) and the sections of the type: executive, campaign, roi and audience (comprehensive has all four; the others are null).',
        querystring: reportQuerySchema,
        response: { 200: performanceReportSchema },
      },
      config: { access: 'analytics:view' },
    },
    async (request) => buildPerformanceReport(deps, request.query.period, request.query.type),
  );

  for (const file of REPORT_FILES) {
    api.get(
      file.path,
      {
        schema: {
          tags: ['reports'],
          summary: file.summary,
          querystring: reportQuerySchema,
          response: { 200: mediaResponse(file.contentType.split(';')[0] ?? file.contentType, file.summary) },
        },
        config: { access: 'analytics:view' },
      },
      async (request, reply) => {
        const report = await buildPerformanceReport(deps, request.query.period, request.query.type, {
          campaignRows: file.campaignRows,
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${fileName(report, file.extension)}"`)
          .send(await file.render(report));
      },
    );
  }
}
