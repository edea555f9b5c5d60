import { areaPaths } from '@backoffice/shared/session';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route } from '@backoffice/shared/router';
import { settingsPaths } from '../../features/settings/settings-paths';
import { dashboardChunk } from './dashboard-chunk';
import { chunk, lazyFromChunk } from './loaded-chunk';

// Signed-in pages load on demand, so /login stays small (the dashboard pulls in the chart library).
const DashboardPage = lazyFromChunk(dashboardChunk, (dashboard) => dashboard.default);
const HealthPage = lazy(() => import('../../features/health/health-page'));
// Settings' pages are one chunk: moving between them shows the next page at once.
const settingsChunk = chunk(() => import('../../features/settings/settings-pages'));
const SettingsLayout = lazyFromChunk(settingsChunk, (pages) => pages.SettingsLayout);
const SettingsPage = lazyFromChunk(settingsChunk, (pages) => pages.SettingsPage);
const SettingsSubPage = lazyFromChunk(settingsChunk, (pages) => pages.SettingsSubPage);

/**
 * The pages inside the signed-in shell (docs/spec.md §2): the route table's, and the ones the
 * sign-in warm-up renders unseen, so that both render the same page for a path. The areas come
 * from /remotes.json at run time, so their routes (`areaRoutes`) live with the signed-in shell.
 */
export const signedInPageRoutes = (areaRoutes: ReactNode) => (
  <>
    <Route index element={<Navigate to={areaPaths.dashboard} replace />} />
    <Route path={areaPaths.dashboard} element={<DashboardPage />} />
    {/* Each page of Settings has its own address (settings-sections.ts). */}
    <Route path={areaPaths.settings} element={<SettingsLayout />}>
      <Route index element={<SettingsPage />} />
      <Route path={settingsPaths.health} element={<HealthPage />} />
      <Route path="*" element={<SettingsSubPage />} />
    </Route>
    {/* An area's path, or else a redirect to /dashboard. */}
    <Route path="*" element={areaRoutes} />
  </>
);
