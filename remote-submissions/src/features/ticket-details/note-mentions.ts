import type { StaffRef } from '@backoffice/shared';

/** The "@" being typed: where it starts, where the caret is, and the letters between. */
export interface MentionInProgress {
  start: number;
  end: number;
  search: string;
}

/** The suggestions shown at once: a longer list is narrowed by typing, not scrolled through. */
export const MAX_SUGGESTIONS = 8;

// An "@" that starts a word (not an email address's), then up to the caret a name's letters
// (hyphens and apostrophes too), words apart by one space: "@", "@an", "@Ana Re", "@Ana ". Each
// space separates two runs, so a long word cannot send the match backtracking.
const NAME_RUN = "[\\p{L}\\p{M}'’-]+";
const MENTION_BEFORE_CARET = new RegExp(
  `(?:^|[^\\p{L}\\p{N}_@])@((?:${NAME_RUN}(?: ${NAME_RUN})* ?)?)$`,
  'u',
);
const MAX_SEARCH_LENGTH = 60;

/** The mention the caret is in, or null when the caret does not follow "@" and a name's letters. */
export function mentionAt(text: string, caret: number): MentionInProgress | null {
  const match = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
  const search = match?.[1];
  if (search === undefined || search.length > MAX_SEARCH_LENGTH) return null;
  return { start: caret - search.length - 1, end: caret, search };
}

const lower = (text: string) => text.toLocaleLowerCase();

/**
 * The staff whose name matches what follows the "@", in any case: those whose full name starts
 * with it first, then those with a later name that does ("re" finds Ana Reviewer), each in the
 * given order. A search with a space that matches nobody is ordinary text after a name, not a
 * mention in progress: the caller closes the list for it.
 */
export function matchStaff(staff: readonly StaffRef[], search: string): StaffRef[] {
  const wanted = lower(search);
  const whole = staff.filter((person) => lower(person.name).startsWith(wanted));
  const later = staff.filter(
    (person) =>
      !whole.includes(person) &&
      lower(person.name)
        .split(/\s+/u)
        .slice(1)
        .some((part) => part.startsWith(wanted)),
  );
  return [...whole, ...later].slice(0, MAX_SUGGESTIONS);
}

/**
 * The text with the mention in progress replaced by "@Full Name " (the form the api reads), and
 * the caret after it. A space or punctuation already after the caret stays as it is, not doubled.
 */
export function insertMention(
  text: string,
  mention: MentionInProgress,
  name: string,
): { text: string; caret: number } {
  const after = text.slice(mention.end);
  const needsSpace = after === '' || /^[\p{L}\p{N}_]/u.test(after);
  const inserted = `${text.slice(0, mention.start)}@${name}${needsSpace ? ' ' : ''}`;
  return { text: `${inserted}${after}`, caret: inserted.length + (/^\s/u.test(after) ? 1 : 0) };
}
