/*
 * @backoffice/shared/realtime: the page's one authenticated socket to /support and its state in
 * words (docs/spec.md §4). The chat built on it (rooms, messages, send rules) lives in
 * remote-support. A separate federation singleton; it reaches the core entry only by package name.
 */
export { NOT_CONNECTED_TEXT } from './connection-texts';
export {
  selectConnectionError,
  selectConnectionStatus,
  selectIsConnected,
  useConnectionStore,
} from './connection-store';
export type { ConnectionStatus } from './connection-store';
export { realtimeClient } from './realtime-client';
export type { ServerEvent } from './realtime-client';
export { startRealtimeConnection } from './realtime-connection';
export { useRecordPresence, useRecordsPresence } from './record-presence';
export type { RecordPresenceLine } from './record-presence';
export { RecordPresenceNote } from './record-presence-note';
