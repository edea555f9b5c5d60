import {
  endpoints,
  messageSchema,
  SUPPORT_NAMESPACE,
  type Message,
} from '@backoffice/shared/contract';
import { io } from 'socket.io-client';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  SEED_COUNTS,
  signTestToken,
  startApi,
  type TestApi,
} from '../src/testing';
import {
  client,
  connectSupport,
  dataOf,
  errorOf,
  recordEvents,
  wait,
  type SupportClient,
  demoTokens,
} from './helpers';

let api: TestApi;
let adminToken: string;
let reviewerToken: string;
let memberToken: string;
let admin: ReturnType<typeof client>;
let member: ReturnType<typeof client>;
const sockets: SupportClient[] = [];

beforeAll(async () => {
  api = await startApi();
  ({ admin: adminToken, reviewer: reviewerToken, member: memberToken } = await demoTokens(api.url));
  admin = client(api.url, adminToken);
  member = client(api.url, memberToken);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => api?.close());

async function connect(token: string) {
  const socket = await connectSupport(api.url, token);
  sockets.push(socket);
  return { socket, events: recordEvents(socket) };
}

const rooms = async () =>
  dataOf(await admin.get('/support/admin/rooms'), endpoints.rooms.response).rooms;
const history = async (caller: ReturnType<typeof client>, query: Record<string, string | number>) =>
  dataOf(await caller.get('/support/history', query), endpoints.history.response);

/** An admin socket in the demo member's room, and the member's socket. */
async function agentAndMemberInRoom() {
  const roomId = await demoRoomId();
  const agent = await connect(adminToken);
  agent.socket.emit('joinRoom', { roomId });
  const memberSide = await connect(memberToken);
  await wait(100);
  return { roomId, agent, memberSide };
}

async function demoRoomId(): Promise<string> {
  const room = (await rooms()).find((candidate) => candidate.member.id === DEMO_MEMBER.id);
  if (!room) throw new Error('The demo member has no room');
  return room.id;
}

describe('rooms and history over HTTP', () => {
  it('lists 30 seeded rooms by latest activity, with unread member messages counted', async () => {
    const list = await rooms();
    expect(list).toHaveLength(SEED_COUNTS.rooms);
    const updated = list.map((room) => room.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(list.some((room) => room.unreadCount > 0)).toBe(true);
    expect(list.some((room) => room.unreadCount === 0)).toBe(true);
    for (const room of list.filter((candidate) => candidate.unreadCount > 0).slice(0, 3)) {
      const messages = await history(admin, { roomId: room.id, take: 200 });
      const unread = messages.filter((m) => m.senderId === room.member.id && !m.is_read);
      expect(unread).toHaveLength(room.unreadCount);
      expect(room.lastMessage).toEqual({
        content: messages.at(-1)!.content,
        timestamp: messages.at(-1)!.timestamp,
      });
    }
  });

  it('pages history oldest first with take, before and after cursors', async () => {
    const roomId = (await rooms()).find((room) => room.lastMessage)!.id;
    const all = await history(admin, { roomId, take: 200 });
    expect(all.length).toBeGreaterThanOrEqual(4);
    const times = all.map((message) => message.timestamp);
    expect(times).toEqual([...times].sort());
    const latestTwo = await history(admin, { roomId, take: 2 });
    expect(latestTwo).toEqual(all.slice(-2));
    const older = await history(admin, { roomId, take: 2, before: latestTwo[0]!.id });
    expect(older).toEqual(all.slice(-4, -2));
    const newer = await history(admin, { roomId, after: all[1]!.id });
    expect(newer).toEqual(all.slice(2));
    const defaultTake = await history(admin, { roomId });
    expect(defaultTake).toEqual(all.slice(-50));
  });

  it('answers 400 naming the field for bad history queries and 404 for an unknown room', async () => {
    const roomId = await demoRoomId();
    expect(errorOf(await admin.get('/support/history', { roomId, take: 201 }), 400).field).toBe(
      'take',
    );
    expect(errorOf(await admin.get('/support/history', {}), 400).field).toBe('roomId');
    expect(
      errorOf(await admin.get('/support/history', { roomId, before: 'nope' }), 400).field,
    ).toBe('before');
    expect(
      errorOf(await admin.get('/support/history', { roomId, before: 'a', after: 'b' }), 400).field,
    ).toBe('after');
    errorOf(await admin.get('/support/history', { roomId: 'room-none' }), 404);
  });

  it('lets a member read only their own room history', async () => {
    const own = await demoRoomId();
    expect((await history(member, { roomId: own })).length).toBeGreaterThan(0);
    const other = (await rooms()).find((room) => room.id !== own)!.id;
    expect(errorOf(await member.get('/support/history', { roomId: other }), 403).message).toBe(
      'Members can only read their own support room',
    );
  });

  it('start-chat returns the existing room, creates one for a new member, and 404s unknown ids', async () => {
    const existing = dataOf(
      await admin.post('/support/admin/start-chat', { memberId: DEMO_MEMBER.id }),
      endpoints.startChat.response,
    );
    expect(existing.id).toBe(await demoRoomId());
    const roomless = 'MEM-1150';
    const created = dataOf(
      await admin.post('/support/admin/start-chat', { memberId: roomless }),
      endpoints.startChat.response,
    );
    expect(created).toMatchObject({ member: { id: roomless }, unreadCount: 0, lastMessage: null });
    const again = dataOf(
      await admin.post('/support/admin/start-chat', { memberId: roomless }),
      endpoints.startChat.response,
    );
    expect(again.id).toBe(created.id);
    expect(
      errorOf(await admin.post('/support/admin/start-chat', { memberId: 'MEM-1' }), 404).message,
    ).toBe('Member MEM-1 not found');
    expect(errorOf(await admin.post('/support/admin/start-chat', {}), 400).field).toBe('memberId');
  });
});

describe('socket.io /support', () => {
  it('refuses a handshake without, with a bad or with an expired token, saying unauthorized', async () => {
    const expired = await signTestToken({
      dataDir: api.dataDir,
      user: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, role: 'admin' },
      expiresIn: Math.floor(Date.now() / 1000) - 5,
    });
    for (const auth of [{}, { token: 'garbage' }, { token: expired }]) {
      const socket = io(`${api.url}${SUPPORT_NAMESPACE}`, {
        auth,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      socket.disconnect();
      expect(error.message).toMatch(/unauthorized/);
    }
  });

  it('delivers a member message to admins in the room and on the global channel, stored first', async () => {
    const roomId = await demoRoomId();
    const watcher = await connect(adminToken);
    watcher.socket.emit('joinGlobalEvent');
    const agent = await connect(reviewerToken);
    agent.socket.emit('joinRoom', { roomId });
    const otherRoomAdmin = await connect(adminToken);
    otherRoomAdmin.socket.emit('joinRoom', {
      roomId: (await rooms()).find((r) => r.id !== roomId)!.id,
    });
    const memberSide = await connect(memberToken);
    memberSide.socket.emit('joinRoom', { roomId });
    await wait(100);

    memberSide.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_ADMIN.id,
      content: '  I still need help with my request  ',
      timestamp: new Date().toISOString(),
    });
    const sent = messageSchema.parse(await memberSide.events.waitFor('messageSent'));
    expect(sent).toMatchObject({
      roomId,
      senderId: DEMO_MEMBER.id,
      content: 'I still need help with my request',
      is_read: false,
    });
    expect(sent).not.toHaveProperty('senderName');
    // Persisted before anyone heard of it: the history already holds it.
    expect((await history(admin, { roomId })).at(-1)).toEqual(sent);

    const isSent = (payload: unknown) => (payload as Message).id === sent.id;
    expect(await agent.events.waitFor('receiveMessage', isSent)).toEqual(sent);
    expect(await agent.events.waitFor('newMessage', isSent)).toEqual(sent);
    expect(await watcher.events.waitFor('messageSentToGlobalEvent', isSent)).toEqual(sent);
    await wait(150);
    expect(memberSide.events.named('receiveMessage')).toEqual([]);
    expect(memberSide.events.named('messageSentToGlobalEvent')).toEqual([]);
    expect(agent.events.named('messageSentToGlobalEvent')).toEqual([]);
    expect(watcher.events.named('receiveMessage')).toEqual([]);
    expect(otherRoomAdmin.events.seen).toEqual([]);

    const room = (await rooms())[0]!;
    expect(room).toMatchObject({
      id: roomId,
      lastMessage: { content: sent.content, timestamp: sent.timestamp },
      updatedAt: sent.timestamp,
    });
    expect(room.unreadCount).toBeGreaterThan(0);
  });

  it('delivers an admin reply to the member, and marking read reaches the whole room', async () => {
    const roomId = await demoRoomId();
    const agent = await connect(adminToken);
    agent.socket.emit('joinRoom', { roomId });
    const watcher = await connect(reviewerToken);
    watcher.socket.emit('joinGlobalEvent');
    const memberSide = await connect(memberToken);
    memberSide.socket.emit('joinRoom', { roomId });
    await wait(100);

    agent.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_MEMBER.id,
      content: 'Happy to help, what is the request id?',
      timestamp: new Date().toISOString(),
    });
    const reply = messageSchema.parse(await agent.events.waitFor('messageSent'));
    expect(reply.senderId).toBe(DEMO_ADMIN.id);
    // A staff reply names its author, live and in the history, so colleagues see who answered.
    expect(reply.senderName).toBe(DEMO_ADMIN.name);
    expect((await history(member, { roomId })).find(({ id }) => id === reply.id)).toEqual(reply);
    const isReply = (payload: unknown) => (payload as Message).id === reply.id;
    expect(await memberSide.events.waitFor('receiveMessage', isReply)).toEqual(reply);
    expect(await memberSide.events.waitFor('newMessage', isReply)).toEqual(reply);
    expect(await watcher.events.waitFor('messageSentToGlobalEvent', isReply)).toEqual(reply);

    const unreadFromMember = (await history(admin, { roomId, take: 200 })).filter(
      (message) => message.senderId === DEMO_MEMBER.id && !message.is_read,
    );
    expect(unreadFromMember.length).toBeGreaterThan(0);
    const ids = unreadFromMember.map((message) => message.id);
    agent.socket.emit('markAsRead', { roomId, messageIds: ids });
    const readPayload = { roomId, messageIds: ids };
    expect(await memberSide.events.waitFor('messagesRead')).toEqual(readPayload);
    expect(await agent.events.waitFor('messagesRead')).toEqual(readPayload);
    const after = await history(admin, { roomId, take: 200 });
    expect(after.filter((message) => ids.includes(message.id)).every((m) => m.is_read)).toBe(true);
    expect((await rooms()).find((room) => room.id === roomId)!.unreadCount).toBe(0);

    memberSide.socket.emit('markAsRead', { roomId, messageIds: [reply.id] });
    expect(
      await agent.events.waitFor(
        'messagesRead',
        (p) => (p as { messageIds: string[] }).messageIds[0] === reply.id,
      ),
    ).toEqual({
      roomId,
      messageIds: [reply.id],
    });
  });

  it("changes nothing when an admin marks another admin's message read; the member can", async () => {
    const roomId = await demoRoomId();
    const author = await connect(adminToken);
    author.socket.emit('joinRoom', { roomId });
    const colleague = await connect(reviewerToken);
    colleague.socket.emit('joinRoom', { roomId });
    await wait(100);
    author.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_MEMBER.id,
      content: 'A reply the member has not seen yet',
      timestamp: new Date().toISOString(),
    });
    const reply = messageSchema.parse(await author.events.waitFor('messageSent'));

    colleague.socket.emit('markAsRead', { roomId, messageIds: [reply.id] });
    // A probe after it: events of one socket run in order, so once the probe has answered,
    // the markAsRead before it has been handled.
    colleague.socket.emit('joinRoom', { roomId: 'room-probe' });
    await colleague.events.waitFor('connectionError');
    expect(colleague.events.named('messagesRead')).toEqual([]);
    expect(author.events.named('messagesRead')).toEqual([]);
    const stored = (await history(admin, { roomId })).find((message) => message.id === reply.id);
    expect(stored?.is_read).toBe(false);

    const memberSide = await connect(memberToken);
    memberSide.socket.emit('markAsRead', { roomId, messageIds: [reply.id] });
    expect(await author.events.waitFor('messagesRead')).toEqual({
      roomId,
      messageIds: [reply.id],
    });
  });

  it("tells the other staff of a staff read, once per socket, so their unread counts follow; not a member's read", async () => {
    const roomId = await demoRoomId();
    const memberSide = await connect(memberToken);
    memberSide.socket.emit('joinRoom', { roomId });
    // In the room and on the global channel (the reader's own page); on the global channel only
    // (a colleague looking at another room or at the dashboard).
    const reader = await connect(adminToken);
    reader.socket.emit('joinGlobalEvent');
    reader.socket.emit('joinRoom', { roomId });
    const colleague = await connect(reviewerToken);
    colleague.socket.emit('joinGlobalEvent');
    await wait(100);

    memberSide.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_ADMIN.id,
      content: 'Is anyone reading this?',
      timestamp: new Date().toISOString(),
    });
    const question = messageSchema.parse(await memberSide.events.waitFor('messageSent'));
    reader.socket.emit('markAsRead', { roomId, messageIds: [question.id] });
    const receipt = { roomId, messageIds: [question.id] };
    expect(await colleague.events.waitFor('messagesRead')).toEqual(receipt);
    expect(await memberSide.events.waitFor('messagesRead')).toEqual(receipt);
    await wait(150);
    expect(reader.events.named('messagesRead')).toEqual([receipt]);

    reader.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_MEMBER.id,
      content: 'I am',
      timestamp: new Date().toISOString(),
    });
    const answer = messageSchema.parse(await reader.events.waitFor('messageSent'));
    memberSide.socket.emit('markAsRead', { roomId, messageIds: [answer.id] });
    await reader.events.waitFor(
      'messagesRead',
      (p) => (p as typeof receipt).messageIds[0] === answer.id,
    );
    await wait(150);
    // The member reading a reply changes no staff count: the colleague outside the room hears nothing.
    expect(colleague.events.named('messagesRead')).toEqual([receipt]);
  });

  it('stores a burst in the order sent, one stored row each, and a message that cannot be stored fails alone', async () => {
    const { roomId, agent, memberSide } = await agentAndMemberInRoom();
    const contents = Array.from({ length: 40 }, (_, index) =>
      index === 17 ? 'cannot be \u0000 stored' : `burst message ${index}`,
    );
    // Every emit at once, a resend among them: the api writes them a batch per statement.
    for (const [index, content] of [...contents.entries(), [3, contents[3]!] as const]) {
      memberSide.socket.emit('sendMessage', {
        roomId,
        receiverId: DEMO_ADMIN.id,
        content,
        timestamp: new Date().toISOString(),
        clientMessageId: `burst-${index}`,
      });
    }
    const stored = contents.filter((_, index) => index !== 17);
    await memberSide.events.waitFor(
      'messageSent',
      () => memberSide.events.named('messageSent').length === stored.length + 1,
    );
    const confirmed = memberSide.events.named('messageSent') as Message[];
    expect(confirmed.slice(0, -1).map((message) => message.content)).toEqual(stored);
    expect(confirmed.at(-1)).toEqual(confirmed[3]);
    expect(memberSide.events.named('connectionError')).toEqual([{ message: 'sendMessage failed' }]);
    await wait(150);
    expect((agent.events.named('receiveMessage') as Message[]).map((m) => m.content)).toEqual(
      stored,
    );
    const held = (await history(admin, { roomId, take: 200 })).filter((message) =>
      message.clientMessageId?.startsWith('burst-'),
    );
    expect(held.map((message) => message.content)).toEqual(stored);
  });

  it('stores a client message id once: a resend is confirmed with the stored message, the room hears once', async () => {
    const { roomId, agent, memberSide } = await agentAndMemberInRoom();
    const send = (content: string) =>
      memberSide.socket.emit('sendMessage', {
        roomId,
        receiverId: DEMO_ADMIN.id,
        content,
        timestamp: new Date().toISOString(),
        clientMessageId: 'local-42',
      });
    send('Sent over a slow link');
    const first = messageSchema.parse(await memberSide.events.waitFor('messageSent'));
    expect(first).toMatchObject({ content: 'Sent over a slow link', clientMessageId: 'local-42' });
    send('Sent over a slow link');
    await memberSide.events.waitFor(
      'messageSent',
      () => memberSide.events.named('messageSent').length === 2,
    );
    expect(memberSide.events.named('messageSent')).toEqual([first, first]);
    await wait(150);
    expect(agent.events.named('receiveMessage')).toEqual([first]);
    const stored = (await history(admin, { roomId, take: 200 })).filter(
      (message) => message.clientMessageId === 'local-42',
    );
    expect(stored).toEqual([first]);

    // The id is the sender's own: another sender may use the same one.
    agent.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_MEMBER.id,
      content: 'Same id, other sender',
      timestamp: new Date().toISOString(),
      clientMessageId: 'local-42',
    });
    const other = messageSchema.parse(await agent.events.waitFor('messageSent'));
    expect(other.id).not.toBe(first.id);
  });

  it('answers bad payloads and forbidden rooms with connectionError to that socket only', async () => {
    const roomId = await demoRoomId();
    const otherRoom = (await rooms()).find((room) => room.id !== roomId)!.id;
    const memberSide = await connect(memberToken);
    const bystander = await connect(adminToken);
    bystander.socket.emit('joinRoom', { roomId });
    await wait(50);

    memberSide.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_ADMIN.id,
      content: 'x'.repeat(501),
      timestamp: new Date().toISOString(),
    });
    expect(await memberSide.events.waitFor('connectionError')).toEqual({
      message: 'sendMessage: content: Too big: expected string to have <=500 characters',
    });
    memberSide.socket.emit('sendMessage', { roomId, content: 'hi' } as never);
    await memberSide.events.waitFor('connectionError', (p) =>
      (p as { message: string }).message.startsWith('sendMessage: receiverId'),
    );
    memberSide.socket.emit('joinRoom', { roomId: otherRoom });
    await memberSide.events.waitFor('connectionError', (p) =>
      (p as { message: string }).message.includes('only use their own room'),
    );
    memberSide.socket.emit('joinGlobalEvent');
    await memberSide.events.waitFor('connectionError', (p) =>
      (p as { message: string }).message.includes('only admins'),
    );
    memberSide.socket.emit('sendMessage', {
      roomId: otherRoom,
      receiverId: DEMO_ADMIN.id,
      content: 'sneaky',
      timestamp: new Date().toISOString(),
    });
    await memberSide.events.waitFor('connectionError', (p) =>
      (p as { message: string }).message.includes('only use their own room'),
    );
    bystander.socket.emit('joinRoom', { roomId: 'room-none' });
    expect(await bystander.events.waitFor('connectionError')).toEqual({
      message: 'Room room-none not found',
    });
    await wait(100);
    expect(bystander.events.named('receiveMessage')).toEqual([]);
    expect(bystander.events.named('connectionError')).toHaveLength(1);
    expect((await history(admin, { roomId: otherRoom })).some((m) => m.content === 'sneaky')).toBe(
      false,
    );
  });

  it('stops room events after leaveRoom', async () => {
    const roomId = await demoRoomId();
    const agent = await connect(adminToken);
    agent.socket.emit('joinRoom', { roomId });
    agent.socket.emit('leaveRoom', { roomId });
    const memberSide = await connect(memberToken);
    await wait(100);
    memberSide.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_ADMIN.id,
      content: 'anyone there?',
      timestamp: new Date().toISOString(),
    });
    await memberSide.events.waitFor('messageSent');
    await wait(150);
    expect(agent.events.named('receiveMessage')).toEqual([]);
  });
});
