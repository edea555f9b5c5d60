import { RequireAuth } from '@backoffice/shared/dev-shell';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { areas } from '../features/federation/areas';
import { RemoteArea } from '../features/federation/RemoteArea';
import { LoadingScreen } from '../features/screens/LoadingScreen';

// Signed-in pages load on demand, so /login stays small (the dashboard pulls in the chart library).
// The layout too: its realtime indicator, unread badge and message toasts bring socket.io-client
// and the realtime entry, which /login never needs.
const AppLayout = lazy(() => import('../features/layout/AppLayout'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));

/** SPEC.md §2's route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireAuth>
            <Suspense fallback={<LoadingScreen />}>
              <AppLayout />
            </Suspense>
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        {areas.map((area) => (
          <Route key={area.remote} path={`${area.path}/*`} element={<RemoteArea area={area} />} />
        ))}
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
