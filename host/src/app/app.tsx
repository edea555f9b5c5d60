import { ThemeProvider } from '@backoffice/shared/ui-core';
import { useCallback, useRef, useState } from 'react';
import { ColdLoginPage } from '../features/auth/cold-login-page';
import { PushRoot } from '../platform/push/push-root';
import { ErrorBoundary } from '../platform/screens/error-boundary';
import { PageLoaderProvider, type PageLoader } from '../platform/routing/page-loader';
import { ErrorScreen } from '../platform/screens/error-screen';
import type { OpenPage } from './routed-app';
import { routedAppChunk, type RoutedAppModule } from './routed-app-chunk';

/** A failure here is shown when the page is asked for (showRouted), not before. */
const loadRoutedApp = () => void routedAppChunk.load().catch(() => undefined);

/**
 * What every page needs, /login included: the theme, the push root and the error screen for a
 * rendering failure outside the areas (which have their own boundary). A visit that starts on
 * /login shows it without the router (`routed` absent); the routed app (react-router, the route
 * table, the signed-in shell) replaces it when the person signs in or a push opens a page.
 */
export function App({
  loader,
  routed: routedAtStart,
}: {
  /** The page loader every page and sign-in loads with. */
  loader: PageLoader;
  routed?: RoutedAppModule;
}) {
  const [routed, setRouted] = useState(routedAtStart);
  const [failedToLoad, setFailedToLoad] = useState(false);
  const routerNavigation = useRef<OpenPage | null>(null);
  const onNavigator = useCallback((open: OpenPage | null) => {
    routerNavigation.current = open;
  }, []);

  const showRouted = useCallback((path: string, how: 'push' | 'replace') => {
    routedAppChunk.load().then(
      (module) => {
        // The router reads the address when it starts: set it first, with no state of /login's.
        if (how === 'push') window.history.pushState(null, '', path);
        else window.history.replaceState(null, '', path);
        setRouted(module);
      },
      // As for any page whose code fails to load: the error screen, which offers a refresh.
      (error: unknown) => {
        console.error('The page could not load', error);
        setFailedToLoad(true);
      },
    );
  }, []);
  const leaveLogin = useCallback((to: string) => showRouted(to, 'replace'), [showRouted]);
  const openPage = useCallback(
    (path: string) => {
      if (routerNavigation.current) routerNavigation.current(path);
      else showRouted(path, 'push');
    },
    [showRouted],
  );

  return (
    <ErrorBoundary fallback={(error) => <ErrorScreen cause={error} />}>
      <ThemeProvider>
        <PageLoaderProvider value={loader}>
          <PushRoot openPage={openPage} />
          {failedToLoad ? (
            <ErrorScreen />
          ) : routed ? (
            <routed.RoutedApp onNavigator={onNavigator} />
          ) : (
            <ColdLoginPage leave={leaveLogin} prepareToLeave={loadRoutedApp} />
          )}
        </PageLoaderProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
