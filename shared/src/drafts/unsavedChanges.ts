import { useEffect } from 'react';

/** What the admin is asked before leaving a page with unsaved changes. */
export const LEAVE_PAGE_TEXT = 'You have unsaved changes. Leave this page and discard them?';

const dirtyForms = new Set<symbol>();

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

/** Marks the calling form as holding unsaved changes while `dirty`: leaving the page asks first. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('dirty form');
    dirtyForms.add(form);
    if (dirtyForms.size === 1) window.addEventListener('beforeunload', warnOnUnload);
    return () => {
      dirtyForms.delete(form);
      if (dirtyForms.size === 0) window.removeEventListener('beforeunload', warnOnUnload);
    };
  }, [dirty]);
}
