/*
 * @backoffice/shared/realtime: the page's one socket to /support and the chat state it feeds.
 * A separate federation singleton; it reaches the core entry only by package name.
 */
export { NOT_CONNECTED_TEXT } from './connectionTexts';
export {
  selectConnectionError,
  selectConnectionStatus,
  selectIsConnected,
  useConnectionStore,
} from './connectionStore';
export {
  addIncomingMessage,
  addMessage,
  createMessageLog,
  hasMessage,
  prependMessages,
} from './messageLog';
export type { ChatMessage, MessageLog } from './messageLog';
export { filterRooms, sortRoomsByActivity } from './rooms';
export { cutToMaxLength } from './sendRules';
export {
  initialChatState,
  selectRoom,
  selectRoomMessages,
  selectRooms,
  selectSendError,
  selectTotalUnread,
  useChatStore,
} from './chatStore';
export {
  loadHistory,
  loadOlderMessages,
  loadRooms,
  markConversationRead,
  retryChatMessage,
  selectConversation,
  sendChatMessage,
} from './chatActions';
export { onSupportMessageElsewhere } from './chatSession';
export { useRealtimeSession } from './useRealtimeSession';
