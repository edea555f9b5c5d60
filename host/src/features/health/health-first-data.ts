import { permissionFor, useAuthStore } from '@backoffice/shared';
import type { FirstQuery } from '../../platform/routing/first-data';
import { healthSummaryQuery } from './health-queries';

/** The summary Health shows first; nothing for a reader whose role may not open it. */
export function firstData(): readonly FirstQuery[] {
  const user = useAuthStore.getState().user;
  return permissionFor(user, 'readHealth').allowed ? [healthSummaryQuery()] : [];
}
