import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NEW_ACCOUNT_PARAM } from '../../shared/auth-rules';
import { useIsFirstVisitAfterRegistering } from '../features/auth/api/register';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { useSignedInUser } from './session';

/**
 * A new account is welcomed to the product once: after registering in this tab, or when Google sign-in created
 * the account (it lands on /?welcome=new; the parameter is read once and taken out of the address, so a reload or
 * a bookmark welcomes back).
 */
export function DashboardRoute() {
  const user = useSignedInUser();
  const justRegistered = useIsFirstVisitAfterRegistering(user.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const [arrivedNew] = useState(() => searchParams.get(NEW_ACCOUNT_PARAM) === 'new');
  useEffect(() => {
    if (!searchParams.has(NEW_ACCOUNT_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(NEW_ACCOUNT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  return <DashboardPage user={user} isNewAccount={justRegistered || arrivedNew} />;
}
