import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { apiExchange } from './api-client';

/** One page of a list that pages with `limit` and `cursor` (DESIGN §6). */
export interface Page<T> {
  items: T[];
  /** The path of the next page (`Link: <…>; rel="next"`), or null on the last page. */
  next: string | null;
  /** How many items the whole list has, on every page (X-Total-Count). */
  total: number;
}

/**
 * The rel="next" target of a Link header, as a same-origin path. Anything pointing elsewhere is ignored: the
 * client sends its session cookie with what it follows.
 */
export function nextLinkOf(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match?.[1] || !/;\s*rel="?next"?\s*(;|$)/i.test(match[2] ?? '')) continue;
    const url = new URL(match[1], window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  }
  return null;
}

/** GET one page of a paged list. */
export async function getPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const { data, headers } = await apiExchange<T[]>('GET', path, { signal });
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('x-total-count'));
  return {
    items,
    next: nextLinkOf(headers.get('link')),
    total: headers.has('x-total-count') && Number.isFinite(total) ? total : items.length,
  };
}

/** A paged list's query: its first page at `firstPage`, each next one where the previous page's Link header says. */
export function pagedQueryOptions<T>(queryKey: QueryKey, firstPage: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage<T>(pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last: Page<T>) => last.next ?? undefined,
  });
}

/**
 * The loaded pages of a list as one list. An item that moved between two pages while they loaded (a row created or
 * deleted above it) is shown once, where it first appeared.
 */
export function itemsOfPages<T>(
  data: InfiniteData<Page<T>> | undefined,
  idOf: (item: T) => string | number,
): T[] | undefined {
  if (!data) return undefined;
  const seen = new Set<string | number>();
  return data.pages.flatMap((page) =>
    page.items.filter((item) => {
      const id = idOf(item);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    }),
  );
}

/** How many items the whole list has (X-Total-Count of the latest page). */
export function totalOfPages<T>(data: InfiniteData<Page<T>> | undefined): number | undefined {
  return data?.pages.at(-1)?.total;
}
