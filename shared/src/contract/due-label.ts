/**
 * How every list says what is due: "Due in 2 h" or "Overdue 3 h" (minutes under an hour, days
 * from a day; whole units, rounded down). It reads the `dueAt` and `overdue` a list row carries
 * (`dueFields` in ./due) against `now`, so a label goes from "Due in" to "Overdue" as time passes
 * without another fetch.
 */
export interface DueLabel {
  text: string;
  overdue: boolean;
}

const MINUTE_MS = 60_000;

function span(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return '<1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/**
 * Null when nothing is due (no target running, or paused before it was missed). A clock paused
 * after the target was missed (`dueAt` null, `overdue` true) reads "Overdue", with no time: it is
 * not growing.
 */
export function formatDue(
  due: { dueAt?: string | null; overdue?: boolean },
  now: number | Date,
): DueLabel | null {
  if (!due.dueAt) return due.overdue ? { text: 'Overdue', overdue: true } : null;
  const left = Date.parse(due.dueAt) - (typeof now === 'number' ? now : now.getTime());
  return left < 0
    ? { text: `Overdue ${span(-left)}`, overdue: true }
    : { text: `Due in ${span(left)}`, overdue: false };
}
