import {
  getRuntimeConfig,
  useAuthStore,
  useNotificationStore,
  type Message,
} from '@backoffice/shared';
import { initialChatState, useChatStore } from './chatStore';
import {
  applyMessagesRead,
  fetchMissedMessages,
  loadRooms,
  resetReadRequests,
  updateLog,
} from './chatActions';
import { useConnectionStore } from './connectionStore';
import { addIncomingMessage, addMessage } from './messageLog';
import { realtimeClient, type ServerEvent } from './realtimeClient';
import { applyRoomActivity, incrementUnread } from './rooms';

export type SupportMessageListener = (message: Message) => void;

const supportMessageListeners = new Set<SupportMessageListener>();

/**
 * Called for each new member message while the admin is not looking at its room (the host
 * raises a toast that opens the room).
 */
export function onSupportMessageElsewhere(listener: SupportMessageListener): () => void {
  supportMessageListeners.add(listener);
  return () => supportMessageListeners.delete(listener);
}

/** The open room counts as seen only while the page is visible. */
export function isViewingRoom(roomId: string): boolean {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  return visible && useChatStore.getState().selectedRoomId === roomId;
}

function touchRoom(message: Message): void {
  useChatStore.setState((state) => ({
    rooms: { ...state.rooms, rooms: applyRoomActivity(state.rooms.rooms, message) },
  }));
}

/**
 * Unread, like the server counts it: the member's messages. One per message, from the global
 * channel, which every admin socket hears exactly once per message.
 */
function countGlobalMessage(message: Message): void {
  const me = useAuthStore.getState().user?.id;
  if (message.senderId === me) return;
  const room = useChatStore.getState().rooms.rooms.find(({ id }) => id === message.roomId);
  if (!room) {
    // A room the list has not seen yet (a new conversation): the server has its counts.
    void loadRooms();
    return;
  }
  if (message.senderId !== room.member.id || isViewingRoom(message.roomId)) return;
  useChatStore.setState((state) => ({
    rooms: { ...state.rooms, rooms: incrementUnread(state.rooms.rooms, message.roomId) },
  }));
  useNotificationStore.getState().setHasNewNotification(true);
  for (const listener of supportMessageListeners) listener(message);
}

/** Applies one parsed server event to the chat state. */
export function applyServerEvent(event: ServerEvent): void {
  switch (event.name) {
    case 'messageSent':
      updateLog(event.payload.roomId, (log) => addMessage(log, event.payload));
      touchRoom(event.payload);
      return;
    case 'receiveMessage':
    case 'newMessage':
      updateLog(event.payload.roomId, (log) => addIncomingMessage(log, event.payload));
      touchRoom(event.payload);
      return;
    case 'messageSentToGlobalEvent':
      updateLog(event.payload.roomId, (log) => addIncomingMessage(log, event.payload));
      touchRoom(event.payload);
      countGlobalMessage(event.payload);
      return;
    case 'messagesRead':
      applyMessagesRead(event.payload.roomId, event.payload.messageIds);
      return;
    case 'connectionError':
      return;
  }
}

/** After a reconnect, the server's room list and the open room's missed messages. */
export async function catchUpAfterReconnect(): Promise<void> {
  const { selectedRoomId, roomMessages } = useChatStore.getState();
  // Rooms that are not open would need their own catch-up; they reload when opened instead.
  useChatStore.setState({
    roomMessages:
      selectedRoomId && roomMessages[selectedRoomId]
        ? { [selectedRoomId]: roomMessages[selectedRoomId] }
        : {},
  });
  await Promise.all([loadRooms(), selectedRoomId ? fetchMissedMessages(selectedRoomId) : null]);
}

let stopSession: (() => void) | null = null;

/**
 * Starts the page's realtime session once (host and a standalone remote may both ask): the socket
 * follows the sign-in, server events feed the chat state, and a reconnect catches up.
 */
export function startRealtimeSession(): () => void {
  if (stopSession) return stopSession;
  let token: string | null = null;
  const follow = () => {
    const { isAuthenticated, accessToken } = useAuthStore.getState();
    const next = isAuthenticated ? accessToken : null;
    if (next === token) return;
    token = next;
    if (next) {
      realtimeClient.connect({ apiBaseUrl: getRuntimeConfig().apiBaseUrl, token: next });
    } else {
      realtimeClient.close();
      resetReadRequests();
      useChatStore.setState(initialChatState);
    }
  };
  const stopAuth = useAuthStore.subscribe(follow);
  const stopEvents = realtimeClient.subscribe(applyServerEvent);
  const stopReconnects = useConnectionStore.subscribe((state, previous) => {
    if (state.connectCount === previous.connectCount) return;
    resetReadRequests();
    if (state.connectCount > 1) void catchUpAfterReconnect();
  });
  follow();
  stopSession = () => {
    stopAuth();
    stopEvents();
    stopReconnects();
    realtimeClient.close();
    stopSession = null;
  };
  return stopSession;
}
