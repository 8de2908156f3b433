import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { useSignedInUser } from './session';

export function DashboardRoute() {
  return <DashboardPage user={useSignedInUser()} />;
}
