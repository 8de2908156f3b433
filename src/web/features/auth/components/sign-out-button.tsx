import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useLogout } from '../api/logout';

export function SignOutButton() {
  const logout = useLogout();
  const notify = useNotify();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={logout.isPending}
      aria-busy={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onError: (error) =>
            notify({ type: 'error', title: 'Logout Failed', description: errorMessage(error) }),
        })
      }
    >
      {logout.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
      Sign Out
    </Button>
  );
}
