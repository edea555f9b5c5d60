import { areaPaths, RequireAuth } from '@backoffice/shared/session';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { LoginPage } from '../features/auth/login-page';
import { lazyFromChunk } from '../features/routing/loaded-chunk';
import { dashboardChunk, signedInShellChunk } from '../features/routing/signed-in-chunks';
import { LoadingScreen } from '../features/screens/loading-screen';

// Signed-in pages load on demand, so /login stays small (the dashboard pulls in the chart library).
// The signed-in shell too: the layout's realtime indicator and toasts bring socket.io-client, its
// providers react-query and react-toastify, and it registers the remotes; /login needs none.
const SignedInShell = lazyFromChunk(signedInShellChunk, (shell) => shell.SignedInShell);
const DashboardPage = lazyFromChunk(dashboardChunk, (dashboard) => dashboard.default);
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
// Issue 21: a staff invitation or password reset link; public like /login, loaded only when opened.
const SetPasswordPage = lazy(() => import('../features/auth/set-password-page'));
// The areas come from /remotes.json at run time, so their routes live with the signed-in shell.
const AreaRoutes = lazyFromChunk(signedInShellChunk, (shell) => shell.AreaRoutes);

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
        <Route index element={<Navigate to={areaPaths.dashboard} replace />} />
        <Route path={areaPaths.dashboard} element={<DashboardPage />} />
        <Route path={areaPaths.settings} element={<SettingsPage />} />
        {/* An area's path, or else a redirect to /dashboard. */}
        <Route path="*" element={<AreaRoutes />} />
      </Route>
    </Routes>
  );
}
