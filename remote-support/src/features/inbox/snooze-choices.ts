import { addDays, addHours, setHours, startOfDay } from 'date-fns';

export type SnoozeChoice = 'hour' | 'tomorrow' | 'member';

export const snoozeChoiceLabels: Readonly<Record<SnoozeChoice, string>> = {
  hour: 'For 1 hour',
  tomorrow: 'Until tomorrow 9:00',
  member: 'Until the member writes',
};

/** The snooze's end for a choice made at `now`; null means until the member writes. */
export function snoozeUntil(choice: SnoozeChoice, now: Date): string | null {
  if (choice === 'member') return null;
  if (choice === 'hour') return addHours(now, 1).toISOString();
  return setHours(startOfDay(addDays(now, 1)), 9).toISOString();
}
