import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CreateCampaignRequest } from '../../../../shared/campaigns';
import type { ApiErrorBody } from '../../../../shared/http';
import { messageForFailedResponse } from '../../../../shared/http';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export interface CreateCampaignInput {
  body: CreateCampaignRequest;
  /** One per launch attempt, reused by retries, so a lost answer never creates a second campaign. */
  idempotencyKey: string;
}

/**
 * POST /api/campaigns with an Idempotency-Key header. The shared api client takes no extra headers, so this one
 * call builds its request itself and reports failures exactly as the client does.
 */
export async function createCampaign({ body, idempotencyKey }: CreateCampaignInput): Promise<Campaign> {
  let response: Response;
  try {
    response = await fetch('/api/campaigns', {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, messageForFailedResponse(response.status, text), fieldErrorsOf(text));
  }
  return JSON.parse(text) as Campaign;
}

function fieldErrorsOf(text: string): Record<string, string[]> {
  try {
    const fieldErrors = (JSON.parse(text) as Partial<ApiErrorBody> | null)?.fieldErrors;
    return fieldErrors && typeof fieldErrors === 'object' ? fieldErrors : {};
  } catch {
    return {};
  }
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  });
}
