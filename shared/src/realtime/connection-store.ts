import { create } from 'zustand';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

export type ConnectionState = {
  status: ConnectionStatus;
  /** The docs/spec.md §4 text of the last failure, or a server's `connectionError` message. */
  error: string | null;
  /** How many times the socket has connected since sign-in; a value above 1 is a reconnect. */
  connectCount: number;
};

export const initialConnectionState: ConnectionState = {
  status: 'idle',
  error: null,
  connectCount: 0,
};

export const useConnectionStore = create<ConnectionState>()(() => initialConnectionState);

export const selectIsConnected = (state: ConnectionState) => state.status === 'connected';
export const selectConnectionError = (state: ConnectionState) => state.error;
export const selectConnectionStatus = (state: ConnectionState) => state.status;
