import { Download, ScrollText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AuditEntry } from '../../../../shared/admin';
import { AUDIT_ACTIONS, type AuditAction } from '../../../../shared/admin-rules';
import { AnchorButton } from '../../../components/anchor-button';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/page-header';
import { Card } from '../../../components/ui/card';
import { ListEmpty, ListLoading } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { describeUserAgent } from '../../../lib/user-agent';
import { auditExportUrl, useAuditLog } from '../api/get-audit-log';
import { auditChanges, formatAuditChange } from '../audit-diff';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';
import { AuditFilterForm, useAuditFilters } from './audit-log-filters';
import { PagedList } from './paged-list';
import { Timestamp } from './timestamp';

/** Who changed what, and when (DESIGN §9: role changes, status changes, applied recommendations, security events). */
export function AuditLogPage() {
  const { filters, hasFilters, setFilter, clearFilters } = useAuditFilters();
  const audit = useAuditLog(filters);
  useNotifyOnQueryError(audit, 'Could not load the audit log');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit Log"
        description="Every sign-in, password and session event, role change, campaign status change and applied recommendation, newest first."
        back={{ to: '/admin', label: 'Back to Admin' }}
        actions={
          <AnchorButton href={auditExportUrl(filters)} download icon={Download}>
            Export CSV
          </AnchorButton>
        }
      />

      <Card>
        <AuditFilterForm
          filters={filters}
          hasFilters={hasFilters}
          onFilterChange={setFilter}
          onClear={clearFilters}
        />
        <div className="p-4 sm:p-5">
          <AuditLogList audit={audit} hasFilters={hasFilters} />
        </div>
      </Card>
    </div>
  );
}

/** The entries loaded so far, with more on scroll; or why there are none (loading, failed, or nothing matches). */
function AuditLogList({ audit, hasFilters }: { audit: ReturnType<typeof useAuditLog>; hasFilters: boolean }) {
  return (
    <PagedList
      query={audit}
      noun="entries"
      errorTitle="The audit log could not be loaded"
      loading={<ListLoading text="Loading audit log..." rowClassName="h-12" rows={5} />}
      empty={
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
      }
    >
      {(entries) => (
        <AuditTable entries={entries} isFetching={audit.isFetching && !audit.isFetchingNextPage} />
      )}
    </PagedList>
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
