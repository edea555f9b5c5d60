import { cutToMaxLength } from '@backoffice/shared/realtime';
import { create } from 'zustand';

type DraftStore = {
  drafts: Record<string, string>;
  setDraft: (roomId: string, text: string) => void;
  clearDraft: (roomId: string) => void;
};

/** One draft per room, kept while the admin moves between rooms and after a refused send. */
export const useDraftStore = create<DraftStore>()((set) => ({
  drafts: {},
  setDraft: (roomId, text) =>
    set((state) => ({ drafts: { ...state.drafts, [roomId]: cutToMaxLength(text) } })),
  clearDraft: (roomId) =>
    set((state) => {
      const { [roomId]: _cleared, ...drafts } = state.drafts;
      return { drafts };
    }),
}));

export const selectDraft = (roomId: string) => (state: DraftStore) => state.drafts[roomId] ?? '';
