import { clearDraft, saveDraft, selectDraftText, useDraftsStore } from '@backoffice/shared';
import { cutToMaxLength } from './send-rules';

/*
 * One reply draft per room, kept while the admin moves between rooms, after a refused send and
 * when the session ends (for the same admin); signing out empties it (the shared draft store).
 */
const draftKey = (roomId: string) => `chat:${roomId}`;

export function useChatDraft(roomId: string): string {
  return useDraftsStore(selectDraftText(draftKey(roomId))) ?? '';
}

export function setChatDraft(roomId: string, text: string): void {
  saveDraft(draftKey(roomId), cutToMaxLength(text));
}

export function clearChatDraft(roomId: string): void {
  clearDraft(draftKey(roomId));
}
