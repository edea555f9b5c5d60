import { carriedFirstData, firstRequestQuery } from '@backoffice/shared';
import type { CarriedFirstPage } from '@backoffice/shared/session';
import type { QueryClient } from '@tanstack/react-query';
import { areaForPath, type Area } from './area-list';
import { federationKeys } from './federation-keys';
import { fetchAreaCode, type AreaRuntime } from './federation-runtime';
import { askFirstData, putFirstData } from '../routing/first-data';
import type { Navigations } from '../routing/navigations';
import type { Destination, Intent } from '../routing/page-loader';
import { whenIdle } from '@backoffice/shared/session';
import { remoteAppQuery } from './remote-app-query';
import { selectAreas, useRemoteStatusStore } from './remote-status-store';

/**
 * Runs the area's declared first request into the shared QueryClient, so the area renders from
 * cache. Only the area's landing page declares it (a detail page asks for something else). It
 * never waits for the area's code; a failure is left to the area's own query, which asks again
 * and shows its error state. The page the sign-in answer `carried` is put there instead, when it
 * is that very read.
 */
function askLandingData(
  queryClient: QueryClient,
  area: Area,
  to: Destination,
  carried?: CarriedFirstPage,
): void {
  const declared = area.firstRequest;
  const answered =
    carried && declared && to.pathname === area.path
      ? carriedFirstData(declared, to.search, carried)
      : undefined;
  if (answered && declared) {
    putFirstData(queryClient, answered.queryKey, answered.data, declared.staleTimeMs);
    return;
  }
  const first = landingPageQuery(area, to);
  if (!first) return;
  const { staleTime, ...query } = first;
  askFirstData(queryClient, query, staleTime);
}

/**
 * What an intent does with an area's code: a link pointed at fetches all of it; a link clicked
 * runs only what its first render needs, now (its lazy parts stay for later, as on any first
 * visit); signed in, landed there, or about to sign in: all of it fetched, then run (the area
 * shows next, and its other parts soon). An area whose code cannot load is left to its visit.
 */
async function loadAreaCode(
  queryClient: QueryClient,
  runtime: AreaRuntime,
  area: Area,
  intent: Intent,
): Promise<void> {
  if (intent !== 'click') await fetchAreaCode(area.remote, runtime);
  if (intent !== 'point') await queryClient.prefetchQuery(remoteAppQuery(area.remote, runtime));
}

function loadKnownArea(
  queryClient: QueryClient,
  runtime: AreaRuntime,
  area: Area,
  to: Destination,
  intent: Intent,
  carried?: CarriedFirstPage,
) {
  // The data first: the code is usually there already (fetched while the person typed or
  // pointed), and the request need not wait for the federation runtime to be asked again. Before
  // sign-in there is no session to ask with.
  if (intent !== 'type') askLandingData(queryClient, area, to, carried);
  void loadAreaCode(queryClient, runtime, area, intent).catch(() => undefined);
}

/**
 * Starts the code and first data of the area at `to`, as the intent asks (loadAreaCode). When the
 * area list has been read (while the person typed, or by an earlier page) the data request goes
 * out before this returns: sign-in calls it before React renders the signed-in shell, so the
 * request does not wait for that render.
 */
export function loadArea(
  queryClient: QueryClient,
  runtime: AreaRuntime,
  to: Destination,
  intent: Intent,
  carried?: CarriedFirstPage,
): void {
  const { list } = useRemoteStatusStore.getState();
  if (list.status === 'ready') {
    const area = areaForPath(list.areas, to.pathname);
    if (area) loadKnownArea(queryClient, runtime, area, to, intent, carried);
    return;
  }
  // Starts the runtime and reads the area list first.
  void runtime.ready().then(() => {
    const area = areaForPath(selectAreas(useRemoteStatusStore.getState()), to.pathname);
    if (area) loadKnownArea(queryClient, runtime, area, to, intent, carried);
  });
}

/** The area that owns `pathname`, once its code has run into the QueryClient it renders from. */
function areaWithCodeRun(queryClient: QueryClient, pathname: string): Area | undefined {
  const { list } = useRemoteStatusStore.getState();
  const area = list.status === 'ready' ? areaForPath(list.areas, pathname) : undefined;
  const codeRun = area && queryClient.getQueryData(federationKeys.app(area.remote));
  return codeRun ? area : undefined;
}

/** The declared first page's query when `to` is the area's landing page, which declares it. */
function landingPageQuery(area: Area, to: Destination) {
  return area.firstRequest && to.pathname === area.path
    ? firstRequestQuery(area.firstRequest, to.search)
    : undefined;
}

/**
 * Whether the area at `to` has nothing left to wait for: its code has run and, when it declares a
 * first request, that page is in the cache. Its route then renders in one pass (HostRouter).
 */
function areaShowsAtOnce(queryClient: QueryClient, to: Destination): boolean {
  const area = areaWithCodeRun(queryClient, to.pathname);
  if (!area) return false;
  const firstPage = landingPageQuery(area, to);
  return !firstPage || queryClient.getQueryData(firstPage.queryKey) !== undefined;
}

/** How long a switch waits for an area's first page before showing the area without it. */
export const FIRST_PAGE_WAIT_MS = 200;

/** The area's declared first page on its way, when its code has run (asked for if need be). */
function firstPageArrival(queryClient: QueryClient, to: Destination): Promise<unknown> | undefined {
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
  to: Destination,
  navigate: () => void,
  navigations: Navigations,
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
export async function loadEveryAreaCode(
  queryClient: QueryClient,
  runtime: AreaRuntime,
  cancelled: () => boolean,
): Promise<void> {
  await runtime.ready();
  const areas = selectAreas(useRemoteStatusStore.getState());
  const fetched = areas.map((area) => fetchAreaCode(area.remote, runtime));
  for (const [index, area] of areas.entries()) {
    // A remote that is down is left to its own visit, which says so.
    if (!(await fetched[index])) continue;
    await new Promise<void>((resolve) => whenIdle(resolve));
    if (cancelled()) return;
    await queryClient.prefetchQuery(remoteAppQuery(area.remote, runtime));
  }
}
