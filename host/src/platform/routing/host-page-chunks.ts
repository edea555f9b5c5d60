import { areaPaths } from '@backoffice/shared/session';
import { dashboardChartChunk } from '../../features/dashboard/dashboard-chart-chunk';
import { settingsPaths } from '../../features/settings/settings-paths';
import { chunk, type Chunk } from './loaded-chunk';

/*
 * The host's own pages' code, each a chunk of its own so /login stays small (the dashboard pulls
 * in the chart library). Their routes (app/app-routes.tsx) render them; sign-in, a landing and a
 * nav link's intent start them (startPage) before the route renders.
 */
export const dashboardChunk = chunk(() => import('../../features/dashboard/dashboard-page'));
// Settings' pages are one chunk: moving between them shows the next page at once.
export const settingsChunk = chunk(() => import('../../features/settings/settings-pages'));
export const healthChunk = chunk(() => import('../../features/health/health-page'));

const isSettingsPath = (pathname: string) =>
  pathname === areaPaths.settings || pathname.startsWith(`${areaPaths.settings}/`);

/**
 * When a page's code is asked for: once signed in, or from /login while the person types, which
 * fetches no heavy part (the chart library: the bench's heavy-parts check, e2e auth.spec).
 */
export type PageCodeMoment = 'signed-in' | 'before-sign-in';

/** The chunks the host's own page at `pathname` renders from; none for an area's path. */
export function hostPageChunks(
  pathname: string,
  moment: PageCodeMoment = 'signed-in',
): readonly Chunk<unknown>[] {
  if (pathname === areaPaths.dashboard) {
    return moment === 'signed-in' ? [dashboardChunk, dashboardChartChunk] : [dashboardChunk];
  }
  if (pathname === settingsPaths.health) return [settingsChunk, healthChunk];
  return isSettingsPath(pathname) ? [settingsChunk] : [];
}

/** Loads every chunk of the host page at `pathname`; one that fails is left to its route to say. */
export function loadHostPage(
  pathname: string,
  moment: PageCodeMoment = 'signed-in',
): Promise<unknown> {
  return Promise.all(hostPageChunks(pathname, moment).map((pageChunk) => pageChunk.load())).catch(
    () => undefined,
  );
}
