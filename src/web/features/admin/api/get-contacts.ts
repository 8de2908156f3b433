import { API_ROUTES } from '../../../../shared/api-routes';
import type { Contact } from '../../../../shared/contacts';
import { adminKeys } from './admin-keys';
import { useSearchedList } from './searched-list';

/** GET /api/contacts page by page, newest first, searched by the server; the next pages follow the Link header. */
export function useContacts(q: string) {
  return useSearchedList<Contact>(adminKeys.contactsList(q), API_ROUTES.contacts, q);
}
