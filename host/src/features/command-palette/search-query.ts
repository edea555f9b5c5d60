import { apiRequest } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const paletteKeys = {
  all: ['palette'] as const,
  search: (q: string) => [...paletteKeys.all, 'search', q] as const,
};

/**
 * One search per query text: each answer lands under its own key, so an earlier, slower answer
 * can never replace the one for what the person typed last. The previous answer stays on screen
 * (marked stale) while the next one loads.
 */
export const paletteSearchQuery = (q: string) =>
  queryOptions({
    queryKey: paletteKeys.search(q),
    queryFn: ({ signal }) => apiRequest('search', { query: { q }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
