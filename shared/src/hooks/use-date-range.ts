import { format, startOfDay } from 'date-fns';
import { useState } from 'react';
import { currentTimeZone } from '../utils/time-zone';

const YMD = 'yyyy-MM-dd';

export const DATE_RANGE_ORDER_ERROR = 'The end date must not be before the start date';

/**
 * The one rule every date filter shares: a range that ends before it starts is refused by the api,
 * so screens say so next to the end date instead of asking. Days are `YYYY-MM-DD`; either end may be
 * open.
 */
export function dateRangeOrderError(from?: string | null, to?: string | null): string | undefined {
  return from && to && to < from ? DATE_RANGE_ORDER_ERROR : undefined;
}

/** A calendar day as the API's `from`/`to` filters take it (local time, `YYYY-MM-DD`). */
export function toYmd(date: Date): string {
  return format(date, YMD);
}

export { currentTimeZone };

/** A `from`/`to` pair as the api's day filters take it: with the person's time zone. */
export function withTimeZone<R extends { from?: string | undefined; to?: string | undefined }>(
  range: R,
): R & { tz: string } {
  return { ...range, tz: currentTimeZone() };
}

/**
 * The date range state of docs/spec.md §3: the start defaults to today, the end to none; `from` and
 * `to` are ready for the API (`to` is undefined without an end date).
 */
export function useDateRange(initial?: { startDate?: Date; endDate?: Date | null }) {
  const [startDate, setStartDate] = useState<Date>(() =>
    startOfDay(initial?.startDate ?? new Date()),
  );
  const [endDate, setEndDate] = useState<Date | null>(() =>
    initial?.endDate ? startOfDay(initial.endDate) : null,
  );
  const from = toYmd(startDate);
  const to = endDate ? toYmd(endDate) : undefined;
  return {
    startDate,
    endDate,
    setStartDate,
    setEndDate,
    from,
    to,
    /** The API rejects such a range; show this next to the end date instead of querying. */
    error: dateRangeOrderError(from, to) ?? null,
  };
}
