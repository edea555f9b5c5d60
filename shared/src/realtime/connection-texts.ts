import type { Socket } from 'socket.io-client';

/** docs/spec.md §4 and §5, word for word. */
export const SERVER_DISCONNECTED_TEXT = 'Server disconnected (auth/namespace?)';
export const CONNECTION_LOST_TEXT = 'Connection lost - attempting to reconnect';
export const RECONNECT_GAVE_UP_TEXT = 'Unable to reconnect to server';
export const NOT_CONNECTED_TEXT = 'Cannot send message - not connected to server';

export function disconnectErrorText(reason: Socket.DisconnectReason): string {
  return reason === 'io server disconnect' ? SERVER_DISCONNECTED_TEXT : CONNECTION_LOST_TEXT;
}

export function connectErrorText(message: string): string {
  return `Connection failed: ${message}`;
}

export function reconnectErrorText(message: string): string {
  return `Reconnection failed: ${message}`;
}

/** A refused sign-in will be refused again: retrying only hammers the server. */
export function isAuthFailure(message: string): boolean {
  return /unauthori[sz]ed|auth/i.test(message);
}
