import type { ListDefinition, Page } from '@backoffice/shared/contract';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import { dateRangeOrderError } from '../hooks/use-date-range';
import type { z } from 'zod';
import {
  listFilters,
  listRequest,
  cachedListParamShape,
  type ListParams,
  type ListUrlOptions,
  type UrlFilter,
} from './list-params';
import { useStayWithinPages } from './page-range';
import { useListSearchParams, useSearchParamInput } from './use-list-search-params';
import { useListSelection } from './use-list-selection';

export type ListRequest<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
> = ReturnType<typeof listRequest<F, S, K>>;

type ListControllerOptions<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
  T,
  Q extends QueryKey,
> = ListUrlOptions<F, K> & {
  /** The resource's list from the contract (`defineList`): its sort and filter fields. */
  definition: ListDefinition<F, S>;
  /** The list's query for one request (its key and function). */
  query: (request: ListRequest<F, S, K>) => UnusedSkipTokenOptions<Page<T>, Error, Page<T>, Q>;
  getRowId: (row: T) => string;
};

/**
 * One paged, sorted, filtered list, modelled on ra-core's `useListController`: its page, page
 * size, sort, search and filters live in the URL (shareable; Back restores them), one query asks
 * the api for them, and handlers change them (any change but the page starts again from page 1).
 * A page past the end moves to the last page; the previous rows stay while the next ones load.
 */
export function useListController<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
  T,
  Q extends QueryKey,
>(options: ListControllerOptions<F, S, K, T, Q>) {
  const { definition, filters: filterKeys, defaultSort, limitInUrl } = options;
  // The URL is read with the same schemas on every render and every visit.
  const shape = cachedListParamShape(definition, { filters: filterKeys, defaultSort, limitInUrl });
  const url = useListSearchParams(shape);
  const params = url.params as ListParams<F, S, K>;
  // The shape is generic here, so its patch type cannot be spelled; the shape's schemas check
  // every value when the URL is read back.
  const setParams = url.setParams as (
    patch: Record<string, unknown>,
    options?: { replace?: boolean },
  ) => void;
  const filters = listFilters(definition, params, filterKeys);
  const request = listRequest(definition, params, filterKeys);
  // A range that ends before it starts is said at the field, never sent (the api would answer 400).
  const rangeError = dateRangeOrderError(
    (params as { from?: string }).from,
    (params as { to?: string }).to,
  );
  const query = useQuery({
    ...options.query(request),
    enabled: !rangeError,
    placeholderData: keepPreviousData,
  });

  const loaded = query.isPlaceholderData ? undefined : query.data;
  const setPage = (page: number, replace = false) => setParams({ page }, { replace });
  const movingToLastPage = useStayWithinPages(params.page, params.limit, loaded, (page) =>
    setPage(page, true),
  );
  const setFilters = (patch: Partial<{ [P in K]: UrlFilter<S[P]> | undefined }>) =>
    setParams(patch);
  const searchInput = useSearchParamInput(params.search, (search) => setParams({ search }));
  const filterValues = {} as { [P in K]?: UrlFilter<S[P]> };
  for (const key of filterKeys) filterValues[key] = params[key];
  const hasFilters = Boolean(params.search) || filterKeys.some((key) => params[key] !== undefined);

  const items = query.data?.items ?? [];
  const selection = useListSelection(items, options.getRowId, JSON.stringify(filters));

  return {
    params,
    /** The filters the page offers, as the URL holds them. */
    filterValues,
    /** The api query without paging: what an export covers. */
    filters,
    /** Why the list cannot be asked for (a reversed day range), or undefined. */
    rangeError,
    query,
    items,
    total: query.data?.total,
    page: params.page,
    limit: params.limit,
    sort: params.sort,
    sortFields: definition.sortFields,
    /** Rows are on their way: the first load, or a move back from past the end. */
    loading: query.isPending || movingToLastPage,
    /** The rows shown are the previous filter's or page's, while this one's load (DataTable). */
    stale: query.isPlaceholderData,
    error: query.isError ? query.error.message : null,
    /** The failure itself, for DataTable's `errorCause` (its request id). */
    errorCause: query.error,
    retry: () => void query.refetch(),
    /** The pager has something to page: rows of this filter, not a move under way. */
    showPagination: Boolean(query.data && query.data.total > 0 && !movingToLastPage),
    movingToLastPage,
    setPage: (page: number) => setPage(page),
    setLimit: (limit: number) => setParams({ limit }),
    setSort: (sort: string | undefined) => setParams({ sort: sort ?? null }),
    setFilters,
    hasFilters,
    /** Drops the search and every filter the page offers. */
    clearFilters: () => {
      searchInput.setTerm('');
      const cleared = Object.fromEntries(filterKeys.map((key) => [key, undefined]));
      setParams({ ...cleared, search: undefined });
    },
    /** The search box: follows keystrokes at once, the URL 300 ms after typing stops. */
    searchInput,
    selection,
  };
}
