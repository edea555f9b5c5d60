import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitUntil } from '@backoffice/shared/testing';
import { Server, type Namespace } from 'socket.io';
import {
  CONNECTION_LOST_TEXT,
  RECONNECT_GAVE_UP_TEXT,
  SERVER_DISCONNECTED_TEXT,
} from './connection-texts';
import { useConnectionStore } from './connection-store';
import { RealtimeClient, SOCKET_OPTIONS, type ServerEvent } from './realtime-client';

/** A bare socket.io server with the /support namespace, refusing any token but "good". */
class TestServer {
  http: HttpServer | null = null;
  io: Server | null = null;
  port = 0;
  readonly joins: { socketId: string; event: string; payload: unknown }[] = [];

  async start(port = 0): Promise<void> {
    const http = createServer();
    const io = new Server(http);
    io.of('/support').use((socket, next) => {
      const auth = socket.handshake.auth as { token?: string };
      if (auth.token === 'good') next();
      else next(new Error('unauthorized: bad token'));
    });
    io.of('/support').on('connection', (socket) => {
      for (const event of ['joinGlobalEvent', 'joinRoom', 'leaveRoom']) {
        socket.on(event, (payload: unknown) =>
          this.joins.push({ socketId: socket.id, event, payload }),
        );
      }
    });
    await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
    this.http = http;
    this.io = io;
    this.port = (http.address() as AddressInfo).port;
  }

  get support(): Namespace {
    if (!this.io) throw new Error('not started');
    return this.io.of('/support');
  }

  async stop(): Promise<void> {
    const { io } = this;
    this.io = null;
    this.http = null;
    // Closing socket.io also closes its HTTP server and every client connection.
    if (io) await new Promise<void>((resolve) => io.close(() => resolve()));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

const connection = () => useConnectionStore.getState();

describe('SOCKET_OPTIONS', () => {
  it('are the transports and reconnect timings of docs/spec.md §7 and §9', () => {
    expect(SOCKET_OPTIONS).toEqual({
      transports: ['websocket', 'polling'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });
});

describe('RealtimeClient connection state (docs/spec.md §4) against a real socket.io server', () => {
  let server: TestServer;
  let client: RealtimeClient;

  beforeEach(async () => {
    server = new TestServer();
    await server.start();
    client = new RealtimeClient();
  });

  afterEach(async () => {
    client.close();
    await server.stop();
  });

  it('connects with the token, joins the global channel and the current room', async () => {
    client.setCurrentRoom('room-1');
    client.connect({ apiBaseUrl: server.url, token: 'good' });
    await waitUntil(() => connection().status === 'connected');
    expect(connection().error).toBeNull();
    await waitUntil(() => server.joins.length === 2);
    expect(server.joins.map(({ event, payload }) => ({ event, payload }))).toEqual([
      { event: 'joinGlobalEvent', payload: {} },
      { event: 'joinRoom', payload: { roomId: 'room-1' } },
    ]);
  });

  it('says "Server disconnected (auth/namespace?)" when the server closes the socket', async () => {
    client.connect({ apiBaseUrl: server.url, token: 'good' });
    await waitUntil(() => connection().status === 'connected');
    server.support.disconnectSockets(true);
    await waitUntil(() => connection().status === 'disconnected');
    expect(connection().error).toBe(SERVER_DISCONNECTED_TEXT);
    // An api restart closes sockets this way too: the client comes back by itself.
    await waitUntil(() => connection().connectCount === 2);
    expect(connection().error).toBeNull();
  });

  it('says "Connection lost", then "Reconnection failed", and clears the error once back', async () => {
    const events: ServerEvent[] = [];
    client.subscribe((event) => events.push(event));
    client.connect({ apiBaseUrl: server.url, token: 'good' });
    await waitUntil(() => connection().status === 'connected');
    const { port } = server;
    await server.stop();
    await waitUntil(() => connection().error === CONNECTION_LOST_TEXT);
    await waitUntil(() => connection().error?.startsWith('Reconnection failed: ') ?? false);
    await server.start(port);
    await waitUntil(() => connection().status === 'connected', 15000);
    expect(connection().error).toBeNull();
    expect(connection().connectCount).toBe(2);
    // Joined again on the new connection, by the handlers registered once.
    await waitUntil(() => server.joins.filter((j) => j.event === 'joinGlobalEvent').length === 2);
    // One delivery per event after the reconnect: no handler was registered a second time.
    server.support.emit('messagesRead', { messageIds: ['m1'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toHaveLength(1);
  }, 20000);

  it('says "Unable to reconnect to server" when it gives up', async () => {
    client.connect({ apiBaseUrl: server.url, token: 'good', reconnectionAttempts: 1 });
    await waitUntil(() => connection().status === 'connected');
    await server.stop();
    await waitUntil(() => connection().error === RECONNECT_GAVE_UP_TEXT, 10000);
  }, 15000);

  it('says "Connection failed: {message}" and stops retrying when auth is refused', async () => {
    let attempts = 0;
    server.io?.of('/support').use((_socket, next) => {
      attempts += 1;
      next();
    });
    client.connect({ apiBaseUrl: server.url, token: 'expired' });
    await waitUntil(() => connection().error !== null);
    expect(connection().error).toBe('Connection failed: unauthorized: bad token');
    expect(connection().status).toBe('disconnected');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(client.isConnected).toBe(false);
    expect(connection().error).toBe('Connection failed: unauthorized: bad token');
    expect(attempts).toBe(0);
  });

  it('says "Connection failed: {message}" on other connect errors and keeps trying', async () => {
    const { port } = server;
    await server.stop();
    client.connect({ apiBaseUrl: `http://127.0.0.1:${port}`, token: 'good' });
    await waitUntil(() => connection().error !== null);
    expect(connection().error).toMatch(/^Connection failed: /);
    await server.start(port);
    await waitUntil(() => connection().status === 'connected', 15000);
    expect(connection().error).toBeNull();
  }, 20000);

  it('shows a server connectionError message', async () => {
    client.connect({ apiBaseUrl: server.url, token: 'good' });
    await waitUntil(() => connection().status === 'connected');
    server.support.emit('connectionError', { message: 'sendMessage: Room r9 not found' });
    await waitUntil(() => connection().error !== null);
    expect(connection().error).toBe('sendMessage: Room r9 not found');
  });

  it('forgets a server connectionError about one room once another is open', async () => {
    client.connect({ apiBaseUrl: server.url, token: 'good' });
    await waitUntil(() => connection().status === 'connected');
    client.setCurrentRoom('missing');
    server.support.emit('connectionError', { message: 'Room missing not found' });
    await waitUntil(() => connection().error !== null);
    client.setCurrentRoom('r1');
    expect(connection()).toMatchObject({ status: 'connected', error: null });
  });

  it('parses payloads with the contract and drops a malformed one without crashing', async () => {
    const events: ServerEvent[] = [];
    client.subscribe((event) => events.push(event));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    client.connect({ apiBaseUrl: server.url, token: 'good' });
    await waitUntil(() => connection().status === 'connected');
    server.support.emit('newMessage', { id: 'm1', content: 42 });
    server.support.emit('messagesRead', { roomId: 'r1', messageIds: ['m1'] });
    await waitUntil(() => events.length === 1);
    expect(events).toEqual([
      { name: 'messagesRead', payload: { roomId: 'r1', messageIds: ['m1'] } },
    ]);
    expect(warn).toHaveBeenCalledWith(
      'Dropped a malformed "newMessage" event from the server',
      expect.any(Array),
    );
    warn.mockRestore();
  });

  it('follows the open room: leaves the old one and joins the new one', async () => {
    client.connect({ apiBaseUrl: server.url, token: 'good' });
    await waitUntil(() => connection().status === 'connected');
    client.setCurrentRoom('a');
    client.setCurrentRoom('b');
    await waitUntil(() => server.joins.length === 4);
    expect(server.joins.slice(1).map(({ event, payload }) => [event, payload])).toEqual([
      ['joinRoom', { roomId: 'a' }],
      ['leaveRoom', { roomId: 'a' }],
      ['joinRoom', { roomId: 'b' }],
    ]);
  });

  it('refuses to emit without a connection and forgets its state when closed', () => {
    expect(client.emit('joinGlobalEvent', {})).toBe(false);
    client.connect({ apiBaseUrl: server.url, token: 'good' });
    client.close();
    expect(connection()).toEqual({ status: 'idle', error: null, connectCount: 0 });
  });
});
