import { firstRequestQuery } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import { areaForPath, type Area } from './area-list';
import { pageAreaRuntime, preloadArea } from './federation-runtime';
import { prefetchFirstData } from '../routing/first-data';
import { pageNavigations, type Navigations } from '../routing/navigations';
import { whenIdle } from '@backoffice/shared/session';
import { remoteAppQuery } from './remote-app-query';
import { selectAreas, useRemoteStatusStore } from './remote-status-store';

/**
 * Runs the area's declared first request into the shared QueryClient, so the area renders from
 * cache. It never waits for the area's code. Failures are left to the area's own query, which
 * asks again and shows its error state.
 */
export function prefetchAreaData(queryClient: QueryClient, area: Area, search: string): void {
  const first = area.firstRequest && firstRequestQuery(area.firstRequest, search);
  if (!first) return;
  const { staleTime, ...query } = first;
  prefetchFirstData(queryClient, query, staleTime);
}

/** The area of a path, once /remotes.json has been read (usually already, at sign-in). */
export async function areaOfPath(pathname: string): Promise<Area | undefined> {
  await pageAreaRuntime.ready();
  return areaForPath(selectAreas(useRemoteStatusStore.getState()), pathname);
}

/**
 * An area's code fetched all at once, then (with `run`) run into the query the area renders from.
 * Settles when that is done, failed or not: a failure is left in the query, for the area to show.
 */
export async function preloadAreaCode(
  queryClient: QueryClient,
  area: Area,
  run: boolean,
): Promise<void> {
  await preloadArea(area.remote);
  if (run) await queryClient.prefetchQuery(remoteAppQuery(area.remote));
}

/**
 * What to do with an area's code: `fetch` all of it (a link pointed at); `run` only what its
 * first render needs, now (a link clicked: the lazy parts stay for later, as on any first visit);
 * `fetch-and-run` (signed in, or landed there: the area shows next, and its other parts soon).
 */
export type AreaCode = 'fetch' | 'run' | 'fetch-and-run';

function startKnownArea(
  queryClient: QueryClient,
  area: Area,
  to: { pathname: string; search: string },
  code: AreaCode,
): void {
  // Only the area's landing page declares its request (a detail page asks for something else).
  // The data first: the code is usually there already (preloaded while the person typed or
  // pointed), and the request need not wait for the federation runtime to be asked again.
  if (to.pathname === area.path) prefetchAreaData(queryClient, area, to.search);
  if (code === 'run') void queryClient.prefetchQuery(remoteAppQuery(area.remote));
  else void preloadAreaCode(queryClient, area, code === 'fetch-and-run');
}

/**
 * Starts an area's code (see AreaCode) and its first data together, for a path the person is
 * going to. When the area list has been read (while the person typed, or by an earlier page) the
 * data request goes out before this returns: sign-in calls it before React renders the signed-in
 * shell, so the request does not wait for that render.
 */
export function startArea(
  queryClient: QueryClient,
  to: { pathname: string; search: string },
  code: AreaCode = 'fetch',
): void {
  const { list } = useRemoteStatusStore.getState();
  if (list.status === 'ready') {
    const area = areaForPath(list.areas, to.pathname);
    if (area) startKnownArea(queryClient, area, to, code);
    return;
  }
  void areaOfPath(to.pathname).then((area) => area && startKnownArea(queryClient, area, to, code));
}

/** The area that owns `pathname`, once its code has run into the QueryClient it renders from. */
function areaWithCodeRun(queryClient: QueryClient, pathname: string): Area | undefined {
  const { list } = useRemoteStatusStore.getState();
  const area = list.status === 'ready' ? areaForPath(list.areas, pathname) : undefined;
  const codeRun = area && queryClient.getQueryData(remoteAppQuery(area.remote).queryKey);
  return codeRun ? area : undefined;
}

/** The declared first page's query when `to` is the area's landing page, which declares it. */
function landingPageQuery(area: Area, to: { pathname: string; search: string }) {
  return area.firstRequest && to.pathname === area.path
    ? firstRequestQuery(area.firstRequest, to.search)
    : undefined;
}

/**
 * Whether the area at `to` has nothing left to wait for: its code has run and, when it declares a
 * first request, that page is in the cache. Its route then renders in one pass (HostRouter).
 */
function areaShowsAtOnce(
  queryClient: QueryClient,
  to: { pathname: string; search: string },
): boolean {
  const area = areaWithCodeRun(queryClient, to.pathname);
  if (!area) return false;
  const firstPage = landingPageQuery(area, to);
  return !firstPage || queryClient.getQueryData(firstPage.queryKey) !== undefined;
}

/** How long a switch waits for an area's first page before showing the area without it. */
export const FIRST_PAGE_WAIT_MS = 200;

/** The area's declared first page on its way, when its code has run (asked for if need be). */
function firstPageArrival(
  queryClient: QueryClient,
  to: { pathname: string; search: string },
): Promise<unknown> | undefined {
  const area = areaWithCodeRun(queryClient, to.pathname);
  const firstPage = area && landingPageQuery(area, to);
  if (!firstPage) return undefined;
  // A failed request is the area's to show, with its Retry: the switch goes ahead.
  return queryClient.ensureQueryData(firstPage).catch(() => undefined);
}

/**
 * Takes the person to `to` so that its area renders once, with its data, instead of a skeleton
 * and then its rows (two renders and two layouts of the whole page). When nothing is missing the
 * page renders at once (`navigations.showNextAtOnce`). When only the area's first page is, the
 * switch waits for it, at most FIRST_PAGE_WAIT_MS, the old page staying meanwhile as a transition
 * would keep it. Anything else (code still loading, no area) navigates now, as a transition.
 * A wait that another switch or navigation overtook calls nothing: the person's last move wins.
 */
export function navigateWhenAreaReady(
  queryClient: QueryClient,
  to: { pathname: string; search: string },
  navigate: () => void,
  navigations: Navigations = pageNavigations,
): void {
  const isLatest = navigations.beginSwitch();
  if (areaShowsAtOnce(queryClient, to)) {
    navigations.showNextAtOnce(to.pathname);
    navigate();
    return;
  }
  const firstPage = firstPageArrival(queryClient, to);
  if (!firstPage) {
    navigate();
    return;
  }
  const from = window.location.href;
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  void Promise.race([firstPage, waited]).then(() => {
    if (!isLatest() || window.location.href !== from) return;
    if (areaShowsAtOnce(queryClient, to)) navigations.showNextAtOnce(to.pathname);
    navigate();
  });
}

/**
 * Every area's code (not data), for later switches: fetched all at once, then run one area per
 * idle moment, so a first visit renders at once and no idle task holds up the page for long.
 * `cancelled` stops what has not started (the shell is gone: signed out).
 */
export async function preloadAllAreas(
  queryClient: QueryClient,
  cancelled: () => boolean,
): Promise<void> {
  await pageAreaRuntime.ready();
  const areas = selectAreas(useRemoteStatusStore.getState());
  const fetched = areas.map((area) => preloadArea(area.remote));
  for (const [index, area] of areas.entries()) {
    // A remote that is down is left to its own visit, which says so.
    if (!(await fetched[index])) continue;
    await new Promise<void>((resolve) => whenIdle(resolve));
    if (cancelled()) return;
    await queryClient.prefetchQuery(remoteAppQuery(area.remote));
  }
}
