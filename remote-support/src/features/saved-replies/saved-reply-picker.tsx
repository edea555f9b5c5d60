import { searchSavedReplies, type SavedReply } from '@backoffice/shared';
import styles from '../../lib/support.module.css';
import { useSavedReplies } from './saved-reply-queries';

/** The `/` command: a draft that is a single line starting with `/` searches saved replies. */
export function savedReplySearch(draft: string): string | null {
  return draft.startsWith('/') && !draft.includes('\n') ? draft.slice(1) : null;
}

export interface SavedReplyPickerProps {
  id: string;
  search: string;
  activeIndex: number;
  onChoose: (reply: SavedReply) => void;
}

/** The matching saved replies under the composer; the textarea keeps focus (a combobox list). */
export function SavedReplyPicker({ id, search, activeIndex, onChoose }: SavedReplyPickerProps) {
  const replies = useSavedReplies();
  if (replies.isPending) return <p className={styles.pickerNote}>Loading saved replies…</p>;
  if (replies.isError) {
    return (
      <p className={styles.pickerNote} role="alert">
        Could not load saved replies: {replies.error.message}
      </p>
    );
  }
  const matches = searchSavedReplies(replies.data, search);
  if (matches.length === 0) {
    return (
      <p className={styles.pickerNote}>
        {replies.data.length === 0
          ? 'No saved replies yet: add them with “Saved replies”.'
          : `No saved reply matches “${search}”.`}
      </p>
    );
  }
  return (
    <ul id={id} role="listbox" aria-label="Saved replies" className={styles.picker}>
      {matches.map((reply, index) => (
        <li
          key={reply.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === activeIndex % matches.length}
          className={styles.pickerOption}
          // Not a click: mousedown would take focus from the textarea first.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(reply);
          }}
        >
          <strong>{reply.title}</strong> <span>{reply.body}</span>
        </li>
      ))}
    </ul>
  );
}

/** The reply the arrow keys point at, among those matching. */
export function activeReply(
  replies: readonly SavedReply[] | undefined,
  search: string,
  activeIndex: number,
): SavedReply | undefined {
  const matches = searchSavedReplies(replies ?? [], search);
  return matches.length ? matches[activeIndex % matches.length] : undefined;
}
