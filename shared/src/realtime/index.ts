/*
 * @backoffice/shared/realtime: the page's one socket to /support and the chat state it feeds.
 * A separate federation singleton; it reaches the core entry only by package name.
 */
export {
  CONNECTION_LOST_TEXT,
  NOT_CONNECTED_TEXT,
  RECONNECT_GAVE_UP_TEXT,
  SERVER_DISCONNECTED_TEXT,
  connectErrorText,
  disconnectErrorText,
  isAuthFailure,
  reconnectErrorText,
} from './connectionTexts';
export {
  selectConnectionError,
  selectConnectionStatus,
  selectIsConnected,
  useConnectionStore,
} from './connectionStore';
export type { ConnectionState, ConnectionStatus } from './connectionStore';
export { RealtimeClient, SOCKET_OPTIONS, realtimeClient } from './realtimeClient';
export type { RealtimeConnectOptions, ServerEvent, ServerEventListener } from './realtimeClient';
export {
  DUPLICATE_WINDOW_MS,
  addIncomingMessage,
  addMessage,
  createMessageLog,
  hasMessage,
  markMessagesRead,
  prependMessages,
} from './messageLog';
export type { ChatMessage, MessageLog } from './messageLog';
export {
  FAILED_TO_FETCH_ROOMS,
  applyRoomActivity,
  filterRooms,
  incrementUnread,
  roomsErrorText,
  roomsFromResponse,
  setUnreadCount,
  sortRoomsByActivity,
  totalUnread,
} from './rooms';
export {
  EMPTY_MESSAGE_TEXT,
  FAILED_TO_FETCH_MESSAGES,
  NO_ROOM_SELECTED_TEXT,
  UNKNOWN_ERROR,
  canMarkAsRead,
  cutToMaxLength,
  messagesErrorText,
  prepareSend,
} from './sendRules';
export {
  initialChatState,
  selectRoomMessages,
  selectSelectedRoomId,
  selectSendError,
  useChatStore,
} from './chatStore';
export type { ChatState, RoomMessages } from './chatStore';
export {
  bindRoomList,
  loadRooms,
  roomsQuery,
  useRoom,
  useRoomList,
  useTotalUnread,
} from './roomList';
export type { RoomList } from './roomList';
export {
  SEND_CONFIRM_TIMEOUT_MS,
  loadHistory,
  loadOlderMessages,
  markConversationRead,
  retryChatMessage,
  selectConversation,
  sendChatMessage,
} from './chatActions';
export {
  applyServerEvents,
  isViewingRoom,
  onSupportMessageElsewhere,
  startRealtimeSession,
} from './chatSession';
export type { SupportMessageListener } from './chatSession';
export { useRealtimeSession } from './useRealtimeSession';
