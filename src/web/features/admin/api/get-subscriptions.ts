import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '../../../../shared/newsletter';
import { api } from '../../../lib/api-client';
import { adminKeys, type ListPageInput, listSearchParams, type Page } from './admin-keys';

/** GET /api/newsletters?q=&page=&pageSize= (newest first, searched by the server). */
export function getSubscriptions(input: ListPageInput, signal?: AbortSignal): Promise<Page<Subscription>> {
  return api.get<Page<Subscription>>(`/api/newsletters?${listSearchParams(input)}`, signal);
}

export const subscriptionsQueryOptions = (input: ListPageInput) =>
  queryOptions({
    queryKey: adminKeys.subscriptionsPage(input),
    queryFn: ({ signal }) => getSubscriptions(input, signal),
  });

export function useSubscriptions(input: ListPageInput) {
  return useQuery({ ...subscriptionsQueryOptions(input), placeholderData: keepPreviousData });
}
