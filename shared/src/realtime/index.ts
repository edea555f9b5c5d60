/*
 * @backoffice/shared/realtime: the page's one authenticated socket to /support and its state in
 * words (docs/spec.md §4). The chat built on it (rooms, messages, send rules) lives in
 * remote-support. A separate federation singleton; it reaches the core entry only by package name.
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
export { startRealtimeConnection, useRealtimeConnection } from './realtimeConnection';
