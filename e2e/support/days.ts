const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as the app's boxes show it once left ("2026-12-01" as "1 Dec 2026"): written out here,
 * not taken from the app's formatting, so a change there is seen.
 */
export function peoplesDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}
