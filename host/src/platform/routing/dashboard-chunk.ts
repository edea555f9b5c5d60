import { chunk } from './loaded-chunk';

/** The dashboard's page, with the chart library: loaded for a first page or a sign-in there. */
export const dashboardChunk = chunk(() => import('../../features/dashboard/dashboard-page'));
