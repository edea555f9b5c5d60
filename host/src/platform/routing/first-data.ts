import type { QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';

/** A query a page shows first: what the page loader asks for before the page renders. */
export interface FirstQuery {
  readonly queryKey: QueryKey;
  // A method, so each page's query, typed by its own key, is accepted (methods are bivariant).
  queryFn?(context: QueryFunctionContext): unknown;
}

/**
 * Asks for a page's first data before the page renders, fresh for `staleTime`: the page's own
 * query (stale at once by default, docs/spec.md §8) then renders it without asking again on mount.
 * The freshness is set on this key, which the query cache also applies to keys that add to it (the
 * same list with a search or filter more); another page or sort of the list keeps the default.
 */
export function askFirstData(queryClient: QueryClient, query: FirstQuery, staleTime: number): void {
  queryClient.setQueryDefaults(query.queryKey, { staleTime });
  void queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.queryFn, staleTime });
}

/** A page's first data that came without asking (with the sign-in), fresh as askFirstData's. */
export function putFirstData(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: unknown,
  staleTime: number,
): void {
  queryClient.setQueryDefaults(queryKey, { staleTime });
  queryClient.setQueryData(queryKey, data);
}
