import type { ComponentProps } from 'react';
import { LoadMore } from './ui/load-more';

/** What the foot of a list reads from its paged query (TanStack's infinite query result). */
export interface PagedQueryState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/** LoadMore under a paged query: whether there is a next page, its loading and its failure all come from the query. */
export function QueryLoadMore({
  query,
  ...props
}: { query: PagedQueryState } & Pick<
  ComponentProps<typeof LoadMore>,
  'shown' | 'total' | 'noun' | 'loadOnScroll'
>) {
  return (
    <LoadMore
      {...props}
      hasMore={query.hasNextPage}
      isLoading={query.isFetchingNextPage}
      error={query.isFetchNextPageError ? query.error : null}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
