export { formatDate, formatDateTime, formatMoney, formatRelativeTime } from './format';
export { toYmd, useDateRange } from './useDateRange';
export { useDebouncedValue } from './useDebouncedValue';
export { SEARCH_DEBOUNCE_MS, useSearch } from './useSearch';
