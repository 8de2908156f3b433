import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * A search box and a page number for a server-paginated list. The request waits until typing pauses, and a new
 * search starts at page 1 without first asking for the old page of the new search.
 */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  return { search, setSearch, q, page, setPage: (next: number) => setPaging({ q, page: next }) };
}
