import { areaPaths, RequireAuth } from '@backoffice/shared/session';
import { Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { LoginPage } from '../features/auth/login-page';
import { chunk, lazyFromChunk } from '../platform/routing/loaded-chunk';
import { routedPages, routePath } from '../platform/routing/page';
import { usePageLoader } from '../platform/routing/page-loader';
import { LoadingScreen } from '../platform/screens/loading-screen';
import { signedInChunk } from './pages';

const SignedInApp = lazyFromChunk(signedInChunk, (signedIn) => signedIn.SignedInApp);
const AreaRoutes = lazyFromChunk(signedInChunk, (signedIn) => signedIn.AreaRoutes);
// A staff invitation or password reset link: public like /login, loaded only when opened.
const SetPasswordPage = lazyFromChunk(
  chunk(() => import('../features/auth/set-password-page')),
  (page) => page.default,
);

/**
 * docs/spec.md §2's route table: /login, /set-password, and behind the sign-in the host's pages
 * (each at its path) and the areas; the host's paths are `hostPagePaths`, which no
 * area may claim.
 */
export function AppRoutes() {
  const { pages } = usePageLoader();
  const routes = useMemo(
    () =>
      routedPages(pages).map((page) => ({
        path: routePath(page),
        Page: lazyFromChunk(page.code[0], (module) => module.default),
      })),
    [pages],
  );
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
              <SignedInApp />
            </Suspense>
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to={areaPaths.dashboard} replace />} />
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* An area's path (the areas come from /remotes.json at run time), or else /dashboard. */}
        <Route path="*" element={<AreaRoutes />} />
      </Route>
    </Routes>
  );
}
