import { MailPlus, SearchX, Send } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';
import { useSubscriptions } from '../api/get-subscriptions';
import { emailSubscriberHref } from '../mailto';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';
import { usePagedSearch } from '../use-paged-search';
import { ListToolbar } from './list-toolbar';
import { Timestamp } from './timestamp';

/** SPEC §2 Newsletter Subscriptions: newest first, 25 a page, searched on the server. */
export function NewsletterSubscriptions() {
  const { search, setSearch, q, page, setPage } = usePagedSearch();
  const subscriptions = useSubscriptions({ q, page, pageSize: ADMIN_PAGE_SIZE });
  useNotifyOnQueryError(subscriptions, 'Could not load subscriptions');

  return (
    <div className="space-y-4">
      <ListToolbar
        id="subscription-search"
        label="Search subscriptions"
        placeholder="Search by email"
        value={search}
        onChange={setSearch}
        isFetching={subscriptions.isFetching && !subscriptions.isPending}
      />
      {subscriptions.isPending ? (
        <ListLoading text="Loading subscriptions..." rowClassName="h-12" rows={5} />
      ) : subscriptions.isError ? (
        <ListError
          title="Subscriptions could not be loaded"
          error={subscriptions.error}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : subscriptions.data.total === 0 ? (
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
            {subscriptions.data.items.map((subscription) => (
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
          <Pagination
            label="Subscription pages"
            page={subscriptions.data.page}
            pageSize={subscriptions.data.pageSize}
            total={subscriptions.data.total}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}
