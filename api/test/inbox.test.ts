import {
  auditEntrySchema,
  awaitingSinceOf,
  endpoints,
  roomInboxChangedSchema,
  type RoomInboxChanged,
} from '@backoffice/shared/contract';
import { z } from 'zod';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_SUPPORT,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';
import {
  client,
  connectSupport,
  dataOf,
  demoTokens,
  errorOf,
  recordEvents,
  type Client,
  type SupportClient,
} from './helpers';

// Issue 20: support as a team inbox (assignment, status, awaiting reply, staff-only timeline).

let api: TestApi;
let tokens: { admin: string; support: string; reviewer: string; member: string };
let admin: Client;
let support: Client;
let reviewer: Client;
let member: Client;
const sockets: SupportClient[] = [];

beforeAll(async () => {
  api = await startApi();
  const demo = await demoTokens(api.url);
  const supportToken = (await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password))
    .access_token;
  tokens = { ...demo, support: supportToken };
  admin = client(api.url, tokens.admin);
  support = client(api.url, tokens.support);
  reviewer = client(api.url, tokens.reviewer);
  member = client(api.url, tokens.member);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => api?.close());

/** An admin socket on the global channel, recording what it hears. */
async function staffSocket(token: string) {
  const socket = await connectSupport(api.url, token);
  sockets.push(socket);
  const events = recordEvents(socket);
  socket.emit('joinGlobalEvent');
  // The join is queued behind nothing: one round trip through the server settles it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { socket, events };
}

const rooms = async () =>
  dataOf(await admin.get('/support/admin/rooms'), endpoints.rooms.response).rooms;
const roomById = async (roomId: string) => (await rooms()).find((room) => room.id === roomId)!;
const demoRoomId = async () =>
  (await rooms()).find((room) => room.member.id === DEMO_MEMBER.id)!.id;
/** A seeded, unassigned room other than the demo member's, different per test. */
const otherRoomId = async (index: number) =>
  (await rooms()).filter(
    (room) => room.member.id !== DEMO_MEMBER.id && room.inbox.assignee === null,
  )[index]!.id;

const assign = (caller: Client, roomId: string, assigneeId: string | null) =>
  caller.patch(`/support/admin/rooms/${roomId}/assign`, { assigneeId });
const setStatus = (caller: Client, roomId: string, body: unknown) =>
  caller.patch(`/support/admin/rooms/${roomId}/status`, body);

const inboxChanges = (events: ReturnType<typeof recordEvents>, roomId: string) =>
  events
    .named('roomInboxChanged')
    .map((payload) => roomInboxChangedSchema.parse(payload))
    .filter((change) => change.roomId === roomId);

describe('room list inbox fields', () => {
  it('computes awaitingSince like the contract rule, for every seeded room', async () => {
    const list = await rooms();
    expect(list.some((room) => room.inbox.awaitingSince !== null)).toBe(true);
    expect(list.some((room) => room.inbox.awaitingSince === null)).toBe(true);
    for (const room of list) {
      const history = dataOf(
        await admin.get('/support/history', { roomId: room.id, take: 200 }),
        endpoints.history.response,
      );
      expect(room.inbox.awaitingSince, room.id).toBe(awaitingSinceOf(history, room.member.id));
      // The seed assigns a few rooms to the support account (issue 50's demo data).
      expect(room.inbox).toMatchObject({ status: 'open', snoozedUntil: null });
      expect([undefined, DEMO_SUPPORT.id]).toContain(room.inbox.assignee?.id);
    }
  });

  it('lists the staff a room can be assigned to: roles that may chat, not reviewers', async () => {
    const agents = dataOf(
      await reviewer.get('/support/admin/agents'),
      endpoints.supportAgents.response,
    );
    const ids = agents.map((agent) => agent.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO_ADMIN.id, DEMO_SUPPORT.id]));
    expect(ids).not.toContain(DEMO_REVIEWER.id);
  });
});

describe('assignment', () => {
  it('assigns live to every admin, with a staff-only timeline line and an audit entry', async () => {
    const roomId = await otherRoomId(0);
    const watcher = await staffSocket(tokens.support);
    const change = dataOf(
      await assign(admin, roomId, DEMO_SUPPORT.id),
      endpoints.assignRoom.response,
    );
    expect(change.inbox.assignee).toEqual({ id: DEMO_SUPPORT.id, name: DEMO_SUPPORT.name });
    expect(change.event).toMatchObject({
      kind: 'assigned',
      actor: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name },
      assignee: { id: DEMO_SUPPORT.id },
    });
    const heard = (await watcher.events.waitFor('roomInboxChanged')) as RoomInboxChanged;
    expect(heard).toEqual(change);
    expect((await roomById(roomId)).inbox.assignee?.id).toBe(DEMO_SUPPORT.id);

    const timeline = dataOf(
      await admin.get('/support/admin/room-events', { roomId }),
      endpoints.roomEvents.response,
    );
    expect(timeline.at(-1)).toEqual(change.event);

    const audit = dataOf(
      await admin.get('/audit/entity', { type: 'support_room', id: roomId }),
      z.array(auditEntrySchema),
    );
    expect(audit[0]).toMatchObject({
      kind: 'support.assign',
      before: { assignee: null },
      after: { assignee: DEMO_SUPPORT.name },
    });

    const unassigned = dataOf(await assign(support, roomId, null), endpoints.assignRoom.response);
    expect(unassigned.inbox.assignee).toBeNull();
    expect(unassigned.event).toMatchObject({ kind: 'unassigned', assignee: null });
  });

  it('never shows the timeline to the member: not in history, not on their socket', async () => {
    const roomId = await demoRoomId();
    const memberSocket = await connectSupport(api.url, tokens.member);
    sockets.push(memberSocket);
    const memberEvents = recordEvents(memberSocket);
    memberSocket.emit('joinRoom', { roomId });
    const staff = await staffSocket(tokens.admin);
    const before = dataOf(
      await member.get('/support/history', { roomId, take: 200 }),
      endpoints.history.response,
    );
    dataOf(await assign(admin, roomId, DEMO_ADMIN.id), endpoints.assignRoom.response);
    await staff.events.waitFor('roomInboxChanged');
    const after = dataOf(
      await member.get('/support/history', { roomId, take: 200 }),
      endpoints.history.response,
    );
    expect(after).toEqual(before);
    expect(memberEvents.seen).toEqual([]);
    dataOf(await assign(admin, roomId, null), endpoints.assignRoom.response);
  });

  it('concurrent assignment by two admins: the last write wins and both see the final owner', async () => {
    const roomId = await otherRoomId(1);
    const adminSide = await staffSocket(tokens.admin);
    const supportSide = await staffSocket(tokens.support);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([
        assign(admin, roomId, DEMO_ADMIN.id),
        assign(support, roomId, DEMO_SUPPORT.id),
      ]);
      for (const answer of answers) expect(answer.status).toBe(200);
      const final = (await roomById(roomId)).inbox.assignee;
      const changes = (await assign(admin, roomId, final?.id ?? null)).status;
      expect(changes).toBe(200);
      for (const side of [adminSide, supportSide]) {
        await side.events.waitFor(
          'roomInboxChanged',
          () => inboxChanges(side.events, roomId).length === 3 * (round + 1),
        );
        // Every admin heard the changes in the order they were stored: the last one is the owner.
        expect(inboxChanges(side.events, roomId).at(-1)?.inbox.assignee).toEqual(final);
      }
      // The two concurrent writes were stored one after the other, both recorded.
      const timeline = dataOf(
        await admin.get('/support/admin/room-events', { roomId }),
        endpoints.roomEvents.response,
      );
      expect(timeline.slice(-3).map((event) => event.assignee?.id)[1]).toBe(final?.id);
    }
  });
});

describe('status', () => {
  it('resolves, snoozes and reopens; a member message reopens a resolved room and it awaits reply', async () => {
    const roomId = await demoRoomId();
    const watcher = await staffSocket(tokens.support);
    const resolved = dataOf(
      await setStatus(admin, roomId, { status: 'resolved' }),
      endpoints.setRoomStatus.response,
    );
    expect(resolved.inbox.status).toBe('resolved');
    expect(resolved.event).toMatchObject({ kind: 'status', status: 'resolved' });

    const memberSocket = await connectSupport(api.url, tokens.member);
    sockets.push(memberSocket);
    memberSocket.emit('joinRoom', { roomId });
    memberSocket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_ADMIN.id,
      content: 'Still need help with my refund',
      timestamp: new Date().toISOString(),
    });
    const reopened = (await watcher.events.waitFor(
      'roomInboxChanged',
      (payload) => (payload as RoomInboxChanged).inbox.status === 'open',
    )) as RoomInboxChanged;
    expect(reopened.event).toBeNull();
    expect(reopened.inbox.awaitingSince).not.toBeNull();
    expect((await roomById(roomId)).inbox).toMatchObject({ status: 'open', snoozedUntil: null });

    // Reading does not end waiting; a staff reply does.
    const agent = await connectSupport(api.url, tokens.admin);
    sockets.push(agent);
    const agentEvents = recordEvents(agent);
    agent.emit('joinRoom', { roomId });
    const history = dataOf(
      await admin.get('/support/history', { roomId }),
      endpoints.history.response,
    );
    agent.emit('markAsRead', { roomId, messageIds: [history.at(-1)!.id] });
    await agentEvents.waitFor('messagesRead');
    expect((await roomById(roomId)).inbox.awaitingSince).toBe(reopened.inbox.awaitingSince);
    agent.emit('sendMessage', {
      roomId,
      receiverId: DEMO_MEMBER.id,
      content: 'Looking at it now',
      timestamp: new Date().toISOString(),
    });
    await agentEvents.waitFor('messageSent');
    expect((await roomById(roomId)).inbox.awaitingSince).toBeNull();
  });

  it('snoozes until a time, or until the member writes; the snooze expires on its own', async () => {
    const roomId = await otherRoomId(2);
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const snoozed = dataOf(
      await setStatus(admin, roomId, { status: 'snoozed', until }),
      endpoints.setRoomStatus.response,
    );
    expect(snoozed.inbox).toMatchObject({ status: 'snoozed', snoozedUntil: until });
    const untilWrites = dataOf(
      await setStatus(admin, roomId, { status: 'snoozed', until: null }),
      endpoints.setRoomStatus.response,
    );
    expect(untilWrites.inbox).toMatchObject({ status: 'snoozed', snoozedUntil: null });
    // A snooze that has ended reads as open (the row is aged directly: no waiting in a test).
    await api.db.query(
      `UPDATE support_rooms SET snoozed_until = now() - interval '1 minute' WHERE id = $1`,
      [roomId],
    );
    expect((await roomById(roomId)).inbox).toMatchObject({ status: 'open', snoozedUntil: null });
  });

  it('lists a snoozed room as open once its snooze ends, with no write in between', async () => {
    const roomId = await otherRoomId(4);
    const until = new Date(Date.now() + 1500).toISOString();
    dataOf(
      await setStatus(admin, roomId, { status: 'snoozed', until }),
      endpoints.setRoomStatus.response,
    );
    expect((await roomById(roomId)).inbox).toMatchObject({
      status: 'snoozed',
      snoozedUntil: until,
    });
    await new Promise((resolve) => setTimeout(resolve, Date.parse(until) - Date.now() + 20));
    expect((await roomById(roomId)).inbox).toMatchObject({ status: 'open', snoozedUntil: null });
  });
});

describe('refusals and bad input', () => {
  it('members can do none of it', async () => {
    const roomId = await demoRoomId();
    for (const response of [
      await member.get('/support/admin/agents'),
      await member.get('/support/admin/room-events', { roomId }),
      await assign(member, roomId, DEMO_MEMBER.id),
      await setStatus(member, roomId, { status: 'resolved' }),
    ]) {
      expect(errorOf(response, 403).message).toBe('This endpoint is for admins only');
    }
  });

  it('reviewers only read: they may not assign or change status', async () => {
    const roomId = await demoRoomId();
    expect(errorOf(await assign(reviewer, roomId, DEMO_ADMIN.id), 403).message).toMatch(
      /Only owners and support staff/,
    );
    expect(errorOf(await setStatus(reviewer, roomId, { status: 'resolved' }), 403).message).toMatch(
      /Only owners and support staff/,
    );
    expect(
      dataOf(
        await reviewer.get('/support/admin/room-events', { roomId }),
        endpoints.roomEvents.response,
      ),
    ).toEqual(expect.any(Array));
  });

  it('answers bad input with the field and changes nothing', async () => {
    const roomId = await otherRoomId(3);
    const before = (await roomById(roomId)).inbox;
    expect(errorOf(await assign(admin, roomId, 'ADM-NOPE'), 400)).toMatchObject({
      field: 'assigneeId',
    });
    // A reviewer exists but may not chat, so may not own a conversation.
    expect(errorOf(await assign(admin, roomId, DEMO_REVIEWER.id), 400).field).toBe('assigneeId');
    expect(errorOf(await admin.patch(`/support/admin/rooms/${roomId}/assign`, {}), 400).field).toBe(
      'assigneeId',
    );
    expect(errorOf(await assign(admin, 'room-nope', DEMO_ADMIN.id), 404).message).toBe(
      'Room room-nope not found',
    );
    expect(errorOf(await setStatus(admin, roomId, { status: 'closed' }), 400).field).toBe('status');
    expect(
      errorOf(
        await setStatus(admin, roomId, {
          status: 'snoozed',
          until: new Date(Date.now() - 1000).toISOString(),
        }),
        400,
      ),
    ).toMatchObject({ field: 'until', message: 'until: a snooze must end in the future' });
    expect(
      errorOf(await setStatus(admin, roomId, { status: 'snoozed', until: 'tomorrow' }), 400).field,
    ).toBe('until');
    expect(errorOf(await admin.get('/support/admin/room-events', { roomId: 'room-nope' }), 404));
    expect((await roomById(roomId)).inbox).toEqual(before);
  });
});

describe('saved replies', () => {
  it('are shared by the team: create, list, edit and delete', async () => {
    const created = dataOf(
      await admin.post('/support/admin/saved-replies', {
        title: '  Refund timing ',
        body: 'Hi {firstName}, refunds take 5 days.',
      }),
      endpoints.createSavedReply.response,
    );
    expect(created).toMatchObject({
      title: 'Refund timing',
      body: 'Hi {firstName}, refunds take 5 days.',
    });
    const seenBySupport = dataOf(
      await support.get('/support/admin/saved-replies'),
      endpoints.savedReplies.response,
    );
    expect(seenBySupport).toContainEqual(created);
    const edited = dataOf(
      await support.patch(`/support/admin/saved-replies/${created.id}`, {
        title: 'Refund timing',
        body: 'Hi {firstName}, refunds take 3 days.',
      }),
      endpoints.updateSavedReply.response,
    );
    expect(edited.body).toBe('Hi {firstName}, refunds take 3 days.');
    expect(
      dataOf(
        await admin.delete(`/support/admin/saved-replies/${created.id}`),
        endpoints.deleteSavedReply.response,
      ),
    ).toEqual({ id: created.id, deletedAt: expect.any(String) });
    expect(
      dataOf(await admin.get('/support/admin/saved-replies'), endpoints.savedReplies.response),
    ).not.toContainEqual(expect.objectContaining({ id: created.id }));
  });

  it('refuse members and read-only roles, and bad input, naming the field', async () => {
    expect(errorOf(await member.get('/support/admin/saved-replies'), 403).message).toBe(
      'This endpoint is for admins only',
    );
    expect(
      errorOf(await reviewer.post('/support/admin/saved-replies', { title: 't', body: 'b' }), 403)
        .message,
    ).toMatch(/Only owners and support staff/);
    expect(
      errorOf(await admin.post('/support/admin/saved-replies', { title: ' ', body: 'b' }), 400),
    ).toMatchObject({ field: 'title', message: 'title: Enter a title' });
    expect(
      errorOf(
        await admin.post('/support/admin/saved-replies', { title: 't', body: 'x'.repeat(501) }),
        400,
      ).field,
    ).toBe('body');
    expect(
      errorOf(
        await admin.patch('/support/admin/saved-replies/reply-nope', { title: 't', body: 'b' }),
        404,
      ).message,
    ).toBe('Saved reply reply-nope not found');
    expect(errorOf(await admin.delete('/support/admin/saved-replies/reply-nope'), 404));
  });
});

describe('undo, guarded by the room version', () => {
  it('puts the room back only while nothing changed since, with an audit entry per change', async () => {
    const roomId = await otherRoomId(5);
    const audited = async () =>
      dataOf(
        await admin.get('/audit/entity', { type: 'support_room', id: roomId }),
        z.array(auditEntrySchema),
      ).length;
    const entriesBefore = await audited();
    const resolved = dataOf(
      await setStatus(admin, roomId, { status: 'resolved' }),
      endpoints.setRoomStatus.response,
    );
    const version = resolved.inbox.version!;
    expect(version).toBeGreaterThan(1);
    const undone = dataOf(
      await setStatus(admin, roomId, { status: 'open', version }),
      endpoints.setRoomStatus.response,
    );
    expect(undone.inbox).toMatchObject({ status: 'open', version: version + 1 });
    expect(await audited()).toBe(entriesBefore + 2);

    // A second Undo of the same action finds the room changed: nothing happens, nothing audited.
    const stale = await setStatus(admin, roomId, { status: 'resolved', version });
    expect(errorOf(stale, 409).message).toBe('The conversation changed since; nothing was undone');
    expect((await roomById(roomId)).inbox.status).toBe('open');
    expect(await audited()).toBe(entriesBefore + 2);

    const assigned = dataOf(
      await assign(admin, roomId, DEMO_SUPPORT.id),
      endpoints.assignRoom.response,
    );
    expect(assigned.inbox.version).toBe(version + 2);
    const staleAssign = await admin.patch(`/support/admin/rooms/${roomId}/assign`, {
      assigneeId: null,
      version: version + 1,
    });
    expect(errorOf(staleAssign, 409).message).toBe(
      'The conversation changed since; nothing was undone',
    );
  });
});
