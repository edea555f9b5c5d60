import {
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  listQuerySchema,
  schema,
  type ListDefinition,
  type SortValue,
} from '@backoffice/shared/contract';
import type { z } from 'zod';
import { currentTimeZone } from '../hooks/use-date-range';
import type { ParamValues } from './search-params';

/** A filter as the URL holds it: the text the api takes (`'true'`, not `true`). */
export type UrlFilter<T extends z.core.$ZodType> = Extract<z.input<T>, string>;

/** How a list keeps its state in the URL (see `listParamShape`). */
export type ListUrlOptions<F extends string, K extends string> = {
  /** The contract's filters the page offers, read from and written to the URL. */
  filters: readonly K[];
  /** The sort sent when the URL names none; without it the api's own order holds. */
  defaultSort?: SortValue<F>;
  /** The page size lives in the URL (a "Rows per page" select); otherwise it is the default. */
  limitInUrl?: boolean;
};

const limitFromUrl = schema.coerce
  .number()
  .int()
  .min(1)
  .max(LIST_MAX_LIMIT)
  .default(LIST_DEFAULT_LIMIT);
// A list without a page size select ignores a `limit` in its URL.
const fixedLimit = schema
  .string()
  .optional()
  .transform(() => LIST_DEFAULT_LIMIT);

/**
 * The URL shape of a list, from its contract definition: page, page size, sort, search and the
 * filters the page offers. A filter keeps the URL's text when the contract's schema accepts it and
 * is absent otherwise, so the api receives exactly what the URL says (and the host's first-request
 * preload, which copies URL text, builds the same query key).
 */
export function listParamShape<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
>(definition: ListDefinition<F, S>, options: ListUrlOptions<F, K>) {
  const filters = {} as { [P in K]: z.ZodType<UrlFilter<S[P]> | undefined> };
  for (const key of options.filters) {
    const contractSchema = definition.filters[key] as z.ZodType;
    filters[key] = schema
      .string()
      .refine((value) => contractSchema.safeParse(value).success)
      .optional() as (typeof filters)[K];
  }
  return {
    page: schema.coerce.number().int().min(1).default(1),
    limit: options.limitInUrl ? limitFromUrl : fixedLimit,
    sort: options.defaultSort
      ? definition.sort.default(options.defaultSort)
      : definition.sort.optional(),
    search: listQuerySchema.shape.search,
    ...filters,
  };
}

const builtShapes = new WeakMap<object, Map<string, unknown>>();

/**
 * listParamShape, built once per list and options for the page's life: zod schemas take
 * milliseconds to build, and a list page is mounted again on every visit.
 */
export function cachedListParamShape<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
>(definition: ListDefinition<F, S>, options: ListUrlOptions<F, K>) {
  const byOptions = builtShapes.get(definition) ?? new Map<string, unknown>();
  builtShapes.set(definition, byOptions);
  const key = JSON.stringify(options);
  const built = byOptions.get(key) as ReturnType<typeof listParamShape<F, S, K>> | undefined;
  if (built) return built;
  const shape = listParamShape(definition, options);
  byOptions.set(key, shape);
  return shape;
}

export type ListParams<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
> = ParamValues<ReturnType<typeof listParamShape<F, S, K>>>;

/**
 * The api query of a list's URL state without paging (what an export or the review queue covers):
 * empty values dropped, and the person's time zone for a list with day filters (the api reads
 * `from`/`to` in it).
 */
export function listFilters<F extends string, S extends z.ZodRawShape, K extends keyof S & string>(
  definition: ListDefinition<F, S>,
  params: ListParams<F, S, K>,
  filterKeys: readonly K[],
) {
  const filters = {} as { [P in K]?: UrlFilter<S[P]> };
  for (const key of filterKeys) filters[key] = params[key];
  return {
    ...filters,
    search: params.search || undefined,
    sort: params.sort,
    ...('tz' in definition.filters ? { tz: currentTimeZone() } : {}),
  };
}

/** The api query of a list's URL state, page included: what the list controller asks for. */
export function listRequest<F extends string, S extends z.ZodRawShape, K extends keyof S & string>(
  definition: ListDefinition<F, S>,
  params: ListParams<F, S, K>,
  filterKeys: readonly K[],
) {
  return { ...listFilters(definition, params, filterKeys), page: params.page, limit: params.limit };
}
