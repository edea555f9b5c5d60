export {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeTime,
  toMajorUnits,
} from './format';
export {
  currentTimeZone,
  DATE_RANGE_ORDER_ERROR,
  dateRangeOrderError,
  toYmd,
  useDateRange,
  withTimeZone,
} from './useDateRange';
export { APP_TITLE, documentTitle, useDocumentTitle } from './useDocumentTitle';
export { useDebouncedValue } from './useDebouncedValue';
export { SEARCH_DEBOUNCE_MS, useSearch } from './useSearch';
