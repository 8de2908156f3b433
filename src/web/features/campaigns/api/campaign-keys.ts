import { API_ROUTES } from '../../../../shared/api-routes';
import type { CampaignSort, CampaignStatus } from '../../../../shared/campaigns';

export type CampaignStatusFilter = CampaignStatus | 'all';
export interface CampaignListFilters {
  status: CampaignStatusFilter;
  sort: CampaignSort;
}

/**
 * Query keys of the campaigns feature. Every key starts with the endpoint path, so invalidating `all()` refreshes
 * every campaign list and detail, wherever they are shown (the dashboard reads the same list).
 */
export const campaignKeys = {
  all: () => [API_ROUTES.campaigns] as const,
  list: (filters: CampaignListFilters) => [API_ROUTES.campaigns, 'list', filters] as const,
  detail: (id: string) => [API_ROUTES.campaigns, 'detail', id] as const,
  summary: () => [API_ROUTES.campaigns, 'summary'] as const,
};
