import { Building2, Inbox, Mail, Reply, SearchX } from 'lucide-react';
import type { Contact } from '../../../../shared/contacts';
import { AnchorButton } from '../../../components/anchor-button';
import { Badge } from '../../../components/ui/badge';
import { ListEmpty, ListLoading } from '../../../components/ui/list-states';
import { useContacts } from '../api/get-contacts';
import { replyToContactHref } from '../mailto';
import { useListSearch } from '../use-list-search';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';
import { SearchedPagedList } from './paged-list';
import { Timestamp } from './timestamp';

const PLAN_LABELS: Record<string, string> = {
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

/** SPEC §2 Contact Messages: newest first, searched on the server, more loading as the list scrolls. */
export function ContactMessages() {
  const search = useListSearch();
  const { q } = search;
  const contacts = useContacts(q);
  useNotifyOnQueryError(contacts, 'Could not load contact messages');

  return (
    <SearchedPagedList
      search={search}
      searchBox={{
        id: 'contact-search',
        label: 'Search contact messages',
        placeholder: 'Search by name, email, company or message',
      }}
      query={contacts}
      noun="messages"
      errorTitle="Contact messages could not be loaded"
      loading={<ListLoading text="Loading contacts..." rowClassName="h-36" />}
      empty={
        q ? (
          <ListEmpty icon={SearchX} title="No matching messages">
            {`Nothing matches “${q}”. Try another name or email.`}
          </ListEmpty>
        ) : (
          <ListEmpty icon={Inbox} title="No messages yet">
            Messages sent from the contact form on the landing page show up here.
          </ListEmpty>
        )
      }
    >
      {(list) => (
        <ul className="space-y-3" aria-label="Contact messages">
          {list.map((contact) => (
            <ContactCard key={contact.id} contact={contact} />
          ))}
        </ul>
      )}
    </SearchedPagedList>
  );
}

function ContactCard({ contact }: { contact: Contact }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900 dark:text-white">{contact.name}</h3>
            {contact.planInterest ? (
              <Badge tone="accent">{PLAN_LABELS[contact.planInterest] ?? contact.planInterest} plan</Badge>
            ) : null}
          </div>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              {/* Whole, however long: an address cut to an ellipsis cannot be read or copied. */}
              <span className="break-all">{contact.email}</span>
            </span>
            {contact.company ? (
              <span className="inline-flex items-center gap-1.5">
                <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                {contact.company}
              </span>
            ) : null}
          </p>
          <Timestamp iso={contact.createdAt} />
        </div>
        <AnchorButton
          href={replyToContactHref(contact.email)}
          aria-label={`Reply via Email to ${contact.name}`}
          icon={Reply}
          size="sm"
        >
          Reply via Email
        </AnchorButton>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-sm leading-6 text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
        {contact.message}
      </p>
    </li>
  );
}
