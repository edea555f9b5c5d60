import { areaPaths, permissionFor, useAuthStore } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardFirstQueries } from '../../features/dashboard/dashboard-first-data';
import { healthSummaryQuery } from '../../features/health/health-queries';
import { settingsPaths } from '../../features/settings/settings-paths';
import { prefetchFirstData, type FirstQuery } from './first-data';

/** How long a host page's first data, asked for on intent, is rendered without asking again. */
const FIRST_DATA_FRESH_MS = 30_000;

/**
 * What each host page shows first (its chunks are in host-page-chunks.ts, which /login loads:
 * these queries stay out of it). A page its reader may not open asks for nothing.
 */
function hostPageFirstQueries(pathname: string): readonly FirstQuery[] {
  if (pathname === areaPaths.dashboard) return dashboardFirstQueries();
  if (pathname === settingsPaths.health) {
    const user = useAuthStore.getState().user;
    return permissionFor(user, 'readHealth').allowed ? [healthSummaryQuery()] : [];
  }
  return [];
}

/** Starts the first data of the host page at `pathname`, beside its chunks (startPage). */
export function startHostPageData(queryClient: QueryClient, pathname: string): void {
  for (const query of hostPageFirstQueries(pathname)) {
    prefetchFirstData(queryClient, query, FIRST_DATA_FRESH_MS);
  }
}
