import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '../../../../shared/contacts';
import { api } from '../../../lib/api-client';
import { adminKeys, type ListPageInput, listSearchParams, type Page } from './admin-keys';

/** GET /api/contacts?q=&page=&pageSize= (newest first, searched by the server). */
export function getContacts(input: ListPageInput, signal?: AbortSignal): Promise<Page<Contact>> {
  return api.get<Page<Contact>>(`/api/contacts?${listSearchParams(input)}`, signal);
}

export const contactsQueryOptions = (input: ListPageInput) =>
  queryOptions({
    queryKey: adminKeys.contactsPage(input),
    queryFn: ({ signal }) => getContacts(input, signal),
  });

/** Keeps the previous page on screen while the next one or a new search loads. */
export function useContacts(input: ListPageInput) {
  return useQuery({ ...contactsQueryOptions(input), placeholderData: keepPreviousData });
}
