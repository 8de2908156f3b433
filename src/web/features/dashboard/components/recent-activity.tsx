import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityKind } from '../../../../shared/workspace';
import { SectionCard } from '../../../components/section-card';
import { ListEmpty, ListLoading, QueryList } from '../../../components/ui/list-states';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { type ActivityItem, useRecentActivity } from '../api/get-activity';

const DOT: Record<ActivityKind, string> = {
  launch: 'bg-emerald-500',
  status: 'bg-slate-400',
  approval: 'bg-amber-500',
  import: 'bg-sky-500',
  recommendation: 'bg-indigo-500',
};

/**
 * The workspace's newest events (GET /api/activity: launches, status changes, approvals, imports, applied
 * recommendations), as far as the reader's role sees campaigns. Only for roles that may view analytics.
 */
export function RecentActivity() {
  const activity = useRecentActivity();
  return (
    <SectionCard id="recent-activity-heading" title="Recent Activity">
      <QueryList
        query={activity}
        loading={<ListLoading text="Loading recent activity" rows={3} rowClassName="h-10" />}
        errorTitle="Recent activity could not be loaded"
        empty={
          <ListEmpty icon={History} title="Nothing has happened yet">
            Launches, approvals, imports and applied recommendations show here as they happen.
          </ListEmpty>
        }
      >
        {(items) => (
          <ol className="space-y-4">
            {items.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ol>
        )}
      </QueryList>
    </SectionCard>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', DOT[item.kind])} />
      <div className="min-w-0">
        <p className="text-sm break-words text-slate-800 dark:text-slate-200">
          {item.link ? (
            <Link
              to={item.link}
              className="rounded-sm hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:hover:text-indigo-300"
            >
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {item.actor ? `${item.actor.name} · ` : 'Automatically · '}
          <time dateTime={item.at} title={formatDateTime(item.at)}>
            {formatRelativeTime(item.at)}
          </time>
        </p>
      </div>
    </li>
  );
}
