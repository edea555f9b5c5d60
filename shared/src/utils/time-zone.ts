/**
 * The person's IANA time zone. Day filters go to the api with it (`tz`), so "today" is the
 * person's today, not UTC's.
 */
export function currentTimeZone(): string {
  // Asked once: a DateTimeFormat costs about a millisecond, and every list's query key reads this.
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}
let zone: string | undefined;
