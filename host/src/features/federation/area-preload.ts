import { firstRequestQuery } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import { areaForPath, type Area } from './area-list';
import { ensureFederation, firstRequestOf, preloadArea } from './federation-runtime';
import { selectAreas, useRemoteStatusStore } from './remote-status-store';

/**
 * Runs the area's declared first request into the shared QueryClient, so the area renders from
 * cache. It waits only for the area list, never for the area's code. Failures are left to the
 * area's own query, which asks again and shows its error state.
 */
export async function prefetchAreaData(
  queryClient: QueryClient,
  area: Area,
  search: string,
): Promise<void> {
  const declaration = await firstRequestOf(area.remote);
  if (!declaration) return;
  const { staleTime, ...query } = firstRequestQuery(declaration, search);
  // Fresh for a while, so the area's own query (SPEC's default: stale at once) does not refetch
  // it on mount; only this exact request, every other page of the list keeps the default.
  queryClient.setQueryDefaults(query.queryKey, { staleTime });
  await queryClient.prefetchQuery({ ...query, staleTime });
}

/** The area of a path, once /remotes.json has been read (usually already, at sign-in). */
export async function areaOfPath(pathname: string): Promise<Area | undefined> {
  await ensureFederation();
  return areaForPath(selectAreas(useRemoteStatusStore.getState()), pathname);
}

/** Starts an area's code and its first data together, for a path the person is going to. */
export async function startArea(
  queryClient: QueryClient,
  to: { pathname: string; search: string },
): Promise<void> {
  const area = await areaOfPath(to.pathname);
  if (!area) return;
  void preloadArea(area.remote);
  // Only the area's landing page declares its request (a detail page asks for something else).
  if (to.pathname === area.path) void prefetchAreaData(queryClient, area, to.search);
}

/** Every area's code (not data), for later switches: run when the page is idle. */
export async function preloadAllAreas(): Promise<void> {
  await ensureFederation();
  for (const area of selectAreas(useRemoteStatusStore.getState())) void preloadArea(area.remote);
}
