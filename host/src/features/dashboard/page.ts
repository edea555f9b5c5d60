import { areaPaths } from '@backoffice/shared/session';
import { chunk } from '../../platform/routing/loaded-chunk';
import type { HostPage } from '../../platform/routing/page';
import { dashboardChartChunk } from './dashboard-chart-chunk';

/** The dashboard: its chart (the chart library) waits for sign-in, off /login's typing time. */
export const dashboardPage: HostPage = {
  path: areaPaths.dashboard,
  code: [chunk(() => import('./dashboard-page'))],
  heavyCode: [dashboardChartChunk],
  firstData: chunk(() => import('./dashboard-first-data')),
};
