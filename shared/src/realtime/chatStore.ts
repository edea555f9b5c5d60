import { totalUnread, type Room } from '@backoffice/shared';
import { create } from 'zustand';
import { createMessageLog, type MessageLog } from './messageLog';

export type RoomsState =
  | { status: 'idle' | 'loading'; rooms: Room[]; error: null }
  | { status: 'loaded'; rooms: Room[]; error: null }
  | { status: 'failed'; rooms: Room[]; error: string };

export type RoomMessages = MessageLog & {
  status: 'loading' | 'loaded' | 'error';
  error: string | null;
  /** False once a page came back shorter than asked: the start of the conversation. */
  hasOlder: boolean;
  loadingOlder: boolean;
};

/** The conversation state of docs/spec.md §3: the selected room, its messages and the room list. */
export type ChatState = {
  rooms: RoomsState;
  roomMessages: Record<string, RoomMessages>;
  selectedRoomId: string | null;
  /** Why the last send was refused, e.g. "Cannot send message - not connected to server". */
  sendError: string | null;
};

export const initialChatState: ChatState = {
  rooms: { status: 'idle', rooms: [], error: null },
  roomMessages: {},
  selectedRoomId: null,
  sendError: null,
};

export const useChatStore = create<ChatState>()(() => initialChatState);

// Rooms: loading, then loaded or failed (docs/spec.md §4). A reload keeps the rooms already shown.
export const roomsLoading = (state: RoomsState): RoomsState => ({
  status: 'loading',
  rooms: state.rooms,
  error: null,
});
export const roomsLoaded = (rooms: Room[]): RoomsState => ({
  status: 'loaded',
  rooms,
  error: null,
});
export const roomsFailed = (state: RoomsState, error: string): RoomsState => ({
  status: 'failed',
  rooms: state.rooms,
  error,
});

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

export const selectRooms = (state: ChatState) => state.rooms;
export const selectTotalUnread = (state: ChatState) => totalUnread(state.rooms.rooms);
export const selectSendError = (state: ChatState) => state.sendError;
export const selectRoomMessages = (roomId: string) => (state: ChatState) =>
  state.roomMessages[roomId];
export const selectRoom = (roomId: string) => (state: ChatState) =>
  state.rooms.rooms.find((room) => room.id === roomId);
