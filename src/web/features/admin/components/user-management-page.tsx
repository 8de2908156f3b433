import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Suspense } from 'react';
import { can } from '../../../../shared/roles';
import { useSignedInUser } from '../../../app/session';
import { AccessDenied } from '../../../components/layout/access-screens';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageSkeleton } from '../../../components/ui/loading-frames';
import { Spinner } from '../../../components/ui/spinner';
import { lazyComponent } from '../../../lib/lazy';
import { currentUserQueryOptions } from '../../auth';
import { makeAdminStatusQueryOptions } from '../api/get-make-admin-status';
import { usersTotalOf, useUsers } from '../api/get-users';
import { useMakeAdminWithNotice } from './use-make-admin-with-notice';
import { UsersSection } from './user-list';

/**
 * The code form validates with zod (and react-hook-form): only a non-admin on a production server sees it, so its code
 * downloads when it shows, not with the page every administrator opens.
 */
const MakeAdminCodeField = lazyComponent(() =>
  import('./make-admin-code-field').then((module) => module.MakeAdminCodeField),
);

/**
 * SPEC §2 User Management. Administrators manage roles here. DESIGN §6: a signed-in non-admin reaches this page
 * only to make the workspace's first administrator (Make Me Admin); once there is one, they get Access Denied.
 */
export function UserManagementPage() {
  const user = useSignedInUser();
  return can(user.role, 'admin:access') ? <ManageUsers /> : <MakeAdminBootstrap />;
}

function Header() {
  return (
    <PageHeader
      title="User Management"
      description="Everyone with an account in this workspace, and the role each one holds."
      back={{ to: '/admin', label: 'Back to Admin' }}
    />
  );
}

function ManageUsers() {
  const users = useUsers();
  const total = usersTotalOf(users.data);

  return (
    <div className="space-y-6">
      <Header />
      <Card>
        <CardHeader>
          <CardTitle>All Users{total === undefined ? '' : ` (${total})`}</CardTitle>
        </CardHeader>
        <CardContent>
          <UsersSection />
        </CardContent>
      </Card>
    </div>
  );
}

function MakeAdminBootstrap() {
  // Both cached answers can be out of date (they never go stale by default): the role may have changed since
  // sign-in (another admin, `npm run user:role`), and an admin may have appeared since the last visit. Make Me Admin
  // is offered only on answers fetched for this visit, so an administrator never sees it.
  const session = useQuery({ ...currentUserQueryOptions(), refetchOnMount: 'always' });
  const status = useQuery({ ...makeAdminStatusQueryOptions(), refetchOnMount: 'always' });
  if (status.isPending || status.isFetching || session.isFetching) {
    return <PageSkeleton />;
  }
  if (status.isError || status.data.hasAdmin) return <AccessDenied />;
  return (
    <div className="space-y-6">
      <Header />
      <Card>
        <CardHeader className="flex-col gap-4 pb-5 sm:flex-row sm:items-center">
          <div>
            <CardTitle>Quick Actions</CardTitle>
            <CardDescription>
              This workspace has no administrator yet. Make Me Admin makes you its first one; after that,
              administrators change roles in the user list.
              {status.data.codeRequired
                ? ' On this server it asks for the one-time code from the server log, so that only whoever runs the server can claim the workspace.'
                : null}
            </CardDescription>
          </div>
          {status.data.codeRequired ? null : <MakeAdminButton />}
        </CardHeader>
        {status.data.codeRequired ? (
          <CardContent>
            <Suspense fallback={<Spinner />}>
              <MakeAdminCodeField />
            </Suspense>
          </CardContent>
        ) : null}
      </Card>
    </div>
  );
}

/** Development: the bootstrap needs no code. */
function MakeAdminButton() {
  const { makeAdmin, onSuccess, onRefused } = useMakeAdminWithNotice();
  return (
    <Button
      disabled={makeAdmin.isPending}
      onClick={() => makeAdmin.mutate({}, { onSuccess, onError: onRefused })}
    >
      {makeAdmin.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" className="size-4" />}
      Make Me Admin
    </Button>
  );
}
