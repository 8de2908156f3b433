import { LogOut } from 'lucide-react';
import { PendingButton } from '../../../components/ui/pending-button';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useLogout } from '../api/logout';

export function SignOutButton() {
  const logout = useLogout();
  const notify = useNotify();
  return (
    <PendingButton
      variant="secondary"
      size="sm"
      isPending={logout.isPending}
      icon={<LogOut aria-hidden="true" className="size-4" />}
      onClick={() =>
        logout.mutate(undefined, {
          onError: (error) =>
            notify({ type: 'error', title: 'Logout Failed', description: errorMessage(error) }),
        })
      }
    >
      Sign Out
    </PendingButton>
  );
}
