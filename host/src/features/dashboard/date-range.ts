import { dateRangeOrderError } from '@backoffice/shared';
import { isValid, parseISO } from 'date-fns';

/**
 * The days the dashboard charts. The api draws one bar per day of the range, so a far-off day
 * costs it seconds and megabytes: typing "2025" into a native date input passes through the years
 * 0002, 0020 and 0202, and each of those used to be asked for (0002 took the api 17 s and 23 MB).
 */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2099-12-31';
const OUTSIDE_DAYS = 'Choose a day from 2000 to 2099';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
const isCharted = (day: string) => day >= EARLIEST_DAY && day <= LATEST_DAY;

/** Field errors for the dashboard's range inputs (`YYYY-MM-DD`; the end is optional). */
export function validateDateRange(start: string, end: string): { start?: string; end?: string } {
  if (!start) return { start: 'Choose a start date' };
  if (!isDay(start)) return { start: 'Enter a valid start date' };
  if (!isCharted(start)) return { start: OUTSIDE_DAYS };
  if (!end) return {};
  if (!isDay(end)) return { end: 'Enter a valid end date' };
  if (!isCharted(end)) return { end: OUTSIDE_DAYS };
  const orderError = dateRangeOrderError(start, end);
  return orderError ? { end: orderError } : {};
}
