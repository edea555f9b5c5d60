import type { StaffRef } from './inbox';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The staff a private note mentions: "@" followed by an active staff member's full name, in any
 * case, not running on into a longer word ("@Ana Reviewers" is nobody). Read from the saved text
 * itself; each person once, in the order of `staff`.
 */
export function mentionedStaff(text: string, staff: readonly StaffRef[]): StaffRef[] {
  return staff.filter((person) =>
    new RegExp(`@${escapeRegExp(person.name)}(?![\\p{L}\\p{N}_])`, 'iu').test(text),
  );
}
