import {
  SUPPORT_NAMESPACE,
  serverEventSchemas,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@backoffice/shared/contract';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  connectErrorText,
  disconnectErrorText,
  isAuthFailure,
  RECONNECT_GAVE_UP_TEXT,
  reconnectErrorText,
} from './connection-texts';
import { initialConnectionState, useConnectionStore } from './connection-store';

export type SupportSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type ServerEventName = keyof ServerToClientEvents;

/** One parsed server event: `{ name: 'messageSent', payload: Message }` and so on. */
export type ServerEvent = {
  [E in ServerEventName]: { name: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[ServerEventName];

export type ServerEventListener = (event: ServerEvent) => void;

/** docs/spec.md §7 and §9. */
export const SOCKET_OPTIONS = {
  transports: ['websocket', 'polling'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const satisfies Partial<ManagerOptions & SocketOptions>;

export type RealtimeConnectOptions = {
  /** The API origin, e.g. http://localhost:4000; the namespace is appended. */
  apiBaseUrl: string;
  token: string;
  /** Tests shorten the retry budget to see "Unable to reconnect to server". */
  reconnectionAttempts?: number;
};

const serverEventNames = Object.keys(serverEventSchemas) as ServerEventName[];

/**
 * The page's one socket to /support. Listeners live on this client, not on the socket, so
 * components subscribe and unsubscribe freely while the socket's own handlers are registered once,
 * when the socket is created; socket.io keeps them across its reconnects.
 */
export class RealtimeClient {
  private socket: SupportSocket | null = null;
  private currentRoomId: string | null = null;
  private readonly listeners = new Set<ServerEventListener>();
  private serverCloseRetry: ReturnType<typeof setTimeout> | undefined;

  get isConnected(): boolean {
    return this.socket?.connected ?? false;
  }

  get roomId(): string | null {
    return this.currentRoomId;
  }

  connect(options: RealtimeConnectOptions): void {
    this.close();
    const socket: SupportSocket = io(`${options.apiBaseUrl}${SUPPORT_NAMESPACE}`, {
      ...SOCKET_OPTIONS,
      transports: [...SOCKET_OPTIONS.transports],
      auth: { token: options.token },
      ...(options.reconnectionAttempts !== undefined && {
        reconnectionAttempts: options.reconnectionAttempts,
      }),
    });
    this.socket = socket;
    useConnectionStore.setState({ ...initialConnectionState, status: 'connecting' });
    this.registerConnectionHandlers(socket);
    this.registerServerEvents(socket);
  }

  /** Closes the socket (sign-out) and forgets the connection state. */
  close(): void {
    clearTimeout(this.serverCloseRetry);
    if (!this.socket) return;
    const socket = this.socket;
    this.socket = null;
    socket.removeAllListeners();
    socket.io.removeAllListeners();
    socket.disconnect();
    useConnectionStore.setState(initialConnectionState);
  }

  /** Follows the open room: leaves the previous one and joins the new one when connected. */
  setCurrentRoom(roomId: string | null): void {
    if (roomId === this.currentRoomId) return;
    const previous = this.currentRoomId;
    this.currentRoomId = roomId;
    if (!this.socket?.connected) return;
    // While connected, an error is the server's answer about the room left (e.g. "Room x not
    // found"): it must not stay on screen over the next room.
    useConnectionStore.setState({ error: null });
    if (previous) this.socket.emit('leaveRoom', { roomId: previous });
    if (roomId) this.socket.emit('joinRoom', { roomId });
  }

  /** Emits only on a live connection; returns false otherwise so callers can refuse the action. */
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ): boolean {
    if (!this.socket?.connected) return false;
    this.socket.emit(event, ...args);
    return true;
  }

  subscribe(listener: ServerEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private registerConnectionHandlers(socket: SupportSocket): void {
    // socket.io reports giving up before it reports the last failed attempt; the last word stays.
    let gaveUp = false;
    socket.on('connect', () => {
      gaveUp = false;
      useConnectionStore.setState((state) => ({
        status: 'connected',
        error: null,
        connectCount: state.connectCount + 1,
      }));
      socket.emit('joinGlobalEvent', {});
      if (this.currentRoomId) socket.emit('joinRoom', { roomId: this.currentRoomId });
    });
    socket.on('disconnect', (reason) => {
      useConnectionStore.setState({ status: 'disconnected', error: disconnectErrorText(reason) });
      // socket.io leaves a server-side close alone, but an api restart closes every socket that
      // way: try again after the usual delay. A refused token then ends in a closed socket.
      if (reason === 'io server disconnect') {
        this.serverCloseRetry = setTimeout(() => {
          if (this.socket === socket && !socket.connected) socket.connect();
        }, SOCKET_OPTIONS.reconnectionDelay);
      }
    });
    socket.on('connect_error', (error) => {
      useConnectionStore.setState({
        status: 'disconnected',
        error: connectErrorText(error.message),
      });
      if (isAuthFailure(error.message)) socket.close();
    });
    socket.io.on('reconnect_error', (error) => {
      if (gaveUp) return;
      useConnectionStore.setState({
        status: 'disconnected',
        error: reconnectErrorText(error.message),
      });
    });
    socket.io.on('reconnect_failed', () => {
      gaveUp = true;
      useConnectionStore.setState({ status: 'disconnected', error: RECONNECT_GAVE_UP_TEXT });
    });
    socket.io.on('reconnect', () => {
      useConnectionStore.setState({ error: null });
    });
  }

  private registerServerEvents(socket: SupportSocket): void {
    for (const name of serverEventNames) {
      // The typed `on` cannot take a union of event names; every payload is parsed below.
      (socket as unknown as Socket).on(name, (raw: unknown) => {
        const parsed = serverEventSchemas[name].safeParse(raw);
        if (!parsed.success) {
          console.warn(`Dropped a malformed "${name}" event from the server`, parsed.error.issues);
          return;
        }
        const event = { name, payload: parsed.data } as ServerEvent;
        if (event.name === 'connectionError') {
          useConnectionStore.setState({ error: event.payload.message });
        }
        for (const listener of this.listeners) listener(event);
      });
    }
  }
}

/** The page's one client: federation shares this module, so host and remotes see the same one. */
export const realtimeClient = new RealtimeClient();
