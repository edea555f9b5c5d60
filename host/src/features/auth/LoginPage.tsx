import {
  revokeSessionOnServer,
  useAuthStore,
  useIsAuthenticatedWithToken,
} from '@backoffice/shared';
import { safeRedirectTarget, SignInForm } from '@backoffice/shared/dev-shell';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isSignOutState } from './sign-out-state';
import styles from './LoginPage.module.css';

/** /login: after signing in, back to the page the user was going to (same origin only). */
export function LoginPage() {
  const isAuthenticated = useIsAuthenticatedWithToken();
  const logout = useAuthStore((state) => state.logout);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('next'), window.location.origin);
  const signingOut = isSignOutState(location.state);

  useEffect(() => {
    if (!signingOut) return;
    // Reads the tokens before logout clears them; the api refuses them from then on.
    void revokeSessionOnServer();
    logout();
    // The next admin to sign in must not see this session's data.
    queryClient.clear();
  }, [signingOut, logout, queryClient]);

  if (isAuthenticated && !signingOut) return <Navigate to={target} replace />;
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Back-office sign in
        </h1>
        <p className={styles.lead}>Staff only. Sign in with your admin account.</p>
        <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />
      </section>
    </main>
  );
}
