import './zod-config';
import { z } from 'zod';
import { listQuerySchema } from './common';

/** A list's `sort` parameter: a field, or `-field` for descending. */
export type SortValue<F extends string> = F | `-${F}`;

const SORT_PATTERN = /^-?[a-zA-Z]+$/;

function sortIssue(input: unknown, fields: readonly string[]): string {
  if (typeof input !== 'string' || !SORT_PATTERN.test(input)) {
    return 'sort must be a field name, optionally prefixed with -';
  }
  return `unknown field "${input.replace(/^-/, '')}"; use one of ${fields.join(', ')}`;
}

/**
 * A paged list's sortable and filterable fields, declared once per resource. The api validates
 * the list's query with `query` (an unknown sort field is a 400 naming `sort`); the dashboard's
 * list controller reads its URL with `sort` and `filters`, and a table column is sortable exactly
 * when its id is one of `sortFields`. Adding a sortable field is one entry in `sortFields` (the
 * api's type then asks for the column it orders by).
 */
export function defineList<const F extends string, S extends z.ZodRawShape>(definition: {
  sortFields: readonly [F, ...F[]];
  filters: S;
}) {
  const { sortFields, filters } = definition;
  const sortValues = sortFields.flatMap((field): SortValue<F>[] => [field, `-${field}`]);
  const sort = z.enum(sortValues as [SortValue<F>, ...SortValue<F>[]], {
    error: (issue) => sortIssue(issue.input, sortFields),
  });
  return {
    sortFields,
    filters,
    sort,
    query: listQuerySchema.extend({ sort: sort.optional(), ...filters }),
  };
}

/** What `defineList` gives: the shared shape the api and the list controller read. */
export type ListDefinition<F extends string = string, S extends z.ZodRawShape = z.ZodRawShape> = {
  sortFields: readonly F[];
  filters: S;
  sort: z.ZodType<SortValue<F>>;
};

/** The sortable fields of a list definition, as a type. */
export type SortField<D extends { sortFields: readonly string[] }> = D['sortFields'][number];

/** Splits `-field` into a field and a direction. */
export function parseSort<F extends string>(
  sort: SortValue<F> | undefined,
): { field: F; desc: boolean } | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-')
    ? { field: sort.slice(1) as F, desc: true }
    : { field: sort as F, desc: false };
}
