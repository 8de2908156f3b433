import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type PagedQueryState, QueryLoadMore } from '../../../components/query-load-more';
import { ListError } from '../../../components/ui/list-states';
import { itemsOfPages, type Page, totalOfPages } from '../../../lib/api-page';
import { ListToolbar } from './list-toolbar';

/**
 * A list the server pages, newest first: why it shows nothing (it failed before anything arrived, is loading, or is
 * empty), or the items loaded so far with more as it scrolls.
 */
interface PagedListProps<T> {
  query: PagedQueryState & {
    data: InfiniteData<Page<T>> | undefined;
    isError: boolean;
    refetch: () => Promise<unknown>;
  };
  /** What the list holds, for 'Load more …'. */
  noun: string;
  errorTitle: string;
  /** The placeholder while the first page loads. */
  loading: ReactNode;
  /** What an empty list says. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

export function PagedList<T extends { id: string | number }>({
  query,
  noun,
  errorTitle,
  loading,
  empty,
  children,
}: PagedListProps<T>) {
  const items = itemsOfPages(query.data, (item) => item.id);
  if (query.isError && !items) {
    return <ListError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!items) return loading;
  if (items.length === 0) return empty;
  return (
    <div className="space-y-4">
      {children(items)}
      <QueryLoadMore
        query={query}
        shown={items.length}
        total={totalOfPages(query.data) ?? items.length}
        noun={noun}
        loadOnScroll
      />
    </div>
  );
}

/** A paged list the server searches: the search box (busy while a new search loads), then the list. */
export function SearchedPagedList<T extends { id: string | number }>({
  search,
  searchBox,
  query,
  ...list
}: PagedListProps<T> & {
  search: { search: string; setSearch: (value: string) => void };
  searchBox: { id: string; label: string; placeholder: string };
  query: PagedListProps<T>['query'] & { isFetching: boolean; isPending: boolean };
}) {
  return (
    <div className="space-y-4">
      <ListToolbar
        {...searchBox}
        value={search.search}
        onChange={search.setSearch}
        isFetching={query.isFetching && !query.isPending && !query.isFetchingNextPage}
      />
      <PagedList query={query} {...list} />
    </div>
  );
}
