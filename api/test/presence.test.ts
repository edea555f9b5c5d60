import {
  endpoints,
  PRESENCE_TYPING_TTL_MS,
  PRESENCE_VIEWING_TTL_MS,
  roomPresenceSchema,
  type RoomPresence,
} from '@backoffice/shared/contract';
import { createRoomPresence } from '../src/features/support/presence';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_SUPPORT,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';
import type { recordEvents } from './helpers';
import { client, dataOf, demoTokens, socketsClosedAfterEach } from './helpers';

// Issue 20, collision presence: `roomViewing` / `roomTyping` in, `roomPresence` out.

let api: TestApi;
let tokens: { admin: string; support: string; reviewer: string; member: string };
let roomId: string;

beforeAll(async () => {
  api = await startApi();
  const demo = await demoTokens(api.url);
  const support = await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  tokens = { ...demo, support: support.access_token };
  const { rooms } = dataOf(
    await client(api.url, tokens.admin).get('/support/admin/rooms'),
    endpoints.rooms.response,
  );
  roomId = rooms.find((room) => room.member.id === DEMO_MEMBER.id)!.id;
});
afterAll(() => api?.close());
const connect = socketsClosedAfterEach(() => api.url);

/** Waits until `events` has heard this of one staff member in the room. */
function heard(events: ReturnType<typeof recordEvents>, staffId: string, activity: string) {
  return events.waitFor(
    'roomPresence',
    (payload) => {
      const presence = roomPresenceSchema.parse(payload);
      return (
        presence.roomId === roomId &&
        presence.staff.id === staffId &&
        presence.activity === activity
      );
    },
    6_000,
  );
}

const connectionErrors = (events: ReturnType<typeof recordEvents>) =>
  events.named('connectionError').map((payload) => (payload as { message: string }).message);

describe('collision presence', () => {
  it('staff with the room open hear who views and who types; the member hears none of it', async () => {
    const member = await connect(tokens.member);
    member.socket.emit('joinRoom', { roomId });
    const agent = await connect(tokens.support);
    agent.socket.emit('roomViewing', { roomId });
    await heard(agent.events, DEMO_SUPPORT.id, 'viewing');

    const admin = await connect(tokens.admin);
    admin.socket.emit('roomViewing', { roomId });
    // The newcomer is told who is already here; the others hear of the newcomer.
    await heard(admin.events, DEMO_SUPPORT.id, 'viewing');
    const viewing = (await heard(agent.events, DEMO_ADMIN.id, 'viewing')) as RoomPresence;
    expect(viewing.staff).toEqual({ id: DEMO_ADMIN.id, name: DEMO_ADMIN.name });

    admin.socket.emit('roomTyping', { roomId });
    await heard(agent.events, DEMO_ADMIN.id, 'typing');
    expect(member.events.named('roomPresence')).toEqual([]);
    expect(connectionErrors(admin.events)).toEqual([]);
  });

  it('typing ends after its time or with the reply; leaveRoom and disconnect say gone', async () => {
    const agent = await connect(tokens.support);
    agent.socket.emit('roomViewing', { roomId });
    const admin = await connect(tokens.admin);
    admin.socket.emit('roomTyping', { roomId });
    await heard(agent.events, DEMO_ADMIN.id, 'typing');
    const typedAt = Date.now();
    await heard(agent.events, DEMO_ADMIN.id, 'viewing');
    expect(Date.now() - typedAt).toBeGreaterThan(PRESENCE_TYPING_TTL_MS - 500);

    agent.events.seen.length = 0;
    admin.socket.emit('roomTyping', { roomId });
    await heard(agent.events, DEMO_ADMIN.id, 'typing');
    admin.socket.emit('sendMessage', {
      roomId,
      receiverId: DEMO_MEMBER.id,
      content: 'Presence test reply',
      timestamp: new Date().toISOString(),
    });
    const sentAt = Date.now();
    await heard(agent.events, DEMO_ADMIN.id, 'viewing');
    expect(Date.now() - sentAt).toBeLessThan(PRESENCE_TYPING_TTL_MS - 500);

    admin.socket.emit('leaveRoom', { roomId });
    await heard(agent.events, DEMO_ADMIN.id, 'gone');

    agent.events.seen.length = 0;
    admin.socket.emit('roomViewing', { roomId });
    await heard(agent.events, DEMO_ADMIN.id, 'viewing');
    admin.socket.disconnect();
    await heard(agent.events, DEMO_ADMIN.id, 'gone');
  });

  it('refuses members and roles that may not chat, and answers bad input', async () => {
    const member = await connect(tokens.member);
    member.socket.emit('roomViewing', { roomId });
    member.socket.emit('roomTyping', { roomId });
    const reviewer = await connect(tokens.reviewer);
    reviewer.socket.emit('roomTyping', { roomId });
    reviewer.socket.emit('roomViewing', {} as never);
    reviewer.socket.emit('roomViewing', { roomId: 'NO-SUCH-ROOM' });
    // Each socket's events answer in order: its last error means it answered them all.
    await member.events.waitFor('connectionError', (payload) =>
      /^roomTyping/.test((payload as { message: string }).message),
    );
    await reviewer.events.waitFor('connectionError', (payload) =>
      /NO-SUCH-ROOM/.test((payload as { message: string }).message),
    );

    expect(connectionErrors(member.events)).toEqual([
      'roomViewing: only staff share presence in a room',
      'roomTyping: only staff share presence in a room',
    ]);
    expect(connectionErrors(reviewer.events)).toEqual([
      'roomTyping: Only owners and support staff can chat with members (your role: Reviewer)',
      expect.stringMatching(/^roomViewing: roomId: /),
      'Room NO-SUCH-ROOM not found',
    ]);
    expect(member.socket.connected && reviewer.socket.connected).toBe(true);
  });
});

describe('the presence an instance keeps', () => {
  afterEach(() => vi.useRealTimers());

  it('lets viewing go when it is not refreshed in time', () => {
    vi.useFakeTimers();
    const sent: RoomPresence[] = [];
    const keeper = createRoomPresence({
      to: () => ({ emit: (_event: string, payload: RoomPresence) => sent.push(payload) }),
    } as never);
    const staff = { id: 'ADM-9', name: 'Ben Admin' };
    keeper.refresh('room-1', { id: 'socket-1', tell: () => {} }, staff, 'viewing');
    vi.advanceTimersByTime(PRESENCE_VIEWING_TTL_MS - 1);
    keeper.refresh('room-1', { id: 'socket-1', tell: () => {} }, staff, 'viewing');
    vi.advanceTimersByTime(PRESENCE_VIEWING_TTL_MS - 1);
    expect(sent.map((presence) => presence.activity)).toEqual(['viewing', 'viewing']);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual({ roomId: 'room-1', staff, activity: 'gone' });
    expect(keeper.has('room-1', 'socket-1')).toBe(false);
  });
});
