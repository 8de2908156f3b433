import { MailPlus, SearchX, Send } from 'lucide-react';
import { AnchorButton } from '../../../components/anchor-button';
import { ListEmpty, ListLoading } from '../../../components/ui/list-states';
import { useSubscriptions } from '../api/get-subscriptions';
import { emailSubscriberHref } from '../mailto';
import { useListSearch } from '../use-list-search';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';
import { SearchedPagedList } from './paged-list';
import { Timestamp } from './timestamp';

/** SPEC §2 Newsletter Subscriptions: newest first, searched on the server, more loading as the list scrolls. */
export function NewsletterSubscriptions() {
  const search = useListSearch();
  const { q } = search;
  const subscriptions = useSubscriptions(q);
  useNotifyOnQueryError(subscriptions, 'Could not load subscriptions');

  return (
    <SearchedPagedList
      search={search}
      searchBox={{ id: 'subscription-search', label: 'Search subscriptions', placeholder: 'Search by email' }}
      query={subscriptions}
      noun="subscribers"
      errorTitle="Subscriptions could not be loaded"
      loading={<ListLoading text="Loading subscriptions..." rowClassName="h-12" rows={5} />}
      empty={
        q ? (
          <ListEmpty icon={SearchX} title="No matching subscribers">
            {`Nothing matches “${q}”.`}
          </ListEmpty>
        ) : (
          <ListEmpty icon={MailPlus} title="No subscribers yet">
            Visitors who sign up for the newsletter on the landing page show up here.
          </ListEmpty>
        )
      }
    >
      {(list) => (
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
                {/* Whole, however long: an address cut to an ellipsis cannot be read or copied. */}
                <p className="break-all font-medium text-slate-900 dark:text-white">{subscription.email}</p>
                <Timestamp iso={subscription.subscribedAt} prefix="Subscribed" />
              </div>
              <AnchorButton
                href={emailSubscriberHref(subscription.email)}
                aria-label={`Email ${subscription.email}`}
                icon={Send}
                size="sm"
              >
                Email
              </AnchorButton>
            </li>
          ))}
        </ul>
      )}
    </SearchedPagedList>
  );
}
