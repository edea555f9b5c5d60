import { useEffect } from 'react';
import { toast, type Id } from 'react-toastify';

/** How many toasts show at once; the others wait, summarised, and show as these close. */
export const TOAST_VISIBLE_LIMIT = 3;
/** docs/spec.md §9: at most 20 toasts held (shown and waiting); the oldest waiting ones go first. */
export const TOAST_QUEUE_CAP = 20;

const SUMMARY_ID = 'toast-overflow-summary';

/** The summary toast's class: the stylesheet keeps it last and never counts it among the three. */
const SUMMARY_CLASS = 'toast-summary';

export const waitingToastsText = (waiting: number) => `and ${waiting} more`;

/** The toasts to drop so that no more than `cap` are held: the oldest of those waiting. */
export function toastsBeyondCap(held: readonly Id[], cap = TOAST_QUEUE_CAP): Id[] {
  const excess = held.length - cap;
  return excess > 0 ? held.slice(TOAST_VISIBLE_LIMIT, TOAST_VISIBLE_LIMIT + excess) : [];
}

/**
 * Keeps the toast stack short, mounted beside the page's one container: the base stylesheet shows
 * the first three toasts and hides the rest (a hidden toast's timer, its progress animation, does
 * not run, so it waits its turn), and this adds one line under them, "and 7 more", kept up to date
 * from react-toastify's change feed, and drops the oldest waiting toasts past the cap of 20.
 */
export function ToastOverflow() {
  useEffect(() => {
    const held: Id[] = [];
    let shown = false;
    let pending = false;
    // Once per burst, after react-toastify has finished the change it is reporting: a toast raised
    // or updated from inside its change feed is not taken in.
    const summarise = () => {
      pending = false;
      const waiting = held.length - TOAST_VISIBLE_LIMIT;
      if (waiting <= 0) {
        if (shown) toast.dismiss(SUMMARY_ID);
        shown = false;
      } else if (shown) {
        toast.update(SUMMARY_ID, { render: waitingToastsText(waiting) });
      } else {
        shown = true;
        toast(waitingToastsText(waiting), {
          toastId: SUMMARY_ID,
          className: SUMMARY_CLASS,
          autoClose: false,
          closeButton: false,
          closeOnClick: false,
          draggable: false,
          hideProgressBar: true,
          icon: false,
          role: 'status',
        });
      }
    };
    const forget = (id: Id) => {
      const index = held.indexOf(id);
      if (index >= 0) held.splice(index, 1);
    };
    return toast.onChange(({ id, status }) => {
      if (id === SUMMARY_ID || status === 'updated') return;
      if (status === 'added') {
        held.push(id);
        for (const dropped of toastsBeyondCap(held)) {
          forget(dropped);
          toast.dismiss(dropped);
        }
      } else {
        forget(id);
      }
      if (!pending) queueMicrotask(summarise);
      pending = true;
    });
  }, []);
  return null;
}
