import { isAuthenticatedWithToken } from '@backoffice/shared/session';
import { useEffect, useState } from 'react';
import { clearDraft, saveDraft, useDraftsStore } from './draft-store';
import { useUnsavedChanges } from './unsaved-changes';

export type FormDraft = {
  /** Text a previous session of this admin left unsent, until restored or discarded. */
  offered: string | null;
  /** Takes the offered text (the caller puts it in the form). */
  restore: () => string | null;
  discard: () => void;
};

/**
 * Keeps a form's unsaved text as a draft under `key` while the admin types, and marks the page as
 * having unsaved changes (leaving asks first). Leaving on purpose, or saving (the form turns
 * clean), drops the draft; a session that ends keeps it for the same admin's next sign-in.
 */
export function useFormDraft(key: string, { text, dirty }: { text: string; dirty: boolean }) {
  const [offered, setOffered] = useState(() => useDraftsStore.getState().entries[key] ?? null);
  useUnsavedChanges(dirty);
  useEffect(() => {
    if (dirty) saveDraft(key, text);
    // While the old draft is on offer it stays, even with the form untouched.
    else if (offered === null) clearDraft(key);
  }, [key, text, dirty, offered]);
  useEffect(
    () => () => {
      // Unmounted with the session alive: the admin left the page (and was asked) or saved.
      if (isAuthenticatedWithToken()) clearDraft(key);
    },
    [key],
  );
  return {
    offered,
    restore: () => {
      setOffered(null);
      return offered;
    },
    discard: () => {
      setOffered(null);
      clearDraft(key);
    },
  } satisfies FormDraft;
}
