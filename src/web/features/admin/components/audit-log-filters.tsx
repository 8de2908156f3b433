import { X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '../../../../shared/admin-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SelectField, StackedField } from '../../../components/ui/stacked-field';
import type { AuditFilters } from '../api/admin-keys';

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
    actions: [
      'campaign.updated',
      'campaign.status_changed',
      'campaign.approval_requested',
      'campaign.approval_decided',
      'campaign.duplicated',
      'campaign.deleted',
      'insight.applied',
      'insight.undone',
    ],
  },
  {
    label: 'Report schedules',
    actions: [
      'report_schedule.created',
      'report_schedule.updated',
      'report_schedule.deleted',
      'report_schedule.sent',
    ],
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

type FilterKey = 'action' | 'from' | 'to';

/** The audit log's filters, read from the address (a reload or a shared link keeps them). */
export function useAuditFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const hasFilters = Boolean(filters.action || filters.from || filters.to);

  // A new filter replaces the address rather than adding to the history, and starts from the newest entry.
  const setFilter = (key: FilterKey, value: string) =>
    setSearchParams(
      (params) => {
        if (value) params.set(key, value);
        else params.delete(key);
        return params;
      },
      { replace: true },
    );
  const clearFilters = () => setSearchParams(new URLSearchParams(), { replace: true });

  return { filters, hasFilters, setFilter, clearFilters };
}

/** The action and date range filters, applied as they change (the form is never submitted). */
export function AuditFilterForm({
  filters,
  hasFilters,
  onFilterChange,
  onClear,
}: {
  filters: AuditFilters;
  hasFilters: boolean;
  onFilterChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  return (
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
        onChange={(value) => onFilterChange('action', value)}
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
      <DateFilter name="from" label="From" value={filters.from} max={filters.to} onChange={onFilterChange} />
      <DateFilter name="to" label="To" value={filters.to} min={filters.from} onChange={onFilterChange} />
      <Button variant="ghost" disabled={!hasFilters} onClick={onClear}>
        <X aria-hidden="true" className="size-4" />
        Clear filters
      </Button>
    </form>
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
