import { ShieldCheck } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { useNotifyOnQueryError } from '../use-notify-on-query-error';
import { UserList } from './user-list';

/** SPEC §2 User Management. */
export function UserManagementPage() {
  const users = useUsers();
  useNotifyOnQueryError(users, 'Could not load users');

  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        description="Everyone with an account in this workspace, and the role each one holds."
        back={{ to: '/admin', label: 'Back to Admin' }}
      />
      <QuickActions />
      <Card>
        <CardHeader>
          <CardTitle>All Users{users.data ? ` (${users.data.length})` : ''}</CardTitle>
        </CardHeader>
        <CardContent>
          {users.isPending ? (
            <ListLoading text="Loading users..." rowClassName="h-16" />
          ) : users.isError ? (
            <ListError
              title="Users could not be loaded"
              error={users.error}
              onRetry={() => void users.refetch()}
            />
          ) : (
            <UserList users={users.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * Make Me Admin (SPEC §2, §4). DESIGN §6: the server grants it only while the workspace has no admin, so here it
 * is normally refused, and the refusal says why.
 */
function QuickActions() {
  const notify = useNotify();
  const makeAdmin = useMakeAdmin();
  return (
    <Card>
      <CardHeader className="flex-col pb-5 sm:flex-row sm:items-center">
        <div>
          <CardTitle>Quick Actions</CardTitle>
          <CardDescription>
            Make Me Admin works only while this workspace has no administrator (its first setup). After that,
            administrators change roles in the list below.
          </CardDescription>
        </div>
        <Button
          disabled={makeAdmin.isPending}
          onClick={() =>
            makeAdmin.mutate(undefined, {
              onSuccess: () =>
                notify({
                  type: 'success',
                  title: 'You are now an administrator',
                  description: 'Your role was changed to Administrator.',
                }),
              onError: (error) =>
                notify({
                  type: 'error',
                  title: 'Make Me Admin Refused',
                  description: errorMessage(error),
                  duration: 6000,
                }),
            })
          }
        >
          {makeAdmin.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" className="size-4" />}
          Make Me Admin
        </Button>
      </CardHeader>
    </Card>
  );
}
