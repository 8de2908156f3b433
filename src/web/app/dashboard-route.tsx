import { useIsFirstVisitAfterRegistering } from '../features/auth/api/register';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { useSignedInUser } from './session';

export function DashboardRoute() {
  const user = useSignedInUser();
  return <DashboardPage user={user} isNewAccount={useIsFirstVisitAfterRegistering(user.id)} />;
}
