import { create } from 'zustand';
import { isRecord } from '../session/guards';
import { useAuthStore } from '@backoffice/shared/session';

/**
 * Unsent text (ticket notes, the private note, the coupon form, chat replies) kept for the admin
 * who typed it, so a session that ends (expired, revoked, signed out in another tab) loses nothing:
 * the next sign-in of the SAME admin is offered it back. Kept in sessionStorage (this tab only,
 * gone with it); emptied when the admin signs out and whenever another admin signs in here.
 */
export const DRAFTS_STORAGE_KEY = 'drafts';

export type DraftsState = { owner: string | null; entries: Record<string, string> };

const empty: DraftsState = { owner: null, entries: {} };

function readStored(): DraftsState {
  try {
    const raw = sessionStorage.getItem(DRAFTS_STORAGE_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (!isRecord(value) || typeof value.owner !== 'string' || !isRecord(value.entries)) {
      return empty;
    }
    const entries = Object.fromEntries(
      Object.entries(value.entries).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
    return { owner: value.owner, entries };
  } catch {
    return empty;
  }
}

function write(state: DraftsState): void {
  try {
    if (Object.keys(state.entries).length === 0) sessionStorage.removeItem(DRAFTS_STORAGE_KEY);
    else sessionStorage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the draft lives in memory for this page.
  }
}

const currentUserId = () => useAuthStore.getState().user?.id ?? null;

/** The drafts of the signed-in admin only: another admin's never load. */
function forUser(state: DraftsState, userId: string | null): DraftsState {
  return userId !== null && state.owner === userId ? state : { owner: userId, entries: {} };
}

export const useDraftsStore = create<DraftsState>()(() => {
  const stored = readStored();
  const userId = currentUserId();
  // A restored session of another admin than the drafts' owner: they go.
  return userId === null ? stored : forUser(stored, userId);
});

function update(change: (state: DraftsState) => DraftsState): void {
  const next = change(useDraftsStore.getState());
  useDraftsStore.setState(next, true);
  write(next);
}

/**
 * Keeps `text` as the draft under `key` for the signed-in admin; empty text removes it. Right after
 * a session ended (nobody signed in, the drafts still owned), what a closing form flushes is kept
 * for that same owner; after a sign-out the owner is gone and nothing is kept.
 */
export function saveDraft(key: string, text: string): void {
  const userId = currentUserId() ?? useDraftsStore.getState().owner;
  if (userId === null) return;
  update((state) => {
    const mine = forUser(state, userId);
    const { [key]: _previous, ...rest } = mine.entries;
    return { owner: userId, entries: text ? { ...rest, [key]: text } : rest };
  });
}

export function clearDraft(key: string): void {
  if (!(key in useDraftsStore.getState().entries)) return;
  update((state) => {
    const { [key]: _cleared, ...entries } = state.entries;
    return { ...state, entries };
  });
}

/** Signing out: nothing typed by this admin stays in the tab for the next one. */
export function clearAllDrafts(): void {
  update(() => empty);
}

export const selectDraftText = (key: string) => (state: DraftsState) => state.entries[key];

// Another admin signing in here never sees the drafts of the one before.
useAuthStore.subscribe((state, previous) => {
  const userId = state.user?.id ?? null;
  if (userId === null || userId === (previous.user?.id ?? null)) return;
  if (useDraftsStore.getState().owner !== userId) update(() => ({ owner: userId, entries: {} }));
});
