import { dateRangeOrderError, FILTER_DAY_OUTSIDE, isFilterDay } from '@backoffice/shared';
import { isValid, parseISO } from 'date-fns';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));

/** Field errors for the dashboard's range inputs (`YYYY-MM-DD`; the end is optional). */
export function validateDateRange(start: string, end: string): { start?: string; end?: string } {
  if (!start) return { start: 'Choose a start date' };
  if (!isDay(start)) return { start: 'Enter a valid start date' };
  if (!isFilterDay(start)) return { start: FILTER_DAY_OUTSIDE };
  if (!end) return {};
  if (!isDay(end)) return { end: 'Enter a valid end date' };
  if (!isFilterDay(end)) return { end: FILTER_DAY_OUTSIDE };
  const orderError = dateRangeOrderError(start, end);
  return orderError ? { end: orderError } : {};
}
