import { areaPaths } from '@backoffice/shared/session';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route } from '@backoffice/shared/router';
import { dashboardChunk } from './dashboard-chunk';
import { lazyFromChunk } from './loaded-chunk';

// Signed-in pages load on demand, so /login stays small (the dashboard pulls in the chart library).
const DashboardPage = lazyFromChunk(dashboardChunk, (dashboard) => dashboard.default);
const SettingsPage = lazy(() => import('../settings/settings-page'));
const HealthPage = lazy(() => import('../health/health-page'));

/**
 * The pages inside the signed-in shell (docs/spec.md §2): the route table's, and the ones the
 * sign-in warm-up renders unseen, so that both render the same page for a path. The areas come
 * from /remotes.json at run time, so their routes (`areaRoutes`) live with the signed-in shell.
 */
export const signedInPageRoutes = (areaRoutes: ReactNode) => (
  <>
    <Route index element={<Navigate to={areaPaths.dashboard} replace />} />
    <Route path={areaPaths.dashboard} element={<DashboardPage />} />
    <Route path={areaPaths.settings} element={<SettingsPage />} />
    <Route path={`${areaPaths.settings}/health`} element={<HealthPage />} />
    {/* An area's path, or else a redirect to /dashboard. */}
    <Route path="*" element={areaRoutes} />
  </>
);
