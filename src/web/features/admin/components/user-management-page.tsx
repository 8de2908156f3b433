import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  MAKE_ADMIN_MESSAGES,
  type MakeAdminCodeForm,
  makeAdminCodeFormSchema,
} from '../../../../shared/admin';
import { can } from '../../../../shared/roles';
import { useSignedInUser } from '../../../app/session';
import { AccessDenied } from '../../../components/layout/access-screens';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { PageSkeleton } from '../../../components/ui/loading-frames';
import { PendingButton } from '../../../components/ui/pending-button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { authKeys, currentUserQueryOptions } from '../../auth';
import { adminKeys } from '../api/admin-keys';
import { makeAdminStatusQueryOptions } from '../api/get-make-admin-status';
import { usersTotalOf, useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { UsersSection } from './user-list';

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
            <MakeAdminCodeField />
          </CardContent>
        ) : null}
      </Card>
    </div>
  );
}

function useMakeAdminWithNotice() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const makeAdmin = useMakeAdmin();
  const onSuccess = () =>
    notify({
      type: 'success',
      title: 'You are now an administrator',
      description: 'Your role was changed to Administrator.',
    });
  const onRefused = (error: unknown) => {
    notify({
      type: 'error',
      title: 'Make Me Admin Refused',
      description: errorMessage(error),
      duration: 6000,
    });
    // Someone else may have become the first admin meanwhile, or made this user one ('already an administrator'):
    // the page then follows.
    void queryClient.invalidateQueries({ queryKey: adminKeys.makeAdminStatus() });
    void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
  };
  return { makeAdmin, onSuccess, onRefused };
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

/** Production: the one-time code the server printed at start-up; a wrong one is shown at the field. */
function MakeAdminCodeField() {
  const { makeAdmin, onSuccess, onRefused } = useMakeAdminWithNotice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MakeAdminCodeForm>({
    resolver: zodResolver(makeAdminCodeFormSchema),
    defaultValues: { bootstrapCode: '' },
  });

  const onSubmit = handleSubmit((values) =>
    makeAdmin.mutate(values, {
      onSuccess,
      onError: (error) => {
        if (isApiError(error) && error.fieldError('bootstrapCode')) {
          applyServerFieldErrors(error, ['bootstrapCode'], setError);
        } else {
          onRefused(error);
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Make Me Admin code"
        className="sm:flex-1"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        hint={MAKE_ADMIN_MESSAGES.codeHelp}
        error={errors.bootstrapCode?.message}
        {...register('bootstrapCode')}
      />
      <PendingButton
        type="submit"
        isPending={makeAdmin.isPending}
        icon={<ShieldCheck aria-hidden="true" className="size-4" />}
        className="sm:mt-7"
      >
        Make Me Admin
      </PendingButton>
    </form>
  );
}
