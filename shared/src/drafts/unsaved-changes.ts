import { useEffect } from 'react';

/** What the admin is asked before leaving a page with unsaved changes. */
export const LEAVE_PAGE_TEXT = 'You have unsaved changes. Leave this page and discard them?';

const dirtyForms = new Set<symbol>();
const listeners = new Set<(unsaved: boolean) => void>();

/** Calls `listener` each time the page starts or stops holding unsaved changes. */
export function subscribeUnsavedChanges(listener: (unsaved: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(unsaved: boolean): void {
  for (const listener of listeners) listener(unsaved);
}

function warnOnUnload(event: BeforeUnloadEvent): void {
  // The browser shows its own "leave site?" question; the text is not used by modern browsers.
  event.preventDefault();
  event.returnValue = LEAVE_PAGE_TEXT;
}

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * Before an in-app move away from the page (a link, the review keys): true when nothing is unsaved
 * or the admin agrees to leave.
 */
export function confirmLeavePage(): boolean {
  return !hasUnsavedChanges() || window.confirm(LEAVE_PAGE_TEXT);
}

/**
 * The admin agreed to leave (e.g. through Back): the page no longer holds anything to ask about,
 * so the browser's own "leave site?" does not ask a second time on the way out.
 */
export function discardUnsavedChanges(): void {
  if (dirtyForms.size === 0) return;
  dirtyForms.clear();
  window.removeEventListener('beforeunload', warnOnUnload);
  announce(false);
}

/** Marks the calling form as holding unsaved changes while `dirty`: leaving the page asks first. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('dirty form');
    dirtyForms.add(form);
    if (dirtyForms.size === 1) {
      window.addEventListener('beforeunload', warnOnUnload);
      announce(true);
    }
    return () => {
      if (!dirtyForms.delete(form)) return;
      if (dirtyForms.size === 0) {
        window.removeEventListener('beforeunload', warnOnUnload);
        announce(false);
      }
    };
  }, [dirty]);
}
