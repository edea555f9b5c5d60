import { areaPaths, RequireAuth } from '@backoffice/shared/session';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { LoginPage } from '../features/auth/login-page';
import { settingsPaths } from '../features/settings/settings-paths';
import { dashboardChunk, healthChunk, settingsChunk } from '../platform/routing/host-page-chunks';
import { lazyFromChunk } from '../platform/routing/loaded-chunk';
import { signedInShellChunk } from '../platform/routing/signed-in-chunks';
import { LoadingScreen } from '../platform/screens/loading-screen';

// The signed-in shell loads on demand, so /login stays small: the layout's realtime indicator and
// toasts bring socket.io-client, its providers react-query and react-toastify, and it registers
// the remotes; /login needs none.
const SignedInShell = lazyFromChunk(signedInShellChunk, (shell) => shell.SignedInShell);
const AreaRoutes = lazyFromChunk(signedInShellChunk, (shell) => shell.AreaRoutes);
// Issue 21: a staff invitation or password reset link; public like /login, loaded only when opened.
const SetPasswordPage = lazy(() => import('../features/auth/set-password-page'));
const DashboardPage = lazyFromChunk(dashboardChunk, (dashboard) => dashboard.default);
const HealthPage = lazyFromChunk(healthChunk, (health) => health.default);
const SettingsLayout = lazyFromChunk(settingsChunk, (pages) => pages.SettingsLayout);
const SettingsPage = lazyFromChunk(settingsChunk, (pages) => pages.SettingsPage);
const SettingsSubPage = lazyFromChunk(settingsChunk, (pages) => pages.SettingsSubPage);

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
        {/* Each page of Settings has its own address (settings-sections.ts). */}
        <Route path={areaPaths.settings} element={<SettingsLayout />}>
          <Route index element={<SettingsPage />} />
          <Route path={settingsPaths.health} element={<HealthPage />} />
          <Route path="*" element={<SettingsSubPage />} />
        </Route>
        {/* An area's path (the areas come from /remotes.json at run time), or else /dashboard. */}
        <Route path="*" element={<AreaRoutes />} />
      </Route>
    </Routes>
  );
}
