import {
  useAuthStore,
  useNotificationStore,
  type Message,
  type Room,
  type RoomEvent,
  type RoomPresence,
} from '@backoffice/shared';
import { initialChatState, useChatStore, type ChatState } from './chat-store';
import type { QueryClient } from '@tanstack/react-query';
import { fetchMissedMessages, resetReadRequests } from './chat-actions';
import { createFrameBatch } from './frame-batch';
import { changeLog, positionOf, type LogChange } from '../conversation/message-log';
import {
  NOT_CONNECTED_TEXT,
  realtimeClient,
  startRealtimeConnection,
  useConnectionStore,
  type ServerEvent,
} from '@backoffice/shared/realtime';
import {
  bindRoomList,
  forgetRoomList,
  loadRooms,
  roomsHeld,
  updateRoomList,
} from '../rooms/room-list-query';
import {
  applyInboxChange,
  applyRoomActivity,
  decreaseUnread,
  incrementUnread,
} from '../rooms/rooms';
import { appendRoomEvent } from '../inbox/inbox-queries';
import { forgetPresence, hearPresence } from '../presence/presence-store';

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

/** The changes a batch of server events makes, gathered before the one store update. */
type Batch = {
  logs: Map<string, LogChange[]>;
  rooms: Room[];
  /** Member messages to count, flag and report for a toast once the state holds them. */
  unread: Message[];
  /** A message of a room the list has not seen yet (a new conversation): reload the list. */
  unknownRoom: boolean;
  /** Staff-only timeline lines heard, added to loaded timelines after the batch. */
  roomEvents: RoomEvent[];
  /** Who else is in a room, folded into the presence store after the batch. */
  presence: RoomPresence[];
};

function changeRoomLog(batch: Batch, roomId: string, change: LogChange): void {
  const changes = batch.logs.get(roomId);
  if (changes) changes.push(change);
  else batch.logs.set(roomId, [change]);
}

/**
 * Unread, like the server counts it: the member's messages. One per message, from the global
 * channel, which every admin socket hears exactly once per message.
 */
function countGlobalMessage(batch: Batch, message: Message, me: string | undefined): void {
  if (message.senderId === me) return;
  const room = batch.rooms.find(({ id }) => id === message.roomId);
  if (!room) {
    batch.unknownRoom = true;
    return;
  }
  if (message.senderId !== room.member.id || isViewingRoom(message.roomId)) return;
  batch.rooms = incrementUnread(batch.rooms, message.roomId);
  batch.unread.push(message);
}

/**
 * A read receipt lowers the room's unread count by the member's messages it lists, whoever read
 * them: a colleague reading a room must not leave it counted on this page (the api tells staff
 * outside the room too). Ids this page holds as someone else's (a member reading our replies) do
 * not count; the ones it does not hold are the member's, the only ones staff reads list.
 */
function countReadReceipt(batch: Batch, roomId: string, ids: readonly string[], state: ChatState) {
  const room = batch.rooms.find(({ id }) => id === roomId);
  if (!room?.unreadCount) return;
  const log = state.roomMessages[roomId];
  const members = ids.filter((id) => {
    const held = log?.messages[positionOf(log, id)];
    return !held || held.senderId === room.member.id;
  });
  if (members.length) batch.rooms = decreaseUnread(batch.rooms, roomId, members.length);
}

function collect(batch: Batch, event: ServerEvent, state: ChatState, me?: string): void {
  switch (event.name) {
    case 'messageSent':
    case 'receiveMessage':
    case 'newMessage':
    case 'messageSentToGlobalEvent': {
      const message = event.payload;
      const kind = event.name === 'messageSent' ? 'add' : 'incoming';
      changeRoomLog(batch, message.roomId, { kind, message });
      batch.rooms = applyRoomActivity(batch.rooms, message);
      if (event.name === 'messageSentToGlobalEvent') countGlobalMessage(batch, message, me);
      return;
    }
    case 'messagesRead': {
      const { roomId, messageIds } = event.payload;
      const rooms = roomId ? [roomId] : Object.keys(state.roomMessages);
      for (const id of rooms) changeRoomLog(batch, id, { kind: 'read', ids: messageIds });
      if (roomId) countReadReceipt(batch, roomId, messageIds, state);
      return;
    }
    case 'roomInboxChanged':
      batch.rooms = applyInboxChange(batch.rooms, event.payload);
      if (event.payload.event) batch.roomEvents.push(event.payload.event);
      return;
    case 'roomPresence':
      batch.presence.push(event.payload);
      return;
    case 'connectionError':
      return;
  }
}

/**
 * Applies server events in order with ONE store update: a burst of messages renders once per
 * batch, not once per event (each message also comes as receiveMessage, newMessage and the global
 * event; the copies already held change nothing).
 */
export function applyServerEvents(events: readonly ServerEvent[]): void {
  const me = useAuthStore.getState().user?.id;
  const state = useChatStore.getState();
  const held = roomsHeld();
  const batch: Batch = {
    logs: new Map(),
    rooms: held,
    unread: [],
    unknownRoom: false,
    roomEvents: [],
    presence: [],
  };
  for (const event of events) collect(batch, event, state, me);

  let roomMessages = state.roomMessages;
  for (const [roomId, changes] of batch.logs) {
    const room = roomMessages[roomId];
    // Rooms whose history was never loaded keep no messages: they load in full when opened.
    const log = room && changeLog(room, changes);
    if (room && log !== room) roomMessages = { ...roomMessages, [roomId]: { ...room, ...log } };
  }
  if (roomMessages !== state.roomMessages) useChatStore.setState({ roomMessages });
  if (batch.rooms !== held) updateRoomList(() => batch.rooms);
  for (const roomEvent of batch.roomEvents) appendRoomEvent(roomEvent);
  if (batch.presence.length) hearPresence(batch.presence);

  if (batch.unread.length) useNotificationStore.getState().setHasNewNotification(true);
  for (const message of batch.unread) {
    for (const listener of supportMessageListeners) listener(message);
  }
  if (batch.unknownRoom) void loadRooms();
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
 * Starts the page's chat session once (the host's signed-in shell and the support page may both
 * ask): server events feed the chat state and the page's room list, a reconnect catches up, and
 * sign-out forgets it all. The socket itself follows the sign-in in `@backoffice/shared/realtime`.
 */
export function startChatSession(queryClient: QueryClient): () => void {
  bindRoomList(queryClient);
  if (stopSession) return stopSession;
  startRealtimeConnection();
  const events = createFrameBatch(applyServerEvents);
  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (state.isAuthenticated || !previous.isAuthenticated) return;
    events.discard();
    resetReadRequests();
    useChatStore.setState(initialChatState);
    forgetPresence();
    forgetRoomList();
  });
  const stopEvents = realtimeClient.subscribe(events.push);
  const stopReconnects = useConnectionStore.subscribe((state, previous) => {
    if (state.connectCount === previous.connectCount) return;
    resetReadRequests();
    // "Not connected" is no longer true: the draft is still there to send.
    if (useChatStore.getState().sendError === NOT_CONNECTED_TEXT) {
      useChatStore.setState({ sendError: null });
    }
    if (state.connectCount > 1) void catchUpAfterReconnect();
  });
  stopSession = () => {
    stopAuth();
    stopEvents();
    stopReconnects();
    events.discard();
    stopSession = null;
  };
  return stopSession;
}
