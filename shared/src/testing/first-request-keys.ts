import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListDefinition } from '../contract';
import {
  listParamShape,
  listRequest,
  type ListParams,
  type ListUrlOptions,
} from '../list/list-params';
import { readParams } from '../list/search-params';
import type { ListRequest } from '../list/use-list-controller';
import { firstRequestQuery, firstRequestSchema } from '../query/first-request';

/** A list as its page gives it to `useListController`: its contract, URL state and query. */
type AreaList<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
> = ListUrlOptions<F, K> & {
  definition: ListDefinition<F, S>;
  query: (request: ListRequest<F, S, K>) => { queryKey: QueryKey };
};

/**
 * For one URL search, the hashed key of the query the host preloads from an area's first-request
 * declaration (served in /remotes.json) and that of the area's own list query: the list renders
 * from the preload only when the two are equal.
 */
export function firstRequestKeys<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
>(declaration: unknown, list: AreaList<F, S, K>, search: string) {
  const shape = listParamShape(list.definition, list);
  const params = readParams(shape, new URLSearchParams(search)) as ListParams<F, S, K>;
  const own = list.query(listRequest(list.definition, params, list.filters)).queryKey;
  const preloaded = firstRequestQuery(firstRequestSchema.parse(declaration), search)?.queryKey;
  return { preloaded: hashKey(preloaded ?? []), list: hashKey(own) };
}
