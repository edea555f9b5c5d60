import {
  dateRangeOrderError,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  memberSortFields,
  memberStatusSchema,
  withTimeZone,
  ymdDate,
  type MemberListFilters,
  schema,
} from '@backoffice/shared';
import type { z } from 'zod';

const sortFields: readonly string[] = memberSortFields;

/** The list's state as it lives in the URL; each key is parsed on its own (see useListSearchParams). */
export const memberListParamShape = {
  page: schema.coerce.number().int().min(1).default(1),
  limit: schema.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  // No sort in the URL means the api's own order: newest members first.
  sort: schema
    .string()
    .refine((sort) => sortFields.includes(sort.replace(/^-/, '')))
    .optional(),
  search: schema.string().trim().max(200).optional(),
  status: memberStatusSchema.optional(),
  verified: schema.enum(['true', 'false']).optional(),
  from: ymdDate.optional(),
  to: ymdDate.optional(),
};

export type MemberListParams = {
  [K in keyof typeof memberListParamShape]: z.output<(typeof memberListParamShape)[K]>;
};

export type MemberFilterValues = Pick<
  MemberListParams,
  'search' | 'status' | 'verified' | 'from' | 'to'
>;

export function hasActiveFilters(filters: MemberFilterValues): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

/** The api rejects a range that ends before it starts; the page says so before asking. */
export function dateRangeError({ from, to }: Pick<MemberFilterValues, 'from' | 'to'>) {
  return dateRangeOrderError(from, to);
}

/** The filters of the list as the api's query, without paging (the export reuses it). */
export function toMemberQuery(params: MemberFilterValues & { sort?: string }): MemberListFilters {
  return {
    search: params.search || undefined,
    status: params.status,
    verified: params.verified,
    // The person's days: the api reads from/to in their time zone.
    ...withTimeZone({ from: params.from, to: params.to }),
    sort: params.sort,
  };
}
