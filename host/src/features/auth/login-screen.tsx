import {
  isSessionEndedState,
  safeRedirectTarget,
  SignInForm,
  useAuthStore,
  useIsAuthenticatedWithToken,
  whenIdle,
} from '@backoffice/shared/session';
import { useCallback, useEffect, useState } from 'react';
import { connectionAllowsPreload } from '../../platform/federation/preload-conditions';
import { preloadPushCode } from '../../platform/push/push-root';
import { usePageLoader } from '../../platform/routing/page-loader';
import { passwordSetEmail } from './password-set-state';
import { isSignOutState } from './sign-out-state';
import { TWO_FACTOR_ENROL_PATH } from './two-factor-enrolment';
import styles from './login-page.module.css';

// The sign-in rules and call load when the form is first used (SignInForm says why).
const loadSignIn = () =>
  import('@backoffice/shared').then(({ signIn, signInWithCode, signinRequestSchema }) => ({
    signIn,
    signInWithCode,
    signinRequestSchema,
  }));

export interface LoginScreenProps {
  /** The `next` query parameter, unchecked: only a same-origin path is followed. */
  next: string | null;
  /** The navigation state /login was reached with (sign-out, password set, session ended). */
  arrivalState: unknown;
  /** Shows the page at `to` in place of /login (a replace: Back does not return here). */
  leave: (to: string) => void;
  /** Starts loading what `leave` will need: at idle, and at the latest when the form is first used. */
  prepareToLeave?: () => void;
}

/**
 * /login without the router: the routed page (LoginPage) and the first page of a cold visit
 * (ColdLoginPage) both render it, so a visit that starts here loads no router (docs/design.md §2).
 * After signing in, back to the page the user was going to (same origin only).
 */
export function LoginScreen({ next, arrivalState, leave, prepareToLeave }: LoginScreenProps) {
  const isAuthenticated = useIsAuthenticatedWithToken();
  const logout = useAuthStore((state) => state.logout);
  const target = safeRedirectTarget(next, window.location.origin);
  const signingOut = isSignOutState(arrivalState);
  const passwordSetFor = passwordSetEmail(arrivalState);
  const sessionEnded = isSessionEndedState(arrivalState);
  const loader = usePageLoader();
  // Signed in here: the loader's signIn leaves once the target can render with its data, so the
  // redirect for an already signed-in visit must not go first.
  const [entering, setEntering] = useState(false);
  const alreadySignedIn = isAuthenticated && !signingOut && !entering;
  const loadSignInAndNextPage = useCallback(() => {
    prepareToLeave?.();
    // The area's code too, unless the person saves data: signing in needs it next.
    loader.prefetchAreaList(connectionAllowsPreload() ? target : undefined);
    return loadSignIn();
  }, [prepareToLeave, loader, target]);

  useEffect(() => {
    // The sign-out action has already asked the api to revoke the tokens; the signed-in shell,
    // with this session's query cache, is gone with the layout.
    if (signingOut) logout();
  }, [signingOut, logout]);

  useEffect(() => {
    if (alreadySignedIn) leave(target);
  }, [alreadySignedIn, leave, target]);

  useEffect(() => {
    // What signing in will need, fetched while the person types, unless they save data: the
    // target page's code (no data: there is no session yet) and the push code sign-in starts.
    if (!connectionAllowsPreload()) return;
    return whenIdle(() => {
      prepareToLeave?.();
      // Without waiting for the signed-in chunk, which the runtime that loads areas is part of.
      loader.prefetchAreaList(target);
      loader.load(target, 'type');
      preloadPushCode();
    });
  }, [loader, target, prepareToLeave]);

  if (alreadySignedIn) return null;
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
          loadSignIn={loadSignInAndNextPage}
          busy={entering}
          email={passwordSetFor}
          firstPage={() => loader.firstPage(target)}
          onSignedIn={({ mustEnrolTwoFactor, firstPage }) => {
            setEntering(true);
            // Two-factor an owner requires comes before anything else, the page asked for too.
            const to = mustEnrolTwoFactor ? TWO_FACTOR_ENROL_PATH : target;
            loader.signIn(to, () => leave(to), firstPage);
          }}
        />
      </section>
    </main>
  );
}
