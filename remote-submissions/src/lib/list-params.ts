import {
  areaPaths,
  dateRangeOrderError,
  fundingList,
  listFilters,
  listParamShape,
  withTimeZone,
  type FundingListFilters,
  type FundingSummaryRange,
  type ParamValues,
} from '@backoffice/shared';

/**
 * The submissions list's URL state: the contract's filters it offers and the page size. Without a
 * sort in the URL the api's own order holds: newest first, but a queue (`queue=review`) oldest
 * first, so the request waiting longest is its first row. A review list shows every request by
 * default: the date range is opt-in, either end may stay open.
 */
export const fundingListUrl = {
  filters: ['status', 'category', 'queue', 'from', 'to'],
  limitInUrl: true,
} as const;

export const listParamsShape = listParamShape(fundingList, fundingListUrl);
export type ListParams = ParamValues<typeof listParamsShape>;

/** Every filter of the list but the page: what a neighbour lookup covers. */
export function toListFilters(params: ListParams): Omit<FundingListFilters, 'page' | 'limit'> {
  return listFilters(fundingList, params, fundingListUrl.filters);
}

/** The list's days as the api reads them: the person's days, in their time zone. */
/**
 * What the tabs' counts follow: the list's days (in the person's time zone), search and category.
 * Not its status or queue, which are the tabs themselves.
 */
export function toSummaryFilters(
  params: Pick<ListParams, 'from' | 'to' | 'search' | 'category'>,
): FundingSummaryRange {
  return withTimeZone({
    from: params.from,
    to: params.to,
    search: params.search,
    category: params.category,
  });
}

/** A reversed range is shown as a message, never sent to the api (it would answer 400). */
export function isRangeReversed(params: Pick<ListParams, 'from' | 'to'>): boolean {
  return dateRangeOrderError(params.from, params.to) !== undefined;
}

export function toPageFilters(params: ListParams, page = params.page): FundingListFilters {
  return { ...toListFilters(params), page, limit: params.limit };
}

/**
 * A ticket link carries the list's search string, so the ticket knows its place in the filtered
 * list (review queue) and "Back to list" returns to the same view.
 */
export function ticketHref(id: string, listSearch = ''): string {
  return `${areaPaths.ticketDetails(id)}${listSearch ? `?${listSearch.replace(/^\?/, '')}` : ''}`;
}

export function listHref(listSearch = ''): string {
  return `${areaPaths.submissions}${listSearch ? `?${listSearch.replace(/^\?/, '')}` : ''}`;
}
