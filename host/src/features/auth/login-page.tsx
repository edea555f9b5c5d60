import { useLocation, useNavigate, useSearchParams, Navigate } from '@backoffice/shared/router';
import {
  isSessionEndedState,
  safeRedirectTarget,
  SignInForm,
  useAuthStore,
  useIsAuthenticatedWithToken,
} from '@backoffice/shared/session';
import { useEffect, useState } from 'react';
import { connectionAllowsPreload, whenIdle } from '../federation/preload-conditions';
import { preloadForSignIn, startSignedIn } from '../federation/signed-in-start';
import { passwordSetEmail } from './password-set-state';
import { isSignOutState } from './sign-out-state';
import styles from './login-page.module.css';

// The sign-in rules and call load when the form is first used (SignInForm says why).
const loadSignIn = () =>
  import('@backoffice/shared').then(({ signIn, signinRequestSchema }) => ({
    signIn,
    signinRequestSchema,
  }));

/** /login: after signing in, back to the page the user was going to (same origin only). */
export function LoginPage() {
  const isAuthenticated = useIsAuthenticatedWithToken();
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('next'), window.location.origin);
  const signingOut = isSignOutState(location.state);
  const passwordSetFor = passwordSetEmail(location.state);
  const sessionEnded = isSessionEndedState(location.state);
  // Signed in here: startSignedIn navigates once the target can render with its data, so the
  // redirect for an already signed-in visit must not go first.
  const [entering, setEntering] = useState(false);

  useEffect(() => {
    // The sign-out action has already asked the api to revoke the tokens; the signed-in shell,
    // with this session's query cache, is gone with the layout.
    if (signingOut) logout();
  }, [signingOut, logout]);

  useEffect(() => {
    // What signing in will need, fetched while the person types, unless they save data.
    if (!connectionAllowsPreload()) return;
    return whenIdle(() => preloadForSignIn(target));
  }, [target]);

  if (isAuthenticated && !signingOut && !entering) return <Navigate to={target} replace />;
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Back-office sign in
        </h1>
        <p className={styles.lead}>Staff only. Sign in with your admin account.</p>
        {passwordSetFor && (
          <p role="status" className={styles.notice}>
            Your password is set. Sign in as {passwordSetFor} with it.
          </p>
        )}
        {sessionEnded && (
          <p role="status" className={styles.notice}>
            Your session has ended. Sign in again to continue.
          </p>
        )}
        <SignInForm
          loadSignIn={loadSignIn}
          busy={entering}
          email={passwordSetFor}
          onSignedIn={() => {
            setEntering(true);
            startSignedIn(target, () => void navigate(target, { replace: true }));
          }}
        />
      </section>
    </main>
  );
}
