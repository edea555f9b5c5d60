import { parseSort, type Page, type SortValue } from '@backoffice/shared/contract';
import type { Queryable } from './database';

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

export type DayRange = {
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
};

/**
 * `from`/`to` are whole days in the caller's time zone `tz` (UTC without one), both inclusive. An
 * open bound adds no condition: no `from` is all time, no `to` is up to now.
 */
export function dayRangeConditions(column: string, range: DayRange, params: SqlParams): string[] {
  const conditions: string[] = [];
  const zone = () => params.add(range.tz ?? 'UTC');
  if (range.from) {
    conditions.push(
      `${column} >= (${params.add(range.from)}::date)::timestamp AT TIME ZONE ${zone()}`,
    );
  }
  if (range.to) {
    conditions.push(
      `${column} < (${params.add(range.to)}::date + 1)::timestamp AT TIME ZONE ${zone()}`,
    );
  }
  return conditions;
}

/** Today's date (`YYYY-MM-DD`) in an IANA time zone. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** A case-insensitive `contains` pattern with LIKE's wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `sort` is `field` or `-field`, already checked against the list's sortable fields by the
 * contract's query schema (`defineList`); `columns` maps each of those fields to the SQL it orders
 * by, so column SQL comes from this whitelist, never from the request.
 */
export function orderByClause<F extends string>(
  sort: SortValue<F> | undefined,
  columns: Readonly<Record<F, string>>,
  fallback: string,
  tieBreaker: string,
  /** An order that comes before the chosen sort (a queue's own priority). */
  leading?: string,
): string {
  const parsed = parseSort(sort);
  const first = leading ? `${leading}, ` : '';
  if (!parsed) return `ORDER BY ${first}${fallback}, ${tieBreaker}`;
  const direction = parsed.desc ? 'DESC' : 'ASC';
  return `ORDER BY ${first}${columns[parsed.field]} ${direction} NULLS LAST, ${tieBreaker} ${direction}`;
}

export function pageClause(page: number, limit: number, params: SqlParams): string {
  return `LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`;
}

const SELECT_KEYWORD = /^\s*SELECT\s/i;

/**
 * One page of a list (docs/design.md §3): every row the filter matches is counted and the
 * requested page read in the requested order. `select` is the row query up to its FROM clause;
 * `from` is what it reads (the same tables and joins). The count rides on the page's own rows
 * (a window over every match, taken before LIMIT), one round trip instead of two; only
 * a page past the end, which has no row to carry it, counts on its own.
 */
export async function selectPage<Row, Item>(
  db: Queryable,
  sql: { select: string; from: string; where: string; orderBy: string },
  params: SqlParams,
  query: { page: number; limit: number },
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  if (!SELECT_KEYWORD.test(sql.select))
    throw new Error('selectPage: select must start with SELECT');
  const counting = sql.select.replace(
    SELECT_KEYWORD,
    'SELECT count(*) OVER ()::int AS "pageTotal", ',
  );
  const where = [...params.values];
  const rows = await db.query<Row & { pageTotal: number }>(
    `${counting} ${sql.where} ${sql.orderBy} ${pageClause(query.page, query.limit, params)}`,
    params.values,
  );
  let total = rows[0]?.pageTotal ?? 0;
  if (!rows.length && query.page > 1) {
    const [counted] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${sql.from} ${sql.where}`,
      where,
    );
    total = counted?.total ?? 0;
  }
  return {
    items: rows.map(({ pageTotal: _pageTotal, ...row }) => toItem(row as Row)),
    total,
    page: query.page,
    limit: query.limit,
  };
}
