import { parseSort } from '@backoffice/shared/contract';
import { badRequest } from './errors';

/** Collects parameters for one statement and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function whereClause(conditions: readonly string[]): string {
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** `from`/`to` are whole UTC days and both inclusive. */
export function dayRangeConditions(
  column: string,
  range: { from?: string | undefined; to?: string | undefined },
  params: SqlParams,
): string[] {
  const conditions: string[] = [];
  if (range.from) {
    conditions.push(`${column} >= (${params.add(range.from)}::date)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (range.to) {
    conditions.push(
      `${column} < (${params.add(range.to)}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    );
  }
  return conditions;
}

/** A case-insensitive `contains` pattern with LIKE's wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `sort` is `field` or `-field`; only fields in `columns` may be used (a 400 names `sort`
 * otherwise). Column SQL comes from the whitelist, never from the request.
 */
export function orderByClause(
  sort: string | undefined,
  columns: Readonly<Record<string, string>>,
  fallback: string,
  tieBreaker: string,
): string {
  const parsed = parseSort(sort);
  if (!parsed) return `ORDER BY ${fallback}, ${tieBreaker}`;
  const column = columns[parsed.field];
  if (!column) {
    throw badRequest(
      `sort: unknown field "${parsed.field}"; use one of ${Object.keys(columns).join(', ')}`,
      'sort',
    );
  }
  const direction = parsed.desc ? 'DESC' : 'ASC';
  return `ORDER BY ${column} ${direction} NULLS LAST, ${tieBreaker} ${direction}`;
}

export function pageClause(page: number, limit: number, params: SqlParams): string {
  return `LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`;
}
