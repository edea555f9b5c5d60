import { createQueryClient, selectUser, useAuthStore } from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from '@backoffice/shared/router';
import { BackofficeProviders } from './backoffice-providers';
import { RequireAuth, safeRedirectTarget, SignInForm } from '@backoffice/shared/session';
import styles from './dev-shell.module.css';

export interface DevShellProps {
  /** The area's name, shown in the shell's header. */
  area: string;
  /** Where the host mounts the area (`/support`); the remote's App renders under it. */
  basePath: string;
  /** The remote's App. */
  children: ReactNode;
}

// The sign-in rules and call, loaded when the form is first used (as on the host's /login).
const loadSignIn = () =>
  import('@backoffice/shared').then(({ signIn, signInWithCode, signinRequestSchema }) => ({
    signIn,
    signInWithCode,
    signinRequestSchema,
  }));

function DevShellLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const next = new URLSearchParams(location.search).get('next');
  return (
    <main className={styles.login}>
      <h1>Sign in</h1>
      <SignInForm
        loadSignIn={loadSignIn}
        onSignedIn={() => void navigate(safeRedirectTarget(next, window.location.origin))}
      />
    </main>
  );
}

function DevShellFrame({ area, children }: { area: string; children: ReactNode }) {
  const user = useAuthStore(selectUser);
  const logout = useAuthStore((state) => state.logout);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <strong>{area} (standalone)</strong>
        <span className={styles.user}>{user?.email}</span>
        <Button variant="ghost" size="sm" onClick={logout}>
          Sign out
        </Button>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

/**
 * Runs one remote on its own (`pnpm --filter remote-support dev`) with the host's providers and a
 * sign-in, so its team can work without the host. Not part of the federated page.
 */
export function DevShell({ area, basePath, children }: DevShellProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <BackofficeProviders queryClient={queryClient}>
      <Routes>
        <Route path="/login" element={<DevShellLogin />} />
        <Route
          path={`${basePath}/*`}
          element={
            <RequireAuth>
              <DevShellFrame area={area}>{children}</DevShellFrame>
            </RequireAuth>
          }
        />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </BackofficeProviders>
  );
}
