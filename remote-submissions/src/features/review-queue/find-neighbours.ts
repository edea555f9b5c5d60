import type { FundingRequestSummary } from '@backoffice/shared';

export type QueueEntry = { id: string; page: number };
export type QueuePosition = { previous?: QueueEntry; next?: QueueEntry };
export type LoadedPage = { page: number; items: readonly Pick<FundingRequestSummary, 'id'>[] };

/**
 * The ticket's neighbours in the filtered list, looking across the loaded pages around it (the
 * page before and after are loaded when the ticket sits at an edge of its own page).
 */
export function findNeighbours(
  ticketId: string,
  pages: readonly LoadedPage[],
): QueuePosition | null {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const window: QueueEntry[] = ordered.flatMap(({ page, items }) =>
    items.map((item) => ({ id: item.id, page })),
  );
  const index = window.findIndex((entry) => entry.id === ticketId);
  if (index === -1) return null;
  return { previous: window[index - 1], next: window[index + 1] };
}
