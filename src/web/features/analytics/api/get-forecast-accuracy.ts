import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { ForecastAccuracy } from '../../../../shared/forecast-rules';
import { getQueryOptions } from '../../../lib/api-query';

/** The workspace's whole track record: no period or channel, so the path is the whole key. */
export const forecastAccuracyKey = () => [API_ROUTES.forecastAccuracy] as const;

/** GET /api/forecasts/accuracy; it moves as campaigns deliver, so a new visit asks again. */
export const forecastAccuracyQueryOptions = () =>
  getQueryOptions<ForecastAccuracy>(forecastAccuracyKey(), API_ROUTES.forecastAccuracy, { staleTime: 0 });

export function useForecastAccuracy() {
  return useQuery(forecastAccuracyQueryOptions());
}
