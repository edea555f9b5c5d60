import './zod-config';
import { z } from 'zod';

/** Every error body the api sends. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
  /** A machine-readable cause, e.g. `step_up_required` (./staff-security). */
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const RETRY_AFTER_HEADER = 'Retry-After';

/** Every successful body is `{ data }`, except sign-in (docs/spec.md §7). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD`, as the `from`/`to` filters use it. */
export const ymdDate = z.iso.date();

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code');
/** Money is an integer in minor units. */
export const minorUnits = z.number().int().nonnegative();

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;
/** The longest search a list takes (docs/design.md §3). */
export const LIST_SEARCH_MAX_LENGTH = 200;

/** Boolean query parameters arrive as strings. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => (typeof value === 'boolean' ? value : value === 'true'));

/**
 * PostgreSQL text cannot hold U+0000: a field with one is refused in words, on its field, instead
 * of failing with a server error. `label` starts the message ("A search cannot contain …").
 */
export const refuseNul = (label: string) =>
  [(text: string) => !text.includes('\u0000'), `${label} cannot contain a NUL character`] as const;

/**
 * The paging and search every paged endpoint shares; each list adds its own `sort` and filters
 * with `defineList` (lists.ts).
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  search: z
    .string()
    .trim()
    .max(LIST_SEARCH_MAX_LENGTH)
    .refine(...refuseNul('A search'))
    .optional(),
});

/**
 * Names already seen to be valid: building an `Intl.DateTimeFormat` costs ~1 ms on its first call,
 * and every list query's parameters name the zone. Only valid names are kept, so the set stays as
 * small as the IANA list however many bad names the api is sent.
 */
const knownTimeZones = new Set<string>();

function isKnownTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  knownTimeZones.add(name);
  return true;
}

/** An IANA time zone name ("Europe/Paris", "UTC"). */
export const timeZoneName = z
  .string()
  .max(64)
  .refine(isKnownTimeZone, 'tz must be an IANA time zone name such as Europe/Paris');

/**
 * The days a day filter may name. Typing "2025" into a date box passes through the years 0002,
 * 0020 and 0202, and a range from the year 2 made the funding summary count 740,000 days (16 s
 * and 23 MB for one answer): a range stays within this century, as the platform's data does.
 */
export const FILTER_DAY_MIN = '2000-01-01';
export const FILTER_DAY_MAX = '2099-12-31';
export const FILTER_DAY_OUTSIDE = 'Choose a day from 2000 to 2099';
export const isFilterDay = (day: string) => day >= FILTER_DAY_MIN && day <= FILTER_DAY_MAX;
const filterDay = ymdDate.refine(isFilterDay, FILTER_DAY_OUTSIDE);

/**
 * The day filters every dated list shares. `from`/`to` are calendar days in the person's time zone
 * `tz` (UTC when absent), both inclusive; an open bound means all time (no `from`) or up to now
 * (no `to`).
 */
export const dateRangeFields = {
  from: filterDay.optional(),
  to: filterDay.optional(),
  tz: timeZoneName.optional(),
};

/** A range may be open at either end, but never end before it starts (the error names `to`). */
export function isDateRangeInOrder(range: {
  from?: string | undefined;
  to?: string | undefined;
}): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
export const dateRangeOrderIssue = { message: 'from must not be after to', path: ['to'] };

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
export type Page<T> = { items: T[]; total: number; page: number; limit: number };

/**
 * A name of format characters and spaces alone (a zero-width space, a joiner) looks empty on every
 * screen, yet `trim()` keeps it.
 */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(/[\p{Cf}\p{Z}\s]/gu, '') !== '';
}

/** The message for a name that `hasVisibleCharacter` refuses. */
export const INVISIBLE_NAME = 'A name needs letters or digits, not only invisible characters';
