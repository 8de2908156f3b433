import { MailPlus, SearchX, Send } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { LoadMore } from '../../../components/ui/load-more';
import { itemsOfPages, totalOfPages } from '../../../lib/api-page';
import { useSubscriptions } from '../api/get-subscriptions';
import { emailSubscriberHref } from '../mailto';
import { useListSearch } from '../use-list-search';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';
import { ListToolbar } from './list-toolbar';
import { Timestamp } from './timestamp';

/** SPEC §2 Newsletter Subscriptions: newest first, searched on the server, more loading as the list scrolls. */
export function NewsletterSubscriptions() {
  const { search, setSearch, q } = useListSearch();
  const subscriptions = useSubscriptions(q);
  useNotifyOnQueryError(subscriptions, 'Could not load subscriptions');
  const list = itemsOfPages(subscriptions.data, (subscription) => subscription.id);
  const total = totalOfPages(subscriptions.data) ?? list?.length ?? 0;

  return (
    <div className="space-y-4">
      <ListToolbar
        id="subscription-search"
        label="Search subscriptions"
        placeholder="Search by email"
        value={search}
        onChange={setSearch}
        isFetching={subscriptions.isFetching && !subscriptions.isPending && !subscriptions.isFetchingNextPage}
      />
      {subscriptions.isError && !list ? (
        <ListError
          title="Subscriptions could not be loaded"
          error={subscriptions.error}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : !list ? (
        <ListLoading text="Loading subscriptions..." rowClassName="h-12" rows={5} />
      ) : list.length === 0 ? (
        q ? (
          <ListEmpty icon={SearchX} title="No matching subscribers">
            {`Nothing matches “${q}”.`}
          </ListEmpty>
        ) : (
          <ListEmpty icon={MailPlus} title="No subscribers yet">
            Visitors who sign up for the newsletter on the landing page show up here.
          </ListEmpty>
        )
      ) : (
        <>
          <ul
            aria-label="Newsletter subscribers"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {list.map((subscription) => (
              <li
                key={subscription.id}
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900 dark:text-white">{subscription.email}</p>
                  <Timestamp iso={subscription.subscribedAt} prefix="Subscribed" />
                </div>
                <a
                  href={emailSubscriberHref(subscription.email)}
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={`Email ${subscription.email}`}
                >
                  <Send aria-hidden="true" className="size-4" />
                  Email
                </a>
              </li>
            ))}
          </ul>
          <LoadMore
            shown={list.length}
            total={total}
            hasMore={subscriptions.hasNextPage}
            isLoading={subscriptions.isFetchingNextPage}
            error={subscriptions.isFetchNextPageError ? subscriptions.error : null}
            onLoadMore={() => void subscriptions.fetchNextPage()}
            noun="subscribers"
            loadOnScroll
          />
        </>
      )}
    </div>
  );
}
