import {
  apiRequest,
  HISTORY_DEFAULT_TAKE,
  HISTORY_MAX_TAKE,
  permissionFor,
  useAuthStore,
} from '@backoffice/shared';
import type { Message } from '@backoffice/shared';
import { NOT_CONNECTED_TEXT, realtimeClient } from '@backoffice/shared/realtime';
import {
  messagesFailed,
  messagesLoaded,
  messagesLoading,
  useChatStore,
  type RoomMessages,
} from './chat-store';
import {
  addIncomingMessage,
  addMessage,
  createMessageLog,
  firstServerMessage,
  lastServerMessage,
  positionOf,
  prependMessages,
  updateMessage,
  type ChatMessage,
  type MessageLog,
} from '../conversation/message-log';
import { roomsHeld, updateRoomList } from '../rooms/room-list-query';
import { setUnreadCount } from '../rooms/rooms';
import { canMarkAsRead, messagesErrorText, prepareSend } from '../conversation/send-rules';

/** A send with no `messageSent` within this time is shown as failed, with a retry. */
export const SEND_CONFIRM_TIMEOUT_MS = 10_000;

function updateRoomMessages(roomId: string, change: (room: RoomMessages) => RoomMessages): void {
  useChatStore.setState((state) => {
    const room = state.roomMessages[roomId];
    return room ? { roomMessages: { ...state.roomMessages, [roomId]: change(room) } } : state;
  });
}

/** Applies a change to a room's messages, keeping its load state. */
export function updateLog(roomId: string, change: (log: MessageLog) => MessageLog): void {
  updateRoomMessages(roomId, (room) => ({ ...room, ...change(room) }));
}

export async function loadHistory(roomId: string): Promise<void> {
  useChatStore.setState((state) => ({
    roomMessages: { ...state.roomMessages, [roomId]: messagesLoading(state.roomMessages[roomId]) },
  }));
  try {
    const page = await apiRequest('history', { query: { roomId, take: HISTORY_DEFAULT_TAKE } });
    useChatStore.setState((state) => {
      // Live messages that arrived while the page was on its way are kept, once each.
      const arrived = state.roomMessages[roomId]?.messages ?? [];
      const log = arrived.reduce(addIncomingMessage, createMessageLog(page));
      return {
        roomMessages: {
          ...state.roomMessages,
          [roomId]: messagesLoaded(log, page.length === HISTORY_DEFAULT_TAKE),
        },
      };
    });
  } catch (error) {
    useChatStore.setState((state) => ({
      roomMessages: {
        ...state.roomMessages,
        [roomId]: messagesFailed(state.roomMessages[roomId], messagesErrorText(error)),
      },
    }));
  }
}

/** The page older than the first message held (scroll-up). */
export async function loadOlderMessages(roomId: string): Promise<void> {
  const room = useChatStore.getState().roomMessages[roomId];
  const oldest = room && firstServerMessage(room);
  if (!room || !oldest || !room.hasOlder || room.loadingOlder) return;
  updateRoomMessages(roomId, (current) => ({ ...current, loadingOlder: true }));
  try {
    const page = await apiRequest('history', {
      query: { roomId, take: HISTORY_DEFAULT_TAKE, before: oldest.id },
    });
    updateRoomMessages(roomId, (current) => ({
      ...current,
      ...prependMessages(current, page),
      hasOlder: page.length === HISTORY_DEFAULT_TAKE,
      loadingOlder: false,
    }));
  } catch (error) {
    updateRoomMessages(roomId, (current) => ({
      ...current,
      loadingOlder: false,
      error: messagesErrorText(error),
    }));
  }
}

/**
 * After a reconnect: everything newer than the last message held, page by page, so nothing sent
 * while the connection was down is missed; the id rule keeps anything already held from doubling.
 */
export async function fetchMissedMessages(roomId: string): Promise<void> {
  const room = useChatStore.getState().roomMessages[roomId];
  let cursor = room && lastServerMessage(room);
  if (!room || room.status !== 'loaded' || !cursor) {
    await loadHistory(roomId);
    return;
  }
  try {
    for (;;) {
      const page: Message[] = await apiRequest('history', {
        query: { roomId, take: HISTORY_MAX_TAKE, after: cursor.id },
      });
      updateLog(roomId, (log) => page.reduce(addIncomingMessage, log));
      const last = page.at(-1);
      if (!last || page.length < HISTORY_MAX_TAKE) return;
      cursor = last;
    }
  } catch (error) {
    updateRoomMessages(roomId, (current) => ({ ...current, error: messagesErrorText(error) }));
  }
}

/** Opens a room (or none): joins it on the socket and loads its history once. */
export function selectConversation(roomId: string | null): void {
  useChatStore.setState({ selectedRoomId: roomId, sendError: null });
  realtimeClient.setCurrentRoom(roomId);
  const room = roomId ? useChatStore.getState().roomMessages[roomId] : undefined;
  if (roomId && !room) void loadHistory(roomId);
}

const sendAttempts = new Map<string, number>();

function sendOnce(message: ChatMessage, receiverId: string): void {
  const attempt = (sendAttempts.get(message.id) ?? 0) + 1;
  sendAttempts.set(message.id, attempt);
  realtimeClient.emit('sendMessage', {
    roomId: message.roomId,
    receiverId,
    content: message.content,
    timestamp: message.timestamp,
    clientMessageId: message.clientMessageId,
  });
  setTimeout(() => {
    // The server's copy replaces the local one (and its id), so a confirmed send is not found.
    if (sendAttempts.get(message.id) !== attempt) return;
    updateLog(message.roomId, (log) =>
      updateMessage(log, message.id, (current) =>
        current.localState === 'sending' ? { ...current, localState: 'failed' } : current,
      ),
    );
  }, SEND_CONFIRM_TIMEOUT_MS);
}

function receiverOf(roomId: string): string | undefined {
  return roomsHeld().find((room) => room.id === roomId)?.member.id;
}

/**
 * Sends a message to the selected room with an optimistic copy. Returns false when the send is
 * refused (the reason is in `sendError`), so the caller keeps the draft.
 */
export function sendChatMessage(content: string): boolean {
  const { selectedRoomId } = useChatStore.getState();
  const verdict = prepareSend({
    connected: realtimeClient.isConnected,
    roomId: selectedRoomId,
    content,
  });
  const senderId = useAuthStore.getState().user?.id;
  const receiverId = selectedRoomId ? receiverOf(selectedRoomId) : undefined;
  if (!verdict.ok || !selectedRoomId || !senderId || !receiverId) {
    useChatStore.setState({
      sendError: verdict.ok ? 'This conversation cannot receive messages yet' : verdict.error,
    });
    return false;
  }
  // The server echoes the client id in messageSent and stores a resend of it only once, so the
  // local copy is matched however late the answer comes, and a retry cannot store it twice.
  const clientMessageId = crypto.randomUUID();
  const message: ChatMessage = {
    id: `local-${clientMessageId}`,
    clientMessageId,
    roomId: selectedRoomId,
    content: verdict.content,
    senderId,
    timestamp: new Date().toISOString(),
    is_read: false,
    localState: 'sending',
  };
  useChatStore.setState({ sendError: null });
  updateLog(selectedRoomId, (log) => addMessage(log, message));
  sendOnce(message, receiverId);
  return true;
}

/** Sends a failed message again; it stays failed until the server confirms it. */
export function retryChatMessage(roomId: string, messageId: string): boolean {
  const room = useChatStore.getState().roomMessages[roomId];
  const message = room?.messages[room ? positionOf(room, messageId) : -1];
  const receiverId = receiverOf(roomId);
  if (!message || message.localState !== 'failed' || !receiverId) return false;
  if (!realtimeClient.isConnected) {
    useChatStore.setState({ sendError: NOT_CONNECTED_TEXT });
    return false;
  }
  // The same client message id (the server stores it once); a fresh timestamp too, for an api
  // that does not echo the id and matches by docs/spec.md's 1 s window instead.
  const retried: ChatMessage = { ...message, timestamp: new Date().toISOString() };
  updateLog(roomId, (log) =>
    updateMessage(log, messageId, () => ({ ...retried, localState: 'sending' })),
  );
  useChatStore.setState({ sendError: null });
  sendOnce(retried, receiverId);
  return true;
}

// Ids already asked to be marked read on this connection: each is asked for once, not per render.
const readRequested = new Set<string>();

/** Forgets the requests of a closed connection, whose answers may never have come. */
export function resetReadRequests(): void {
  readRequested.clear();
}

/**
 * Marks the member's unread messages of the open room read (docs/spec.md §5 rule). Only the member's:
 * "Read" under another admin's message would say the member saw it.
 */
export function markConversationRead(roomId: string): boolean {
  // A role that may only read the chat leaves the member's messages unread for support.
  if (!permissionFor(useAuthStore.getState().user, 'chat').allowed) return false;
  const { roomMessages, selectedRoomId } = useChatStore.getState();
  const memberId = receiverOf(roomId);
  const messageIds = (roomMessages[roomId]?.messages ?? [])
    .filter(
      (message) =>
        !message.is_read &&
        !message.localState &&
        message.senderId === memberId &&
        !readRequested.has(message.id),
    )
    .map((message) => message.id);
  const roomIsOpen = selectedRoomId === roomId ? roomId : null;
  if (!canMarkAsRead({ connected: realtimeClient.isConnected, roomId: roomIsOpen, messageIds })) {
    return false;
  }
  realtimeClient.emit('markAsRead', { roomId, messageIds });
  for (const id of messageIds) readRequested.add(id);
  updateRoomList((rooms) => setUnreadCount(rooms, roomId, 0));
  return true;
}
