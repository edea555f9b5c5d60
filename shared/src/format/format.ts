import { differenceInCalendarDays, format, formatDistance, isValid, parseISO } from 'date-fns';

const INVALID = '—';

type DateInput = string | number | Date;

// A stored time as the api sends it: an instant with its zone, which the Date constructor reads
// exactly (ECMAScript's date time string format) and far faster than parseISO, whose first calls
// were a tenth of the first render of a list. Dates without a time or a zone mean local time there.
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function toDate(value: DateInput): Date {
  if (typeof value !== 'string') return new Date(value);
  return ZONED_TIME.test(value) ? new Date(value) : parseISO(value);
}

// Building an Intl.NumberFormat costs far more than using one, and a list formats every row.
const moneyFormats = new Map<string, { formatter: Intl.NumberFormat; digits: number }>();

function moneyFormat(currency: string, locale: string) {
  const key = `${locale} ${currency}`;
  let entry = moneyFormats.get(key);
  if (!entry) {
    const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    entry = { formatter, digits: formatter.resolvedOptions().maximumFractionDigits ?? 2 };
    moneyFormats.set(key, entry);
  }
  return entry;
}

/** Minor units (docs/design.md §3) as money, with the currency's own number of decimals. */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const { formatter, digits } = moneyFormat(currency, locale);
  return formatter.format(minor / 10 ** digits);
}

/**
 * Minor units as a plain decimal in major units ("35000.00" for 3500000 USD), with the currency's
 * own number of decimals and no grouping: what a spreadsheet reads as a number.
 */
export function toMajorUnits(minor: number, currency: string): string {
  const { digits } = moneyFormat(currency, 'en-US');
  return (minor / 10 ** digits).toFixed(digits);
}

const countFormat = new Intl.NumberFormat('en-US');

/** Every count on every screen in one format ("1,449"). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

// A list shows the same few hundred stored times on every visit, and parsing and formatting each
// with date-fns on every render adds up (3 ms of a Coupons visit). Bounded: cleared once it holds
// a few pages' worth.
const formattedDates = new Map<string, string>();
const FORMATTED_DATES_KEPT = 2000;

/** An ISO date or time as a short date ("21 Nov 2026"); another date-fns pattern may be given. */
export function formatDate(value: DateInput, pattern = 'd MMM yyyy'): string {
  if (typeof value !== 'string') return formatDateValue(value, pattern);
  const key = `${pattern}\u0000${value}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    if (formattedDates.size >= FORMATTED_DATES_KEPT) formattedDates.clear();
    text = formatDateValue(value, pattern);
    formattedDates.set(key, text);
  }
  return text;
}

function formatDateValue(value: DateInput, pattern: string): string {
  const date = toDate(value);
  return isValid(date) ? format(date, pattern) : INVALID;
}

export function formatDateTime(value: DateInput): string {
  return formatDate(value, 'd MMM yyyy, HH:mm');
}

/** "5 minutes ago", "in 2 days". */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  return isValid(date) ? formatDistance(date, now, { addSuffix: true }) : INVALID;
}

/**
 * How long ago, in the fewest characters a list row can spare: "now", "5 min", "2h", "3d", then
 * the day ("21 Nov"; with the year when it is not this year's).
 */
export function formatShortAgo(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!isValid(date)) return INVALID;
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  return format(date, date.getFullYear() === now.getFullYear() ? 'd MMM' : 'd MMM yyyy');
}

const NEAR_DAYS: Readonly<Record<number, string>> = {
  [-1]: 'yesterday',
  0: 'today',
  1: 'tomorrow',
};

/**
 * A time a sentence names, as people say it: "today at 09:05", "tomorrow at 23:01", "yesterday at
 * 18:30", else "on 1 Dec 2026 at 23:01". Reads after a verb ("It applies on its own …").
 */
export function formatNearTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!isValid(date)) return INVALID;
  const day = NEAR_DAYS[differenceInCalendarDays(date, now)];
  return day ? `${day} at ${format(date, 'HH:mm')}` : `on ${format(date, "d MMM yyyy 'at' HH:mm")}`;
}

const ISO_INSTANT =
  /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * A stored text (a notification's body) with every instant in it said as `formatNearTime` says
 * it, so no ISO string reaches a screen however the text was written.
 */
export function withNearTimes(text: string, now: Date = new Date()): string {
  return text.replace(ISO_INSTANT, (instant) => formatNearTime(instant, now));
}

/** How a date-and-time box shows a time: the tables' day, then the time ("1 Dec 2026 23:01"). */
export const DATE_TIME_INPUT_EXAMPLE = '1 Dec 2026 23:01';

/** A time as a date-and-time box shows it and takes it back ("1 Dec 2026 23:01"); '' for none. */
export function formatDateTimeInput(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = formatDate(value, 'd MMM yyyy HH:mm');
  return text === INVALID ? '' : text;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// "1 Dec 2026 23:01", "1 December 2026, 23:01", "1 dec 2026 at 9:05", "1 Dec 2026" (midnight).
const PEOPLES_DATE_TIME =
  /^(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})(?:,?\s+(?:at\s+)?(\d{1,2}):(\d{2}))?$/i;
// What a box held before ("2026-12-01T23:01") and what a script may type: read, never shown.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2}))?$/;

function monthOf(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((month) => month.startsWith(lower) && lower.length >= 3);
}

/**
 * What a person typed into a date-and-time box, as the local time it names, or undefined when it
 * names none (a 31 Feb, a 25:00, a word that is no month). The box's own format
 * ("1 Dec 2026 23:01", the time optional) and ISO ("2026-12-01T23:01") are both read.
 */
export function parseDateTimeText(text: string): Date | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const people = PEOPLES_DATE_TIME.exec(trimmed);
  const iso = people ? null : ISO_DATE_TIME.exec(trimmed);
  if (!people && !iso) return undefined;
  const [day, month, year, hours, minutes] = people
    ? [Number(people[1]), monthOf(people[2] ?? ''), Number(people[3]), people[4], people[5]]
    : [Number(iso?.[3]), Number(iso?.[2]) - 1, Number(iso?.[1]), iso?.[4], iso?.[5]];
  const hour = Number(hours ?? 0);
  const minute = Number(minutes ?? 0);
  if (month < 0 || hour > 23 || minute > 59) return undefined;
  const date = new Date(year, month, day, hour, minute);
  // The Date constructor rolls a 31 Feb over into March; a day the month lacks names no time.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    ? date
    : undefined;
}

/** How a day box shows a day: the tables' own short date ("1 Dec 2026"). */
export const DAY_INPUT_EXAMPLE = '1 Dec 2026';

/** A whole day (`YYYY-MM-DD`, as the URL and the api hold it) as a day box shows it; '' for none. */
export function formatDayInput(day: string | undefined): string {
  if (!day) return '';
  const text = formatDate(day);
  return text === INVALID ? '' : text;
}

/**
 * What a person typed into a day box, as the whole day it names (`YYYY-MM-DD`), or undefined when
 * it names none. Read as a date-and-time box reads its day ("1 Dec 2026", "1 dec 2026",
 * "2026-12-01"); a time is no part of a day, so text with one names none.
 */
export function parseDayText(text: string): string | undefined {
  if (text.includes(':')) return undefined;
  const date = parseDateTimeText(text);
  return date && format(date, 'yyyy-MM-dd');
}
