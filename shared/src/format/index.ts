export {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeTime,
  formatShortAgo,
  toMajorUnits,
} from './format';
