// By package name, as the apps import them: the test kit checks what the areas themselves use.
import {
  firstRequestQuery,
  firstRequestSchema,
  listParamShape,
  listRequest,
  readParams,
  type ListDefinition,
  type ListUrlOptions,
} from '@backoffice/shared';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

/** A list as its page gives it to `useListController`: its contract, URL state and query. */
type AreaList<
  F extends string,
  S extends z.ZodRawShape,
  K extends keyof S & string,
> = ListUrlOptions<F, K> & {
  definition: ListDefinition<F, S>;
  query: (request: ReturnType<typeof listRequest<F, S, K>>) => { queryKey: QueryKey };
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
  const params = readParams(shape, new URLSearchParams(search));
  const own = list.query(
    listRequest(
      list.definition,
      params as Parameters<typeof listRequest<F, S, K>>[1],
      list.filters,
    ),
  ).queryKey;
  const preloaded = firstRequestQuery(firstRequestSchema.parse(declaration), search)?.queryKey;
  return { preloaded: hashKey(preloaded ?? []), list: hashKey(own) };
}
