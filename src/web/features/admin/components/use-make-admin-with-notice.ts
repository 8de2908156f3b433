import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { authKeys } from '../../auth';
import { adminKeys } from '../api/admin-keys';
import { useMakeAdmin } from '../api/make-admin';

/** Make Me Admin with its notifications, for the button (development) and the code form (production). */
export function useMakeAdminWithNotice() {
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
