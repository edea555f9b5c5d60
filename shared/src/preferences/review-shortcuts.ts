import { create } from 'zustand';

/**
 * Whether the single-key review shortcuts (j, k, a, r, ?) are on. WCAG 2.1.4: a speech-input user
 * saying a word can fire them by accident, so Settings can turn them off. Stored per browser, like
 * the theme; on unless turned off.
 */
export const REVIEW_SHORTCUTS_KEY = 'reviewShortcuts';

type ReviewShortcutsStore = {
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
};

function readStored(): boolean {
  try {
    return localStorage.getItem(REVIEW_SHORTCUTS_KEY) !== 'off';
  } catch {
    return true;
  }
}

export const useReviewShortcutsSetting = create<ReviewShortcutsStore>()((set) => ({
  enabled: readStored(),
  setEnabled: (enabled) => {
    try {
      localStorage.setItem(REVIEW_SHORTCUTS_KEY, enabled ? 'on' : 'off');
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    set({ enabled });
  },
}));

// A change in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === REVIEW_SHORTCUTS_KEY || event.key === null) {
      useReviewShortcutsSetting.setState({ enabled: readStored() });
    }
  });
}

export const selectReviewShortcutsEnabled = (state: ReviewShortcutsStore) => state.enabled;
