import {
  dateRangeOrderError,
  areaPaths,
  fundingCategorySchema,
  fundingStatusSchema,
  toYmd,
  ymdDate,
  type FundingListFilters,
  schema,
} from '@backoffice/shared';
import { subDays } from 'date-fns';
import type { z } from 'zod';

/** The list and the summary cover the same days; like the dashboard, the last 30 by default. */
export const DEFAULT_RANGE_DAYS = 30;

export const sortableFields = ['createdAt', 'amountRequested', 'status'] as const;
const sortValues = sortableFields.flatMap((field) => [field, `-${field}`] as const);
export const DEFAULT_SORT = '-createdAt';
export const PAGE_SIZE = 20;

/** The list's URL state, one zod schema per search parameter. */
export function createListParamsShape(today: Date = new Date()) {
  return {
    status: fundingStatusSchema.optional(),
    category: fundingCategorySchema.optional(),
    search: schema.string().trim().max(200).optional(),
    from: ymdDate.default(toYmd(subDays(today, DEFAULT_RANGE_DAYS - 1))),
    to: ymdDate.default(toYmd(today)),
    sort: schema.enum(sortValues).default(DEFAULT_SORT),
    page: schema.coerce.number().int().min(1).default(1),
  };
}

export type ListParamsShape = ReturnType<typeof createListParamsShape>;
export type ListParams = { [K in keyof ListParamsShape]: z.output<ListParamsShape[K]> };

/** Every filter of the list but the page: what an export or a neighbour lookup covers. */
export function toListFilters(params: ListParams): Omit<FundingListFilters, 'page' | 'limit'> {
  return {
    status: params.status,
    category: params.category,
    search: params.search || undefined,
    from: params.from,
    to: params.to,
    sort: params.sort,
  };
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
