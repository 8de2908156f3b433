import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type { ForecastComparison } from '../../../../shared/forecast-rules';
import { api } from '../../../lib/api-client';

/**
 * Under the campaigns prefix, so that whatever refreshes a campaign (an import, an applied recommendation, a status
 * change) refreshes its comparison with it.
 */
export const campaignForecastKey = (id: string) => [API_ROUTES.campaigns, 'forecast', id] as const;

/** GET /api/campaigns/:id/forecast: the forecast kept at launch against delivery to date. */
export const campaignForecastQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignForecastKey(id),
    queryFn: ({ signal }) =>
      api.get<ForecastComparison>(apiPath(API_ROUTES.campaignForecast, { id }), signal),
    // Actuals grow every day: a new visit asks again.
    staleTime: 0,
  });

export function useCampaignForecast(id: string) {
  return useQuery(campaignForecastQueryOptions(id));
}
