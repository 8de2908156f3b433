import type { CurrentUser } from '../../shared/auth';
import { useCurrentUser } from '../features/auth/api/get-current-user';

/** The signed-in user, for components that only render behind the signed-in guard. */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser was called outside the signed-in area');
  return data;
}
