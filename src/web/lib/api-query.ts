import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** When one endpoint's answer is asked for again, where it differs from the query client's defaults. */
interface Freshness {
  staleTime?: number;
  refetchOnWindowFocus?: boolean;
  refetchInterval?: number;
}

/** The query of one GET endpoint: the answer at `path`, cached under `queryKey`, the request cancelled with it. */
export function getQueryOptions<T>(queryKey: QueryKey, path: string, freshness: Freshness = {}) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get<T>(path, signal), ...freshness });
}
