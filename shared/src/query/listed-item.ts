import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Page } from '../contract';

/**
 * What a list already fetched about one item: the item as the first cached page under `listsKey`
 * (a key factory's `lists()`, e.g. `fundingKeys.lists()`) holds it. A details page shows this the
 * moment its row is clicked and fills in the rest when its own request answers.
 */
function findListedItem<T extends { id: string }>(
  queryClient: QueryClient,
  listsKey: QueryKey,
  id: string,
): T | undefined {
  for (const [, page] of queryClient.getQueriesData<Page<T>>({ queryKey: listsKey })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The listed item in a component: read on each render, which the details query drives. */
export function useListedItem<T extends { id: string }>(
  listsKey: QueryKey,
  id: string,
): T | undefined {
  return findListedItem<T>(useQueryClient(), listsKey, id);
}
