export {
  DATE_TIME_INPUT_EXAMPLE,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeInput,
  formatMoney,
  formatNearTime,
  formatRelativeTime,
  formatShortAgo,
  parseDateTimeText,
  toMajorUnits,
  withNearTimes,
} from './format';
