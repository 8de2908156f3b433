import { Download, ScrollText, SearchX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../../../shared/admin';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { SelectField, StackedField } from '../../../components/ui/stacked-field';
import { itemsOfPages, totalOfPages } from '../../../lib/api-page';
import { describeUserAgent } from '../../../lib/user-agent';
import type { AuditFilters } from '../api/admin-keys';
import { auditExportUrl, useAuditLog } from '../api/get-audit-log';
import { auditChanges, formatAuditChange } from '../audit-diff';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';
import { Timestamp } from './timestamp';

const ACTIONS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The action filter's sections; an action missing here still appears, under "Other". */
const ACTION_GROUPS: { label: string; actions: AuditAction[] }[] = [
  {
    label: 'Sign-in and account security',
    actions: [
      'auth.login_succeeded',
      'auth.login_failed',
      'auth.locked',
      'auth.reset_requested',
      'auth.reset_completed',
      'auth.password_changed',
      'auth.sessions_revoked',
    ],
  },
  { label: 'Users and roles', actions: ['user.role_changed', 'user.made_admin'] },
  {
    label: 'Campaigns',
    actions: ['campaign.status_changed', 'campaign.deleted', 'insight.applied', 'insight.undone'],
  },
  {
    label: 'Google Ads',
    actions: ['google_ads.connected', 'google_ads.disconnected', 'google_ads.connection_changed'],
  },
];
const GROUPED = new Set(ACTION_GROUPS.flatMap((group) => group.actions));
const FILTER_GROUPS = [
  ...ACTION_GROUPS,
  { label: 'Other', actions: ACTIONS.filter((action) => !GROUPED.has(action)) },
].filter((group) => group.actions.length > 0);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readFilters(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    action: (ACTIONS as string[]).includes(action) ? (action as AuditAction) : '',
    from: ISO_DATE.test(from) ? from : '',
    to: ISO_DATE.test(to) ? to : '',
  };
}

/** Who changed what, and when (DESIGN §9: role changes, status changes, applied recommendations, security events). */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const audit = useAuditLog(filters);
  useNotifyOnQueryError(audit, 'Could not load the audit log');
  const entries = itemsOfPages(audit.data, (entry) => entry.id);
  const hasFilters = Boolean(filters.action || filters.from || filters.to);

  // Filters live in the address (a reload or a shared link keeps them); a new filter starts from the newest entry.
  const setFilter = (key: 'action' | 'from' | 'to', value: string) =>
    setSearchParams(
      (params) => {
        if (value) params.set(key, value);
        else params.delete(key);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit Log"
        description="Every sign-in, password and session event, role change, campaign status change and applied recommendation, newest first."
        back={{ to: '/admin', label: 'Back to Admin' }}
        actions={
          <a href={auditExportUrl(filters)} download className={buttonClasses('secondary', 'md')}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        }
      />

      <Card>
        <form
          aria-label="Audit log filters"
          className="grid gap-4 border-b border-slate-200 p-4 sm:grid-cols-2 sm:px-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end dark:border-slate-800"
          onSubmit={(event) => event.preventDefault()}
        >
          <SelectField
            label="Action"
            id="audit-action"
            className="sm:col-span-2 lg:col-span-1"
            value={filters.action}
            onChange={(value) => setFilter('action', value)}
          >
            <option value="">All actions</option>
            {FILTER_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.actions.map((action) => (
                  <option key={action} value={action}>
                    {AUDIT_ACTIONS[action]}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          {/* Each date bounds the other, so the picker never offers a range that ends before it starts. */}
          <DateFilter name="from" label="From" value={filters.from} max={filters.to} onChange={setFilter} />
          <DateFilter name="to" label="To" value={filters.to} min={filters.from} onChange={setFilter} />
          <Button
            variant="ghost"
            disabled={!hasFilters}
            onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}
          >
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        </form>

        <div className="p-4 sm:p-5">
          {audit.isError && !entries ? (
            <ListError
              title="The audit log could not be loaded"
              error={audit.error}
              onRetry={() => void audit.refetch()}
            />
          ) : !entries ? (
            <ListLoading text="Loading audit log..." rowClassName="h-12" rows={5} />
          ) : entries.length === 0 ? (
            hasFilters ? (
              <ListEmpty icon={SearchX} title="No entries match these filters">
                Choose another action or widen the dates.
              </ListEmpty>
            ) : (
              <ListEmpty icon={ScrollText} title="No audit entries yet">
                Sign-ins, password and session changes, role changes, campaign status changes and applied
                recommendations are recorded here.
              </ListEmpty>
            )
          ) : (
            <div className="space-y-4">
              <AuditTable entries={entries} isFetching={audit.isFetching && !audit.isFetchingNextPage} />
              <LoadMore
                shown={entries.length}
                total={totalOfPages(audit.data) ?? entries.length}
                hasMore={audit.hasNextPage}
                isLoading={audit.isFetchingNextPage}
                error={audit.isFetchNextPageError ? audit.error : null}
                onLoadMore={() => void audit.fetchNextPage()}
                noun="entries"
                loadOnScroll
              />
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}

const AUDIT_LABEL = 'Audit log entries';

// Tables get tabular figures (base.css); in names, Inter's tabular hyphen reads as 'demo - admin'.
const AUDIT_COLUMNS: DataColumn<AuditEntry>[] = [
  { header: 'When', className: 'align-top', cell: (entry) => <Timestamp iso={entry.at} stacked /> },
  { header: 'Who', className: 'align-top normal-nums', cell: (entry) => <AuditActor entry={entry} /> },
  { header: 'What', className: 'align-top normal-nums', cell: (entry) => <AuditWhat entry={entry} /> },
  { header: 'Before → After', className: 'align-top', cell: (entry) => <AuditChanges entry={entry} /> },
];

/**
 * A table from the sm breakpoint on (scrolling in a named region when narrower than its columns), cards below. In
 * the server's order, newest first: the pages load in that order, so the table is not sortable.
 */
function AuditTable({ entries, isFetching }: { entries: AuditEntry[]; isFetching: boolean }) {
  return (
    <div className="relative">
      {isFetching ? (
        <span className="absolute top-2 right-2 z-10">
          <Spinner label="Updating list" className="text-indigo-600" />
        </span>
      ) : null}
      <DataTable<AuditEntry>
        caption={AUDIT_LABEL}
        columns={AUDIT_COLUMNS}
        rows={entries}
        rowKey={(entry) => String(entry.id)}
        // Narrower than its content: long targets and changes wrap instead of widening the table without end.
        minWidthClassName="min-w-[44rem]"
        cards={
          <ul aria-label={AUDIT_LABEL} className="divide-y divide-slate-200 dark:divide-slate-800">
            {entries.map((entry) => (
              <AuditCard key={entry.id} entry={entry} />
            ))}
          </ul>
        }
      />
    </div>
  );
}

/** One end of the date range filter; `min` and `max` are the other end's date, or empty. */
function DateFilter({
  name,
  label,
  value,
  min,
  max,
  onChange,
}: {
  name: 'from' | 'to';
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (name: 'from' | 'to', value: string) => void;
}) {
  const id = `audit-${name}`;
  return (
    <StackedField label={label} htmlFor={id}>
      <Input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </StackedField>
  );
}

/** One labelled detail of an audit card; the small caps label matches the table's column headers. */
function CardDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="pt-px text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {term}
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/** The same record on a phone: what happened and when first, then who, then the change. */
function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <li className="space-y-2 py-3 text-sm wrap-break-word first:pt-0 last:pb-0">
      <div className="space-y-0.5">
        <Timestamp iso={entry.at} />
        <AuditWhat entry={entry} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
        <CardDetail term="Who">
          <AuditActor entry={entry} />
        </CardDetail>
        <CardDetail term="Change">
          <AuditChanges entry={entry} />
        </CardDetail>
      </dl>
    </li>
  );
}

function AuditActor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {entry.actor ? (
        <>
          <span className="font-medium text-slate-900 dark:text-white" title={`User id ${entry.actor.id}`}>
            {entry.actor.name}
          </span>{' '}
          <span className="text-slate-500 dark:text-slate-400">@{entry.actor.username}</span>
        </>
      ) : (
        // A request with no account behind it came from a visitor (a failed sign-in); without one, a job.
        <span className="text-slate-600 dark:text-slate-300">
          {entry.ip || entry.userAgent ? 'Not signed in' : 'System'}
        </span>
      )}
      {entry.ip || entry.userAgent ? (
        <span
          className="block text-xs text-slate-500 dark:text-slate-400"
          title={entry.userAgent ?? undefined}
        >
          {[entry.ip, describeUserAgent(entry.userAgent)].filter(Boolean).join(' · ')}
        </span>
      ) : null}
    </>
  );
}

function AuditWhat({ entry }: { entry: AuditEntry }) {
  const actionLabel = AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action;
  return (
    <>
      <span className="block font-medium text-slate-900 dark:text-white">{actionLabel}</span>
      <span className="block text-slate-600 dark:text-slate-300" title={targetHint(entry)}>
        {targetText(entry)}
      </span>
    </>
  );
}

function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after, entry.mentions);
  return changes.length ? (
    <ul className="space-y-0.5 font-mono text-xs text-slate-700 dark:text-slate-300">
      {changes.map((change) => (
        <li key={change.key} title={change.ids.length ? `Id ${change.ids.join(', ')}` : undefined}>
          {formatAuditChange(change)}
        </li>
      ))}
    </ul>
  ) : (
    <span className="text-slate-400">—</span>
  );
}

const DELETED_TARGETS: Record<string, string> = { user: 'A deleted user', campaign: 'A deleted campaign' };

/**
 * The target as a reader knows it, by name (its id on hover); a login or address that matched no account is said
 * to be unknown, and a user or campaign since deleted is said to be.
 */
function targetText(entry: AuditEntry): string {
  if (entry.targetType === 'login') return `Unknown login “${entry.targetId}”`;
  if (entry.targetType === 'email') return `Unknown e-mail ${entry.targetId}`;
  if (entry.targetType === 'google_ads') return 'Google Ads connection';
  return entry.targetLabel ?? DELETED_TARGETS[entry.targetType] ?? entry.targetId;
}

function targetHint(entry: AuditEntry): string | undefined {
  return entry.targetType === 'user' || entry.targetType === 'campaign'
    ? `${entry.targetType === 'user' ? 'User' : 'Campaign'} id ${entry.targetId}`
    : undefined;
}
