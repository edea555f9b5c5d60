import { Suspense } from 'react';
import { Outlet, useLocation } from '@backoffice/shared/router';
import { useSessionLoading } from '../routing/page-loader';
import { ErrorBoundary } from '../screens/error-boundary';
import { ErrorScreen } from '../screens/error-screen';
import { LoadingScreen } from '../screens/loading-screen';

/**
 * Where the signed-in page renders. One Suspense boundary serves every page, outside the key: a
 * page whose code is still on its way keeps the current page shown (navigations are
 * transitions), where a boundary new with the page would show its loading screen at once and
 * React would then hold that screen for its 300 ms reveal throttle after the code had arrived.
 */
export function PageOutlet() {
  const location = useLocation();
  const { rum } = useSessionLoading();
  return (
    <Suspense fallback={<LoadingScreen />}>
      {/* Keyed by the first path segment: moving to another area clears a failed render. */}
      <ErrorBoundary
        key={location.pathname.split('/')[1]}
        fallback={(error) => <ErrorScreen cause={error} />}
        onError={(error) => rum.reportError(error)}
      >
        <Outlet />
      </ErrorBoundary>
    </Suspense>
  );
}
