import { firstRequestQuery } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import { areas, type Area } from './areas';
import { firstRequestOf, preloadArea } from './federation-runtime';

/** The area a path belongs to (its mount path or anything under it). */
export function areaForPath(pathname: string): Area | undefined {
  return areas.find((area) => pathname === area.path || pathname.startsWith(`${area.path}/`));
}

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

/** Starts an area's code and its first data together, for a path the person is going to. */
export function startArea(queryClient: QueryClient, to: { pathname: string; search: string }) {
  const area = areaForPath(to.pathname);
  if (!area) return;
  void preloadArea(area.remote);
  // Only the area's landing page declares its request (a detail page asks for something else).
  if (to.pathname === area.path) void prefetchAreaData(queryClient, area, to.search);
}

/** Every area's code (not data), for later switches: run when the page is idle. */
export function preloadAllAreas(): void {
  for (const area of areas) void preloadArea(area.remote);
}
