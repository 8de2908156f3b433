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
      {/* Below 360 px (a 320 px phone) the header has room for the icon only; the name stays for screen readers. */}
      <span className="max-[359px]:sr-only">Sign Out</span>
    </PendingButton>
  );
}
