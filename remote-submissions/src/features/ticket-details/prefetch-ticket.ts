import type { QueryClient } from '@tanstack/react-query';
import { fundingDetailQuery } from '../../lib/funding-queries';

/** The ticket page's code: loaded by its lazy route (app.tsx), or earlier on intent. */
export const loadTicketDetailsPage = () => import('./ticket-details-page');

/**
 * A row is about to be opened: its page's code and its request start together, neither waiting
 * for the other. A request fetched in the last seconds is not asked for again on every hover;
 * the page refetches it when it mounts anyway.
 */
export function prefetchTicket(queryClient: QueryClient, id: string) {
  void loadTicketDetailsPage();
  void queryClient.prefetchQuery({ ...fundingDetailQuery(id), staleTime: 5_000 });
}
