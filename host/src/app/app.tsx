import { ThemeProvider } from '@backoffice/shared/ui-core';
import { PushRoot } from '../features/push/push-root';
import { HostRouter } from '../features/routing/host-router';
import { ErrorBoundary } from '../features/screens/error-boundary';
import { ErrorScreen } from '../features/screens/error-screen';
import { AppRoutes } from './app-routes';

/**
 * What every route needs, /login included. The signed-in providers (the page's QueryClient, toasts,
 * the 401 redirect, the remotes) come with the signed-in shell, which loads after sign-in.
 * A rendering failure anywhere outside the areas (which have their own boundary) shows docs/spec.md's
 * error screen instead of a blank page.
 */
export function App() {
  return (
    <ErrorBoundary fallback={<ErrorScreen />}>
      <ThemeProvider>
        <HostRouter>
          <PushRoot />
          <AppRoutes />
        </HostRouter>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
