import { Settings } from 'lucide-react';
import type { CurrentUser } from '../../../../shared/auth';
import { type Capability, normalizeRole, ROLE_DISPLAY_NAMES, rolesFor } from '../../../../shared/roles';
import { LinkButton } from '../../../components/link-button';
import { SectionCard } from '../../../components/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/form-errors';
import { useWorkspaceAdmins } from '../api/get-workspace-admins';

/**
 * A plain user's dashboard below the Basic User notice (issue 30, item 7): their account, with what they can change
 * there, and what their role allows, which roles open the rest and whom to ask for one. No empty cards.
 */
export function PlainUserPanel({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <YourAccount user={user} />
      <YourAccess />
    </div>
  );
}

function YourAccount({ user }: { user: CurrentUser }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const facts: [string, string][] = [
    ['Name', name],
    ['Username', user.username],
    ['Email', user.email],
    ['Role', ROLE_DISPLAY_NAMES[normalizeRole(user.role)]],
  ];
  return (
    <SectionCard
      id="your-account-heading"
      title="Your account"
      description="Keep your details current and your sign-in safe."
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
            <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <LinkButton to="/account" icon={Settings}>
          Account settings
        </LinkButton>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Change your name or email, your password, and turn on two-step sign-in.
      </p>
    </SectionCard>
  );
}

/** What opens with another role, from the one role table (shared/roles.ts). */
const LOCKED: { capability: Capability; what: string }[] = [
  { capability: 'analytics:view', what: 'View analytics and performance reports' },
  { capability: 'campaigns:manage', what: 'Create, launch and manage campaigns' },
];

const roleNames = (capability: Capability) => rolesFor(capability).map((role) => ROLE_DISPLAY_NAMES[role]);

function YourAccess() {
  return (
    <SectionCard
      id="your-access-heading"
      title="Your access"
      description="What your User role opens, and what not yet."
    >
      <ul className="space-y-1.5 text-sm text-slate-800 dark:text-slate-200">
        <li>You can: see this dashboard and manage your own account.</li>
        {LOCKED.map(({ capability, what }) => (
          <li key={capability}>
            {what}: needs the role {joinOr(roleNames(capability))}.
          </li>
        ))}
      </ul>
      <AdminsToAsk />
    </SectionCard>
  );
}

function AdminsToAsk() {
  const admins = useWorkspaceAdmins();
  const heading = (
    <h3 className="text-sm font-medium text-slate-900 dark:text-white">Whom to ask for a role</h3>
  );
  if (admins.isPending) {
    return (
      <div className="mt-4 space-y-2">
        {heading}
        <p role="status" className="sr-only">
          Loading the administrators
        </p>
        <Skeleton className="h-5 w-48" />
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-1">
      {heading}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {admins.isError
          ? `The administrators could not be loaded (${errorMessage(admins.error)}). Any administrator of your team can change your role.`
          : admins.data.length === 0
            ? 'Your workspace has no administrator yet: ask whoever runs Northstar for your team.'
            : `An administrator changes roles: ask ${joinAnd(admins.data.map((a) => a.name))}.`}
      </p>
    </div>
  );
}

const joinWith = (word: string) => (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
const joinOr = joinWith('or');
const joinAnd = joinWith('and');
