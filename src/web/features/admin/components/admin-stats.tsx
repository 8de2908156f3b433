import { CalendarPlus, type LucideIcon, MailCheck, MessageSquare, MessageSquarePlus } from 'lucide-react';
import type { AdminStats } from '../../../../shared/admin';
import { Figure } from '../../../components/ui/figure';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatInteger } from '../../../lib/format';
import { useAdminStats } from '../api/get-admin-stats';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';

const COUNTERS: {
  key: Exclude<keyof AdminStats, 'timeZone'>;
  label: string;
  icon: LucideIcon;
  today?: boolean;
}[] = [
  { key: 'totalContacts', label: 'Total Contacts', icon: MessageSquare },
  { key: 'newsletterSubscribers', label: 'Newsletter Subscribers', icon: MailCheck },
  { key: 'todaysContacts', label: "Today's Contacts", icon: MessageSquarePlus, today: true },
  { key: 'todaysSubscriptions', label: "Today's Subscriptions", icon: CalendarPlus, today: true },
];

/** SPEC §2 Admin dashboard: the four counters; 'today' is the workspace's day, named in small print. */
export function AdminStatsCards() {
  const stats = useAdminStats();
  useNotifyOnQueryError(stats, 'Could not load the counters');

  if (stats.isError) {
    return (
      <ListError
        title="The counters could not be loaded"
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <section aria-label="Counters">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {COUNTERS.map(({ key, label, icon: Icon, today }) => (
          <div
            key={key}
            className="@container flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
              {/* Below 360 px the label gets the card's whole width ("Subscriptions" needs it); a longer word breaks. */}
              <span className="min-w-0 break-words hyphens-auto">{label}</span>
              <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400 max-[359px]:hidden" />
            </dt>
            {stats.data ? (
              <Figure
                as="dd"
                value={formatInteger(stats.data[key])}
                className="mt-2 text-slate-900 dark:text-white"
              />
            ) : (
              <dd className="mt-2">
                <Skeleton className="h-8 w-16 sm:h-9" />
              </dd>
            )}
            <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {today ? (stats.data ? `Today in ${stats.data.timeZone}` : '\u00a0') : 'All time'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
