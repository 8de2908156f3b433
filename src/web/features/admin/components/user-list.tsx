import { Users } from 'lucide-react';
import type { AdminUser } from '../../../../shared/admin';
import { normalizeRole, ROLE_DISPLAY_NAMES } from '../../../../shared/roles';
import { useSignedInUser } from '../../../app/session';
import { QueryLoadMore } from '../../../components/query-load-more';
import { Badge } from '../../../components/ui/badge';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { usersOf, usersTotalOf, useUsers } from '../api/get-users';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';
import { RoleSelect } from './role-select';
import { Timestamp } from './timestamp';
import { UserAccessActions } from './user-access-actions';
import { fullName, initialOf } from './user-name';

/** SPEC §2 Manage Users / All Users: who has an account, and the role each one holds. */
export function UserList({ users }: { users: AdminUser[] }) {
  if (users.length === 0) {
    return (
      <ListEmpty icon={Users} title="No users found">
        People appear here once they register.
      </ListEmpty>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {users.map((user) => (
        <UserRow key={user.id} user={user} />
      ))}
    </ul>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const me = useSignedInUser();
  const role = normalizeRole(user.role);
  const name = fullName(user);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
        >
          {initialOf(user)}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-slate-900 dark:text-white">{name}</span>
            <span className="break-all text-sm text-slate-500 dark:text-slate-400">@{user.username}</span>
            <Badge tone={role === 'admin' ? 'accent' : 'neutral'}>{ROLE_DISPLAY_NAMES[role]}</Badge>
            {user.disabledAt ? <Badge tone="danger">Disabled</Badge> : null}
          </p>
          <p className="mt-0.5 break-all text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
          <p className="mt-0.5">
            <Timestamp iso={user.createdAt} prefix="Joined" />
          </p>
          {user.disabledAt ? (
            <p className="mt-0.5">
              <Timestamp iso={user.disabledAt} prefix="Disabled" />
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:shrink-0 sm:items-end">
        <RoleSelect user={user} />
        <UserAccessActions user={user} isSelf={user.id === me.id} />
      </div>
    </li>
  );
}

/** The user list with its loading, failure and empty states, loading more users as it scrolls. */
export function UsersSection() {
  const users = useUsers();
  useNotifyOnQueryError(users, 'Could not load users');
  const list = usersOf(users.data);
  if (users.isPending) return <ListLoading text="Loading users..." rowClassName="h-16" />;
  if (users.isError && !list) {
    return (
      <ListError title="Users could not be loaded" error={users.error} onRetry={() => void users.refetch()} />
    );
  }
  return (
    <>
      <UserList users={list ?? []} />
      {list?.length ? (
        <div className="mt-4 border-t border-slate-200 dark:border-slate-800">
          <QueryLoadMore
            query={users}
            shown={list.length}
            total={usersTotalOf(users.data) ?? list.length}
            noun="users"
            loadOnScroll
          />
        </div>
      ) : null}
    </>
  );
}
