import { useIsAuthenticatedWithToken } from './auth-store';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@backoffice/shared/router';
import { loginPathFor } from './safe-redirect';

/**
 * The protection wrapper (docs/spec.md §2, §6): its children render only with the login state saying
 * authenticated and an access token stored; anyone else goes to /login and comes back afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useIsAuthenticatedWithToken();
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return children;
}
