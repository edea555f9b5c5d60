export {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNearTime,
  formatRelativeTime,
  formatShortAgo,
  toMajorUnits,
  withNearTimes,
} from './format';
