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
  dateRangeOrderError,
  toYmd,
  useDateRange,
  withTimeZone,
} from './use-date-range';
export { useDocumentTitle } from './use-document-title';
export { useSearch } from './use-search';
