import { useNavigate } from '@backoffice/shared/router';
import { useEffect } from 'react';
import { HostRouter } from '../platform/routing/host-router';
import { usePageLoader } from '../platform/routing/page-loader';
import { AppRoutes } from './app-routes';

export type OpenPage = (path: string) => void;

/** Hands the router's navigation to the page's one PushRoot, which sits above the router. */
function NavigationHandle({ onNavigator }: { onNavigator: (open: OpenPage | null) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onNavigator((path) => void navigate(path));
    return () => onNavigator(null);
  }, [navigate, onNavigator]);
  return null;
}

/**
 * Every page with the router: react-router, the route table and the signed-in pages behind it.
 * Its own chunk, so that a visit starting on /login loads none of it before the form shows.
 */
export function RoutedApp({ onNavigator }: { onNavigator: (open: OpenPage | null) => void }) {
  return (
    <HostRouter navigations={usePageLoader().navigations}>
      <NavigationHandle onNavigator={onNavigator} />
      <AppRoutes />
    </HostRouter>
  );
}
