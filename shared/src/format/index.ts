export {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeTime,
  toMajorUnits,
} from './format';
