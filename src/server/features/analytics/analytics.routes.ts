import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYTICS_TABS,
  type AnalyticsResponse,
  type AnalyticsTab,
  analyticsResponseSchema,
  channelParamSchema,
  dashboardSummarySchema,
  periodSchema,
} from '../../../shared/analytics';
import { API_ROUTES } from '../../../shared/api-routes';
import { mediaResponse } from '../../../shared/common-schemas';
import { CAMPAIGN_DATA_SOURCE_LABELS, provenanceLabel } from '../../../shared/provenance';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { insightViewerOf } from '../insights';
import {
  type AnalyticsDeps,
  type AnalyticsParts,
  getAnalytics,
  getAnalyticsParts,
  getDashboardSummary,
} from './analytics.service';

const paramsSchema = z.strictObject({ period: periodSchema, channel: channelParamSchema });
const exportQuerySchema = z.strictObject({ tab: z.enum(ANALYTICS_TABS).default('overview') });

/** CSV of exactly what the tab shows, headed by the facts a reader needs to trust it. */
export function analyticsCsv(data: AnalyticsResponse, tab: AnalyticsTab, generatedAt = new Date()): string {
  const header = [
    ['Northstar analytics export'],
    ['Period', `${data.period.label} (${data.period.start} to ${data.period.end})`],
    ['Time zone', data.period.timeZone],
    ['Channel', data.channel === 'all' ? 'All channels' : data.channel],
    ['Tab', tab],
    ['Generated at', generatedAt.toISOString()],
    ['Data source', provenanceLabel(data.provenance, generatedAt, { timeZone: false })],
    [],
  ];
  const o = data.overview;
  const bodies: Record<AnalyticsTab, (string | number)[][]> = {
    overview: [
      ['Metric', 'Value', 'Previous period', 'Change %'],
      ...(
        [
          ['Total Revenue', 'totalRevenue'],
          ['Total Spend', 'totalSpend'],
          ['ROAS', 'roas'],
          ['Impressions', 'impressions'],
          ['Clicks', 'clicks'],
          ['Total Conversions', 'conversions'],
          ['CTR %', 'ctr'],
          ['Conversion rate %', 'conversionRate'],
        ] as const
      ).map(([label, key]) => [label, o[key], data.previous[key], data.change[key] ?? 'n/a']),
      [],
      ['Date', 'Revenue', 'Spend', 'Conversions'],
      ...data.trends.dates.map((date, i) => [
        date,
        data.trends.revenue[i] ?? 0,
        data.trends.spend[i] ?? 0,
        data.trends.conversions[i] ?? 0,
      ]),
    ],
    campaigns: [
      [
        'Campaign',
        'Status',
        'Start date',
        'Spend',
        'Revenue',
        'ROAS',
        'Impressions',
        'Clicks',
        'Conversions',
        'Data source',
      ],
      ...data.campaigns.map((c) => [
        c.name,
        c.status,
        c.startDate,
        c.spend,
        c.revenue,
        c.roas,
        c.impressions,
        c.clicks,
        c.conversions,
        CAMPAIGN_DATA_SOURCE_LABELS[c.dataSource],
      ]),
    ],
    channels: [
      ['Channel', 'Spend', 'Revenue', 'Conversions', 'ROAS'],
      ...data.channels.map((c) => [c.name, c.spend, c.revenue, c.conversions, c.roas]),
    ],
    insights: [
      ['Title', 'Type', 'Impact', 'Confidence', 'Description'],
      ...data.aiInsights.map((i) => [i.title, i.type, i.impact, i.confidence, i.description]),
    ],
  };
  return toCsv([...header, ...bodies[tab]]);
}

const answerWithoutCampaignsSchema = analyticsResponseSchema.omit({ campaigns: true });

/**
 * The analytics answer's JSON: the rest encoded and checked by its schema, as every route's answer is, and the
 * campaigns spliced in as PostgreSQL wrote them (campaignBreakdownJson says why).
 */
export function analyticsJson({ answer, campaignsJson }: AnalyticsParts): string {
  const rest = JSON.stringify(answerWithoutCampaignsSchema.encode(answer));
  return `${rest.slice(0, -1)},"campaigns":${campaignsJson}}`;
}

export async function analyticsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps: AnalyticsDeps = { db: opts.db, timeZone: opts.config.workspaceTimeZone };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.analytics,
    {
      schema: {
        tags: ['analytics'],
        summary: 'KPIs, trend, channels, campaigns and insights for a period, with the previous period',
        params: paramsSchema,
        response: { 200: analyticsResponseSchema },
      },
      config: { access: 'analytics:view' },
    },
    async (request, reply) => {
      const parts = await getAnalyticsParts(
        deps,
        request.params.period,
        request.params.channel,
        insightViewerOf(request),
      );
      // The schema above documents the body; the type provider cannot know a string already holds that shape.
      return reply
        .type('application/json; charset=utf-8')
        .send(analyticsJson(parts) as unknown as AnalyticsResponse);
    },
  );

  api.get(
    API_ROUTES.analyticsExport,
    {
      schema: {
        tags: ['analytics'],
        summary: 'CSV of one analytics tab',
        params: paramsSchema,
        querystring: exportQuerySchema,
        response: { 200: mediaResponse('text/csv', 'The tab as CSV') },
      },
      config: { access: 'analytics:view' },
    },
    async (request, reply) => {
      const { period, channel } = request.params;
      const data = await getAnalytics(deps, period, channel);
      const filename = `northstar-${request.query.tab}-${period}-${channel}-${data.period.end}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(analyticsCsv(data, request.query.tab));
    },
  );

  api.get(
    API_ROUTES.dashboardSummary,
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Dashboard cards from the last 30 days, against the 30 days before, with a daily series each',
        description: 'Workspace figures: for roles that may view analytics (a plain user sees none).',
        response: { 200: dashboardSummarySchema },
      },
      config: { access: 'analytics:view' },
    },
    async () => getDashboardSummary(deps),
  );
}
