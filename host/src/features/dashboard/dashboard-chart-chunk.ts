import { chunk } from '../../platform/routing/loaded-chunk';

/**
 * The dashboard's chart (it carries the chart library): started beside the page's own chunk
 * (hostPageChunks), so the page renders with it instead of suspending there for it.
 */
export const dashboardChartChunk = chunk(
  () => import(/* webpackChunkName: "heavy-charts" */ './requests-per-day-chart'),
);
