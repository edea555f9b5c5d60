import type { StaffRef } from '@backoffice/shared';
import { VisuallyHidden } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FocusEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { mentionableStaffQuery } from './mention-queries';
import { insertMention, matchStaff, mentionAt, type MentionInProgress } from './note-mentions';
import styles from './ticket-details.module.css';

const mentionKey = (mention: MentionInProgress) => `${mention.start}:${mention.search}`;

/**
 * The "@" suggestions of a textarea, as a combobox list: the textarea keeps the focus and points
 * at the list (aria-controls) and its highlighted name (aria-activedescendant). The arrows move,
 * Enter or Tab or a click puts "@Full Name " at the caret, Escape closes the list until more is
 * typed. `onPick` gets the new text and where the caret goes; the text is the caller's.
 */
export function useMentionSuggestions({
  text,
  enabled,
  onPick,
}: {
  text: string;
  enabled: boolean;
  onPick: (next: { text: string; caret: number }) => void;
}) {
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  // The mention Escape or a pick closed the list on; typing on opens it again.
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const [active, setActive] = useState({ on: '', index: 0 });
  const mention = enabled && caret !== null ? mentionAt(text, caret) : null;
  const staff = useQuery({ ...mentionableStaffQuery(), enabled: mention !== null });
  const matches = mention && staff.data ? matchStaff(staff.data, mention.search) : [];
  // "@Ana Reviewer can…" matching nobody is text written after a name, not a name being typed.
  const pastAName = Boolean(mention?.search.includes(' ')) && staff.isSuccess && !matches.length;
  const open = mention !== null && closedOn !== mentionKey(mention) && !pastAName;
  const index =
    mention && active.on === mentionKey(mention) ? Math.min(active.index, matches.length - 1) : 0;
  const activeId = open && matches.length ? `${listId}-${index}` : undefined;

  const pick = (person: StaffRef) => {
    if (!mention) return;
    const next = insertMention(text, mention, person.name);
    onPick(next);
    setCaret(next.caret);
    setClosedOn(mentionKey({ start: mention.start, end: next.caret, search: person.name }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || !mention || event.nativeEvent.isComposing) return;
    const modified = event.shiftKey || event.altKey || event.ctrlKey || event.metaKey;
    if (event.key === 'Escape') {
      // The list closes, not the drawer or dialog the form is in.
      event.stopPropagation();
      setClosedOn(mentionKey(mention));
    } else if (!matches.length) {
      return;
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : matches.length - 1;
      setActive({ on: mentionKey(mention), index: (index + step) % matches.length });
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !modified) {
      const person = matches[index];
      if (person) pick(person);
    } else {
      return;
    }
    event.preventDefault();
  };
  const followCaret = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    setCaret(selectionStart === selectionEnd ? selectionStart : null);
  };

  const textareaProps = {
    onKeyDown,
    onSelect: followCaret,
    onBlur: (_event: FocusEvent<HTMLTextAreaElement>) => setCaret(null),
    'aria-autocomplete': enabled ? ('list' as const) : undefined,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': activeId,
  };

  const state = !open
    ? null
    : staff.isPending
      ? 'Loading staff…'
      : staff.isError
        ? 'Could not load the staff’s names. Your note is kept: type the full name after “@”, or type “@” again to retry.'
        : staff.data.length === 0
          ? 'No colleagues to mention'
          : matches.length === 0
            ? `No staff match “${mention?.search ?? ''}”`
            : null;
  const count =
    open && !state
      ? `${matches.length} staff ${matches.length === 1 ? 'matches' : 'match'}: arrows to choose, Enter to insert`
      : '';
  // One live region, always there, so a screen reader hears each state as it comes; not a
  // `status`, which names the form's save state.
  const list = (
    <>
      <div aria-live="polite">
        <VisuallyHidden>{count}</VisuallyHidden>
        {state && (
          <p id={listId} className={staff.isError ? styles.error : styles.mentionNote}>
            {state}
          </p>
        )}
      </div>
      {open && !state && (
        <ul id={listId} role="listbox" aria-label="Staff to mention" className={styles.mentionList}>
          {matches.map((person, position) => (
            <li
              key={person.id}
              id={`${listId}-${position}`}
              role="option"
              aria-selected={position === index}
              className={styles.mentionOption}
              // Not a click: mousedown would take the focus from the textarea first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
            >
              {person.name}
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return { textareaProps, list };
}
