/*
 * @backoffice/shared/realtime: the page's one authenticated socket to /support and its state in
 * words (docs/spec.md §4). The chat built on it (rooms, messages, send rules) lives in
 * remote-support. A separate federation singleton; it reaches the core entry only by package name.
 */
export { NOT_CONNECTED_TEXT } from './connectionTexts';
export {
  selectConnectionError,
  selectConnectionStatus,
  selectIsConnected,
  useConnectionStore,
} from './connectionStore';
export { realtimeClient } from './realtimeClient';
export type { ServerEvent } from './realtimeClient';
export { startRealtimeConnection, useRealtimeConnection } from './realtimeConnection';
