import { useIsAuthenticatedWithToken } from './auth-store';
import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from '@backoffice/shared/router';
import { loginPathFor } from './safe-redirect';
import { sessionEndedState } from './session-ended-state';

/**
 * The protection wrapper (docs/spec.md §2, §6): its children render only with the login state saying
 * authenticated and an access token stored; anyone else goes to /login and comes back afterwards.
 * A session that ends under an open page (a 401 drops the login state before the 401 redirect
 * runs) reaches /login saying so.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useIsAuthenticatedWithToken();
  const location = useLocation();
  const wasAuthenticated = useRef(false);
  if (!isAuthenticated) {
    return (
      <Navigate
        to={loginPathFor(location.pathname + location.search)}
        replace
        state={wasAuthenticated.current ? sessionEndedState : undefined}
      />
    );
  }
  wasAuthenticated.current = true;
  return children;
}
