import { API_ROUTES } from '../../../../shared/api-routes';
import type { AudiencePrediction, TargetAudience } from '../../../../shared/audience';
import type { Objective } from '../../../../shared/campaigns';
import { apiRequest } from '../../../lib/api-client';

export interface PredictAudienceRequest {
  objective: Objective;
  budget: number;
  startDate: string;
  endDate: string;
  targetAudience: TargetAudience;
}

/** POST /api/audience/predict: the server's deterministic audience model. */
export function predictAudience(
  body: PredictAudienceRequest,
  signal?: AbortSignal,
): Promise<AudiencePrediction> {
  return apiRequest<AudiencePrediction>('POST', API_ROUTES.predictAudience, { body, signal });
}
