import {
  dateRangeOrderError,
  areaPaths,
  fundingCategorySchema,
  fundingStatusSchema,
  withTimeZone,
  ymdDate,
  type FundingListFilters,
  type FundingSummaryRange,
  schema,
} from '@backoffice/shared';
import type { z } from 'zod';

export const sortableFields = ['createdAt', 'amountRequested', 'status'] as const;
const sortValues = sortableFields.flatMap((field) => [field, `-${field}`] as const);
export const DEFAULT_SORT = '-createdAt';
export const PAGE_SIZE = 20;

/**
 * The list's URL state, one zod schema per search parameter. A review list shows every request
 * by default: the date range is opt-in, and either end may stay open.
 */
export const listParamsShape = {
  status: fundingStatusSchema.optional(),
  category: fundingCategorySchema.optional(),
  search: schema.string().trim().max(200).optional(),
  from: ymdDate.optional(),
  to: ymdDate.optional(),
  sort: schema.enum(sortValues).default(DEFAULT_SORT),
  page: schema.coerce.number().int().min(1).default(1),
};

export type ListParamsShape = typeof listParamsShape;
export type ListParams = { [K in keyof ListParamsShape]: z.output<ListParamsShape[K]> };

/** Every filter of the list but the page: what an export or a neighbour lookup covers. */
export function toListFilters(params: ListParams): Omit<FundingListFilters, 'page' | 'limit'> {
  return {
    status: params.status,
    category: params.category,
    search: params.search || undefined,
    ...toDayRange(params),
    sort: params.sort,
  };
}

/** The list's days as the api reads them: the person's days, in their time zone. */
export function toDayRange(params: Pick<ListParams, 'from' | 'to'>): FundingSummaryRange {
  return withTimeZone({ from: params.from, to: params.to });
}

export function toPageFilters(params: ListParams, page = params.page): FundingListFilters {
  return { ...toListFilters(params), page, limit: PAGE_SIZE };
}

/** A reversed range is shown as a message, never sent to the api (it would answer 400). */
export function isRangeReversed(params: Pick<ListParams, 'from' | 'to'>): boolean {
  return dateRangeOrderError(params.from, params.to) !== undefined;
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
