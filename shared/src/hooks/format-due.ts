const MINUTE = 60_000;

function span(ms: number): string {
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 1) return '<1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/**
 * A due time as lists show it: "Due in 2 h" until it is reached, "Overdue 3 h" once past it
 * (whole minutes, hours or days, rounded down). Overdue only strictly after `dueAt`, as the api's
 * `overdue` reads it.
 */
export function formatDue(dueAt: string, now: Date): { text: string; overdue: boolean } {
  const left = Date.parse(dueAt) - now.getTime();
  return left < 0
    ? { text: `Overdue ${span(-left)}`, overdue: true }
    : { text: `Due in ${span(left)}`, overdue: false };
}
