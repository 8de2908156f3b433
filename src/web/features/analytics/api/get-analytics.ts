import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse, AnalyticsTab, Period } from '../../../../shared/analytics';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import { getQueryOptions } from '../../../lib/api-query';

/** 'all' or a slug of CHANNEL_SLUGS. */
export type ChannelFilter = string;

/** Every input of the request is in the key (STYLE habit 7); the path comes first so it can be invalidated. */
export const analyticsKeys = {
  all: () => [API_ROUTES.analytics] as const,
  detail: (period: Period, channel: ChannelFilter) => [API_ROUTES.analytics, period, channel] as const,
};

/** The CSV of one tab, for the same period and channel (a plain GET with the session cookie). */
export function analyticsExportUrl(period: Period, channel: ChannelFilter, tab: AnalyticsTab): string {
  return `${apiPath(API_ROUTES.analyticsExport, { period, channel })}?${new URLSearchParams({ tab })}`;
}

/** GET /api/analytics/:period/:channel */
export const analyticsQueryOptions = (period: Period, channel: ChannelFilter) =>
  getQueryOptions<AnalyticsResponse>(
    analyticsKeys.detail(period, channel),
    apiPath(API_ROUTES.analytics, { period, channel }),
  );

/** Keeps the previous figures on screen while another period or channel loads, so nothing jumps. */
export function useAnalytics(period: Period, channel: ChannelFilter) {
  return useQuery({ ...analyticsQueryOptions(period, channel), placeholderData: keepPreviousData });
}
