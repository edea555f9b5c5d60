import { areaPaths, RequireAuth } from '@backoffice/shared/session';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@backoffice/shared/router';
import { LoginPage } from '../features/auth/login-page';
import { lazyFromChunk } from '../platform/routing/loaded-chunk';
import { signedInShellChunk } from '../platform/routing/signed-in-chunks';
import { signedInPageRoutes } from '../platform/routing/signed-in-page-routes';
import { LoadingScreen } from '../platform/screens/loading-screen';

// The signed-in shell loads on demand, so /login stays small: the layout's realtime indicator and
// toasts bring socket.io-client, its providers react-query and react-toastify, and it registers
// the remotes; /login needs none.
const SignedInShell = lazyFromChunk(signedInShellChunk, (shell) => shell.SignedInShell);
const AreaRoutes = lazyFromChunk(signedInShellChunk, (shell) => shell.AreaRoutes);
// Issue 21: a staff invitation or password reset link; public like /login, loaded only when opened.
const SetPasswordPage = lazy(() => import('../features/auth/set-password-page'));

/** docs/spec.md §2's route table; the host's own pages are `hostPagePaths`, which no area may claim. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={areaPaths.login} element={<LoginPage />} />
      <Route
        path={areaPaths.setPassword}
        element={
          <Suspense fallback={<LoadingScreen />}>
            <SetPasswordPage />
          </Suspense>
        }
      />
      <Route
        element={
          <RequireAuth>
            <Suspense fallback={<LoadingScreen />}>
              <SignedInShell />
            </Suspense>
          </RequireAuth>
        }
      >
        {signedInPageRoutes(<AreaRoutes />)}
      </Route>
    </Routes>
  );
}
