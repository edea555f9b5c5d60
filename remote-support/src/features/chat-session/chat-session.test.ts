import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  NEW_ROOM_INBOX,
  setRuntimeConfig,
  useAuthStore,
  useNotificationStore,
  type Message,
  type Room,
} from '@backoffice/shared';
import { QueryClient } from '@tanstack/react-query';
import { waitUntil } from '@backoffice/shared/testing';
import { Server } from 'socket.io';
import { useChatStore } from './chat-store';
import {
  markConversationRead,
  retryChatMessage,
  selectConversation,
  SEND_CONFIRM_TIMEOUT_MS,
  sendChatMessage,
} from './chat-actions';
import { onSupportMessageElsewhere, startChatSession } from './chat-session';
import { useConnectionStore } from '@backoffice/shared/realtime';
import { loadRooms, roomsHeld } from '../rooms/room-list-query';

/**
 * A small stand-in for the platform api over real HTTP and socket.io: rooms, history with the
 * `after` cursor, and the /support events, so the session is exercised end to end.
 */
class SupportServer {
  messages: Message[] = [];
  requests: string[] = [];
  readRequests: string[][] = [];
  sentClientIds: (string | undefined)[] = [];
  dropSends = false;
  /** Added to the time of stored messages: a server clock ahead of the client's. */
  clockSkewMs = 0;
  /** Delay before messageSent, like a slow link. */
  answerDelayMs = 0;
  readonly room: Room = {
    id: 'r1',
    unreadCount: 0,
    member: { id: 'member-1', fullName: 'Amara Okafor', avatarUrl: null },
    lastMessage: null,
    updatedAt: '2026-03-01T10:00:00.000Z',
    inbox: NEW_ROOM_INBOX,
  };
  readonly otherRoom: Room = {
    ...this.room,
    id: 'r2',
    member: { ...this.room.member, id: 'member-2' },
  };
  private http: HttpServer = createServer((req, res) => this.handle(req.url ?? '', res));
  io = new Server(this.http, { cors: { origin: '*' } });
  url = '';
  private seq = 0;

  async start(): Promise<void> {
    this.io.of('/support').on('connection', (socket) => {
      socket.on('joinRoom', ({ roomId }: { roomId: string }) => void socket.join(roomId));
      socket.on(
        'sendMessage',
        (payload: { roomId: string; content: string; clientMessageId?: string }) => {
          this.sentClientIds.push(payload.clientMessageId);
          if (this.dropSends) return;
          // (room, sender, client id) is unique: a resend answers with the stored message.
          const stored = this.messages.find(
            (m) =>
              payload.clientMessageId !== undefined &&
              m.roomId === payload.roomId &&
              m.clientMessageId === payload.clientMessageId,
          );
          const message =
            stored ??
            this.store(payload.roomId, 'admin-1', payload.content, payload.clientMessageId);
          setTimeout(() => socket.emit('messageSent', message), this.answerDelayMs);
        },
      );
      socket.on(
        'markAsRead',
        ({ roomId, messageIds }: { roomId: string; messageIds: string[] }) => {
          this.readRequests.push(messageIds);
          this.io.of('/support').to(roomId).emit('messagesRead', { roomId, messageIds });
        },
      );
    });
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  store(roomId: string, senderId: string, content: string, clientMessageId?: string): Message {
    this.seq += 1;
    const message: Message = {
      id: `srv-${this.seq}`,
      roomId,
      senderId,
      content,
      timestamp: new Date(Date.now() + this.clockSkewMs).toISOString(),
      is_read: false,
      ...(clientMessageId && { clientMessageId }),
    };
    this.messages.push(message);
    return message;
  }

  private handle(url: string, res: ServerResponse): void {
    this.requests.push(url);
    const { pathname, searchParams } = new URL(url, 'http://x');
    const headers = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' };
    if (pathname === '/support/admin/rooms') {
      res
        .writeHead(200, headers)
        .end(JSON.stringify({ data: { rooms: [this.room, this.otherRoom] } }));
      return;
    }
    const inRoom = this.messages.filter((m) => m.roomId === searchParams.get('roomId'));
    const after = searchParams.get('after');
    const start = after ? inRoom.findIndex((m) => m.id === after) + 1 : 0;
    const page = inRoom.slice(start, start + Number(searchParams.get('take') ?? 50));
    res.writeHead(200, headers).end(JSON.stringify({ data: page }));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
  }
}

const roomMessages = () => useChatStore.getState().roomMessages.r1?.messages ?? [];
const unreadOf = (id: string) => roomsHeld().find((room) => room.id === id)?.unreadCount;

describe('the chat session over a real HTTP + socket.io server', () => {
  let server: SupportServer;
  let stop: () => void;

  beforeEach(async () => {
    server = new SupportServer();
    await server.start();
    setRuntimeConfig({ apiBaseUrl: server.url });
    useAuthStore.getState().login({
      access_token: 'token',
      refresh_token: 'refresh',
      user: { id: 'admin-1', name: 'Ada', email: 'ada@backoffice.test', role: 'admin' },
    });
    useNotificationStore.getState().setHasNewNotification(false);
    stop = startChatSession(new QueryClient());
    await waitUntil(() => useConnectionStore.getState().status === 'connected');
    await loadRooms();
  });

  afterEach(async () => {
    useAuthStore.getState().logout();
    stop();
    await server.stop();
  });

  it('counts a member message in another room once, flags it and reports it for a toast', async () => {
    const heard: Message[] = [];
    const unsubscribe = onSupportMessageElsewhere((message) => heard.push(message));
    const message = server.store('r2', 'member-2', 'Need help');
    server.io.of('/support').emit('messageSentToGlobalEvent', message);
    await waitUntil(() => unreadOf('r2') === 1);
    expect(useNotificationStore.getState().hasNewNotification).toBe(true);
    expect(heard.map((m) => m.id)).toEqual([message.id]);
    expect(roomsHeld().find((r) => r.id === 'r2')?.lastMessage?.content).toBe('Need help');
    unsubscribe();
  });

  it('does not count messages of the open room, nor the admin’s own', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    const member = server.store('r1', 'member-1', 'hi');
    const own = server.store('r2', 'admin-1', 'hello');
    server.io.of('/support').emit('messageSentToGlobalEvent', member);
    server.io.of('/support').emit('messageSentToGlobalEvent', own);
    await waitUntil(() => roomMessages().length === 1);
    expect(unreadOf('r1')).toBe(0);
    expect(unreadOf('r2')).toBe(0);
  });

  it('adds live room messages once, though they come as receiveMessage and newMessage', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    const message = server.store('r1', 'member-1', 'twice?');
    server.io.of('/support').to('r1').emit('receiveMessage', message);
    server.io.of('/support').to('r1').emit('newMessage', message);
    await waitUntil(() => roomMessages().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(roomMessages().map((m) => m.id)).toEqual([message.id]);
  });

  it('applies a burst of 300 messages, each sent three ways, in a few store updates', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    const heard: Message[] = [];
    const unsubscribe = onSupportMessageElsewhere((message) => heard.push(message));
    let updates = 0;
    const stopCounting = useChatStore.subscribe(() => (updates += 1));
    const support = server.io.of('/support');
    const burst = Array.from({ length: 300 }, (_, i) => server.store('r1', 'member-1', `m${i}`));
    const elsewhere = Array.from({ length: 20 }, (_, i) => server.store('r2', 'member-2', `e${i}`));
    for (const message of burst) {
      support.to('r1').emit('receiveMessage', message);
      support.to('r1').emit('newMessage', message);
      support.emit('messageSentToGlobalEvent', message);
    }
    for (const message of elsewhere) support.emit('messageSentToGlobalEvent', message);
    await waitUntil(() => unreadOf('r2') === 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stopCounting();
    unsubscribe();
    expect(roomMessages().map((m) => m.id)).toEqual(burst.map((m) => m.id));
    expect(unreadOf('r1')).toBe(0);
    expect(heard.map((m) => m.id)).toEqual(elsewhere.map((m) => m.id));
    // One update per event would be 920; batches follow frames, a handful for this burst.
    expect(updates).toBeLessThan(30);
  });

  it('shows a send as "sending" and replaces it with the server copy, without a duplicate', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    expect(sendChatMessage('x'.repeat(600))).toBe(true);
    expect(roomMessages()).toHaveLength(1);
    expect(roomMessages()[0]?.localState).toBe('sending');
    await waitUntil(() => roomMessages()[0]?.id.startsWith('srv-') ?? false);
    expect(roomMessages()).toHaveLength(1);
    expect(roomMessages()[0]?.content).toHaveLength(500);
    expect(server.messages[0]?.content).toHaveLength(500);
  });

  it('refuses a send without a connection, with the SPEC text', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    await server.stop();
    await waitUntil(() => useConnectionStore.getState().status === 'disconnected');
    expect(sendChatMessage('hello')).toBe(false);
    expect(useChatStore.getState().sendError).toBe('Cannot send message - not connected to server');
    expect(roomMessages()).toHaveLength(0);
  });

  it('marks a send failed when no messageSent comes, and a retry really sends again', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    server.dropSends = true;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      sendChatMessage('are you there?');
      vi.advanceTimersByTime(SEND_CONFIRM_TIMEOUT_MS - 1);
      expect(roomMessages()[0]?.localState).toBe('sending');
      vi.advanceTimersByTime(1);
      expect(roomMessages()[0]?.localState).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
    // Let the dropped emit reach the server before it starts answering again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.dropSends = false;
    const failedId = roomMessages()[0]?.id ?? '';
    expect(retryChatMessage('r1', failedId)).toBe(true);
    await waitUntil(() => roomMessages()[0]?.id.startsWith('srv-') ?? false);
    expect(roomMessages()).toHaveLength(1);
    expect(roomMessages()[0]?.localState).toBeUndefined();
    expect(server.messages.map((m) => m.content)).toEqual(['are you there?']);
    // Retry sent the optimistic message's own client id again, not a new one.
    expect(server.sentClientIds).toHaveLength(2);
    expect(server.sentClientIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.sentClientIds[1]).toBe(server.sentClientIds[0]);
  });

  it('matches a late answer from a server whose clock is 5 s ahead by the client id', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    server.clockSkewMs = 5000;
    server.answerDelayMs = 1500;
    expect(sendChatMessage('slow link')).toBe(true);
    await waitUntil(() => roomMessages()[0]?.id.startsWith('srv-') ?? false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(roomMessages()).toHaveLength(1);
    expect(roomMessages()[0]?.localState).toBeUndefined();
    expect(roomMessages()[0]?.clientMessageId).toBe(server.sentClientIds[0]);
  });

  it('a retry of a send the server did store stays one message', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    // The server stores the send but its answer is lost: the local copy turns Failed.
    server.answerDelayMs = 60_000;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      sendChatMessage('stored once');
      vi.advanceTimersByTime(SEND_CONFIRM_TIMEOUT_MS);
      expect(roomMessages()[0]?.localState).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
    await waitUntil(() => server.messages.length === 1);
    server.answerDelayMs = 0;
    expect(retryChatMessage('r1', roomMessages()[0]?.id ?? '')).toBe(true);
    await waitUntil(() => roomMessages()[0]?.id.startsWith('srv-') ?? false);
    expect(roomMessages()).toHaveLength(1);
    expect(server.messages).toHaveLength(1);
  });

  it('marks the open room read and applies messagesRead', async () => {
    server.store('r1', 'member-1', 'one');
    server.store('r1', 'member-1', 'two');
    selectConversation('r1');
    await waitUntil(() => roomMessages().length === 2);
    expect(markConversationRead('r1')).toBe(true);
    // Asked once: the same ids are not sent again while the answer is on its way.
    expect(markConversationRead('r1')).toBe(false);
    await waitUntil(() => roomMessages().every((m) => m.is_read));
    expect(unreadOf('r1')).toBe(0);
    expect(markConversationRead('r2')).toBe(false);
  });

  it("lowers a room's unread count when a colleague reads it, not when the member reads a reply", async () => {
    const reply = server.store('r2', 'admin-1', 'my reply');
    selectConversation('r2');
    await waitUntil(() => useChatStore.getState().roomMessages.r2?.status === 'loaded');
    selectConversation('r1');
    const support = server.io.of('/support');
    const first = server.store('r2', 'member-2', 'one');
    const second = server.store('r2', 'member-2', 'two');
    support.emit('messageSentToGlobalEvent', first);
    support.emit('messageSentToGlobalEvent', second);
    await waitUntil(() => unreadOf('r2') === 2);

    // The member reads my reply: still two of theirs to read.
    support.emit('messagesRead', { roomId: 'r2', messageIds: [reply.id] });
    await waitUntil(() => useChatStore.getState().roomMessages.r2?.messages[0]?.is_read === true);
    expect(unreadOf('r2')).toBe(2);
    // A colleague reads the first (the api tells staff outside the room too).
    support.emit('messagesRead', { roomId: 'r2', messageIds: [first.id] });
    await waitUntil(() => unreadOf('r2') === 1);
    support.emit('messagesRead', { roomId: 'r2', messageIds: [first.id, second.id] });
    await waitUntil(() => unreadOf('r2') === 0);
    expect(unreadOf('r1')).toBe(0);
  });

  it("marks only the member's messages read, never another admin's", async () => {
    const member = server.store('r1', 'member-1', 'from the member');
    server.store('r1', 'admin-2', 'from another admin');
    server.store('r1', 'admin-1', 'my own');
    selectConversation('r1');
    await waitUntil(() => roomMessages().length === 3);
    expect(markConversationRead('r1')).toBe(true);
    await waitUntil(() => server.readRequests.length === 1);
    expect(server.readRequests).toEqual([[member.id]]);
  });

  it('after a reconnect fetches what it missed with `after`, once each', async () => {
    server.store('r1', 'member-1', 'before');
    selectConversation('r1');
    await waitUntil(() => roomMessages().length === 1);
    const lastId = roomMessages()[0]?.id;
    for (const socket of await server.io.of('/support').fetchSockets()) {
      // Drop the transport as a network failure would; the client reconnects by itself.
      (socket as unknown as { conn: { close(): void } }).conn.close();
    }
    server.store('r1', 'member-1', 'missed 1');
    server.store('r1', 'member-1', 'missed 2');
    await waitUntil(() => useConnectionStore.getState().connectCount === 2, 10000);
    await waitUntil(() => roomMessages().length === 3);
    expect(server.requests.some((url) => url.includes(`after=${lastId}`))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(roomMessages().map((m) => m.content)).toEqual(['before', 'missed 1', 'missed 2']);
  }, 15000);

  it('takes back "not connected" once the connection is back', async () => {
    selectConversation('r1');
    await waitUntil(() => useChatStore.getState().roomMessages.r1?.status === 'loaded');
    for (const socket of await server.io.of('/support').fetchSockets()) {
      (socket as unknown as { conn: { close(): void } }).conn.close();
    }
    await waitUntil(() => useConnectionStore.getState().status === 'disconnected');
    expect(sendChatMessage('hello')).toBe(false);
    expect(useChatStore.getState().sendError).toBe('Cannot send message - not connected to server');
    await waitUntil(() => useConnectionStore.getState().connectCount === 2, 10000);
    expect(useChatStore.getState().sendError).toBeNull();
  }, 15000);

  it('closes the connection and forgets the chat on sign-out', async () => {
    useAuthStore.getState().logout();
    expect(useConnectionStore.getState().status).toBe('idle');
    expect(roomsHeld()).toEqual([]);
    await waitUntil(() => server.io.of('/support').sockets.size === 0);
  });
});
