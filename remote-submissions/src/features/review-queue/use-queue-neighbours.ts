import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fundingListQuery } from '../../lib/funding-queries';
import { isRangeReversed, toPageFilters, type ListParams } from '../../lib/list-params';
import { findNeighbours, type LoadedPage, type QueuePosition } from './find-neighbours';

/**
 * Where the ticket sits in the list it was opened from. After an action moves the ticket out of
 * the filter (approving a pending one), its last known neighbours still lead on through the queue.
 */
export function useQueueNeighbours(ticketId: string, params: ListParams) {
  const enabled = !isRangeReversed(params);
  const current = useQuery({ ...fundingListQuery(toPageFilters(params)), enabled });
  const items = current.data?.items ?? [];
  const index = items.findIndex((item) => item.id === ticketId);
  const atStart = index <= 0;
  const atEnd = index === -1 || index === items.length - 1;
  const hasPreviousPage = params.page > 1;
  const hasNextPage = current.data ? params.page * params.limit < current.data.total : false;

  const previousPage = useQuery({
    ...fundingListQuery(toPageFilters(params, params.page - 1)),
    enabled: enabled && current.isSuccess && atStart && hasPreviousPage,
  });
  const nextPage = useQuery({
    ...fundingListQuery(toPageFilters(params, params.page + 1)),
    enabled: enabled && current.isSuccess && atEnd && hasNextPage,
  });

  const pages: LoadedPage[] = [];
  if (current.data) pages.push({ page: params.page, items: current.data.items });
  if (previousPage.data && atStart)
    pages.push({ page: params.page - 1, items: previousPage.data.items });
  if (nextPage.data && atEnd) pages.push({ page: params.page + 1, items: nextPage.data.items });
  const found = findNeighbours(ticketId, pages);

  const [remembered, setRemembered] = useState<{ ticketId: string; position: QueuePosition }>();
  if (
    found &&
    (remembered?.ticketId !== ticketId ||
      remembered.position.previous?.id !== found.previous?.id ||
      remembered.position.next?.id !== found.next?.id)
  ) {
    setRemembered({ ticketId, position: found });
  }
  const position = found ?? (remembered?.ticketId === ticketId ? remembered.position : null);
  return { position, loading: current.isPending && enabled };
}
