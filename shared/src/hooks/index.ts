export {
  currentTimeZone,
  dateRangeOrderError,
  toYmd,
  useDateRange,
  withTimeZone,
} from './use-date-range';
export { useDocumentTitle } from './use-document-title';
export { useDebouncedValue } from './use-debounced-value';
export { SEARCH_DEBOUNCE_MS, useSearch } from './use-search';
export { useStartChat } from './use-start-chat';
