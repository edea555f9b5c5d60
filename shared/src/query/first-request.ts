import { subDays } from 'date-fns';
import { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '../contract';
import { toYmd } from '../hooks/use-date-range';
import { declaredParams, type CarriedFirstPage } from '../session/first-page-request';
import { apiRequest } from '../http/api-request';

/**
 * An area's first request, declared beside its entry in /remotes.json, so the host can start it
 * the moment the area is known (in parallel with the area's code) and the area renders from the
 * shared QueryClient's cache. The same declaration gives the area's own query key (each remote's
 * test checks its list query and this agree), so the host never owns an area's queries.
 */
const paramSourceSchema = z.strictObject({
  /** The URL search parameter it comes from; an empty value counts as absent. */
  search: z.string().min(1).optional(),
  /** Used when the URL does not say. */
  default: z.union([z.string(), z.number()]).optional(),
  /** A date default: today minus this many days, as `YYYY-MM-DD` (local time, like the areas). */
  daysAgo: z.number().int().min(0).optional(),
  /** Sent as a number (page, limit). */
  number: z.boolean().optional(),
  /** The person's IANA time zone, which the api reads day filters in (as the areas send it). */
  timeZone: z.literal(true).optional(),
});

const isGetEndpoint = (name: string): name is EndpointName =>
  Object.hasOwn(endpoints, name) &&
  endpoints[name as EndpointName].method === 'GET' &&
  !endpoints[name as EndpointName].path.includes(':');

export const firstRequestSchema = z.strictObject({
  /** A GET endpoint of the contract without path parameters, e.g. `fundingList`. */
  endpoint: z.string().refine(isGetEndpoint, 'not a GET endpoint of the contract'),
  /** The query key before the parameters, starting with the area's name. */
  key: z.array(z.string()).min(1),
  query: z.record(z.string(), paramSourceSchema),
  /** How long the prefetched answer counts as fresh, so the area does not ask again on mount. */
  staleTimeMs: z.number().int().min(0),
});

export type FirstRequest = z.infer<typeof firstRequestSchema>;

/** Each query field's own schema, when the endpoint's query is an object (every list's is). */
function queryFields(endpoint: EndpointName): Record<string, z.ZodType> {
  const { query }: Endpoint = endpoints[endpoint];
  return query instanceof z.ZodObject ? (query.shape as Record<string, z.ZodType>) : {};
}

/**
 * The declared request's parameters for a URL's search string. A value the URL gives that the
 * contract refuses (a hand-edited or outdated link: `page=-3`, `sort=bogus`) gives way to the
 * default, as the area's own reading of its URL does: otherwise the preload would be a 400 under
 * another key than the one the area asks with.
 */
export function firstRequestParams(
  declaration: FirstRequest,
  search: string,
  today: Date = new Date(),
): Record<string, string | number> {
  const fields = queryFields(declaration.endpoint as EndpointName);
  return (
    declaredParams(declaration.query, search, {
      accepts: (name, value) => !fields[name] || fields[name].safeParse(value).success,
      dayDefault: (days) => toYmd(subDays(today, days)),
    }) ?? {}
  );
}

/**
 * Each value can pass while the set does not: a day range that ends before it starts. The area
 * then asks nothing and says why, so the preload must not ask either (it would only be a 400).
 */
function acceptedTogether(endpoint: EndpointName, params: Record<string, string | number>) {
  const { query }: Endpoint = endpoints[endpoint];
  return !query || query.safeParse(params).success;
}

/**
 * The query (key, function, freshness) the declaration gives for a URL's search string, or
 * undefined when the contract refuses that set of parameters.
 */
export function firstRequestQuery(declaration: FirstRequest, search: string, today?: Date) {
  const params = firstRequestParams(declaration, search, today);
  const endpoint = declaration.endpoint as EndpointName;
  if (!acceptedTogether(endpoint, params)) return undefined;
  return {
    queryKey: [...declaration.key, params] as const,
    // The declaration is data: the compiler cannot tie its parameters to the endpoint's query
    // type; the api validates them with the contract's schema (a mismatch is a 400 the area shows).
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest(endpoint as 'fundingList', { query: params as never, signal }),
    staleTime: declaration.staleTimeMs,
  };
}

const sameParams = (
  one: Readonly<Record<string, string | number>>,
  other: Readonly<Record<string, string | number>>,
) =>
  Object.keys(one).length === Object.keys(other).length &&
  Object.entries(one).every(([name, value]) => other[name] === value);

/**
 * The first page the sign-in answer carried, as this declaration's query for `search` holds it:
 * only when it is that very read (the endpoint and every parameter, as the contract resolves
 * them) and its data passes the endpoint's schema. Otherwise undefined: the page asks as usual.
 */
export function carriedFirstData(
  declaration: FirstRequest,
  search: string,
  carried: CarriedFirstPage,
): { queryKey: readonly unknown[]; data: unknown } | undefined {
  // The query the area itself would ask: its key and its parameters, as the contract takes them.
  const query = firstRequestQuery(declaration, search);
  const params = query?.queryKey.at(-1) as Record<string, string | number> | undefined;
  const endpoint = declaration.endpoint as EndpointName;
  if (!query || !params || carried.endpoint !== endpoint || !sameParams(params, carried.query)) {
    return undefined;
  }
  const parsed = endpoints[endpoint].response.safeParse(carried.data);
  return parsed.success ? { queryKey: query.queryKey, data: parsed.data } : undefined;
}
