export { formatDate, formatDateTime, formatMoney, formatRelativeTime } from './format';
export { DATE_RANGE_ORDER_ERROR, dateRangeOrderError, toYmd, useDateRange } from './useDateRange';
export { useDebouncedValue } from './useDebouncedValue';
export { SEARCH_DEBOUNCE_MS, useSearch } from './useSearch';
