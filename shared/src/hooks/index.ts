export {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeTime,
  toMajorUnits,
} from './format';
export { dateRangeOrderError, toYmd, useDateRange, withTimeZone } from './useDateRange';
export { useDocumentTitle } from './useDocumentTitle';
export { useSearch } from './useSearch';
