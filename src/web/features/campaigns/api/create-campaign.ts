import { API_ROUTES } from '../../../../shared/api-routes';
import type { Campaign, CreateCampaignRequest } from '../../../../shared/campaigns';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { campaignKeys } from './campaign-keys';

export interface CreateCampaignInput {
  body: CreateCampaignRequest;
  /** One per launch attempt, reused by retries, so a lost answer never creates a second campaign. */
  idempotencyKey: string;
}

/** POST /api/campaigns with an Idempotency-Key header. */
export function createCampaign({ body, idempotencyKey }: CreateCampaignInput): Promise<Campaign> {
  return apiRequest<Campaign>('POST', API_ROUTES.campaigns, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useCreateCampaign() {
  return useApiMutation(createCampaign, { refreshes: [campaignKeys.all()] });
}
