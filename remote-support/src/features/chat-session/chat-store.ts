import { create } from 'zustand';
import { createMessageLog, type MessageLog } from '../conversation/message-log';

export type RoomMessages = MessageLog & {
  status: 'loading' | 'loaded' | 'error';
  error: string | null;
  /** False once a page came back shorter than asked: the start of the conversation. */
  hasOlder: boolean;
  loadingOlder: boolean;
};

/**
 * The conversation state of docs/spec.md §3: the selected room and its messages. The room list is
 * not here: it is the query cache's one entry (`room-list-query.ts`).
 */
export type ChatState = {
  roomMessages: Record<string, RoomMessages>;
  selectedRoomId: string | null;
  /** Why the last send was refused, e.g. "Cannot send message - not connected to server". */
  sendError: string | null;
};

export const initialChatState: ChatState = {
  roomMessages: {},
  selectedRoomId: null,
  sendError: null,
};

export const useChatStore = create<ChatState>()(() => initialChatState);

// Messages per room: loading, loaded or error (docs/spec.md §4).
export const messagesLoading = (previous?: RoomMessages): RoomMessages => ({
  ...(previous ?? createMessageLog()),
  status: 'loading',
  error: null,
  hasOlder: previous?.hasOlder ?? false,
  loadingOlder: false,
});
export const messagesLoaded = (log: MessageLog, hasOlder: boolean): RoomMessages => ({
  ...log,
  status: 'loaded',
  error: null,
  hasOlder,
  loadingOlder: false,
});
export const messagesFailed = (
  previous: RoomMessages | undefined,
  error: string,
): RoomMessages => ({
  ...(previous ?? createMessageLog()),
  status: 'error',
  error,
  hasOlder: previous?.hasOlder ?? false,
  loadingOlder: false,
});

export const selectSendError = (state: ChatState) => state.sendError;
export const selectRoomMessages = (roomId: string) => (state: ChatState) =>
  state.roomMessages[roomId];
