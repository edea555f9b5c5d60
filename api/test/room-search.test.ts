import {
  endpoints,
  roomListResponseSchema,
  SEARCH_QUERY_MAX_LENGTH,
} from '@backoffice/shared/contract';
import { DEMO_MEMBER, DEMO_REVIEWER, DEMO_SUPPORT, signinAs, type TestApi } from '../src/testing';
import {
  askAsEachStaffRole,
  client,
  dataOf,
  errorOf,
  signedInClient,
  startWithAdminForFile,
  type Client,
} from './helpers';

const started = startWithAdminForFile();
let api: TestApi;
let owner: Client;

async function say(id: string, roomId: string, senderId: string, content: string, minutesAgo = 0) {
  await api.db.query(
    `INSERT INTO support_messages (id, room_id, sender_id, content, sent_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
    [id, roomId, senderId, content, minutesAgo],
  );
}

async function roomsFor(caller: Client, query: Record<string, string>) {
  return dataOf(await caller.get('/support/admin/rooms', query), roomListResponseSchema);
}

beforeAll(async () => {
  ({ api, admin: owner } = started);
  await say('rs-1', 'room-1004', 'MEM-1004', 'The Quokkabank transfer never arrived', 30);
  await say('rs-2', 'room-1004', DEMO_SUPPORT.id, 'Sorry about that', 20);
  await say('rs-3', 'room-1004', 'MEM-1004', 'Still nothing from quokkabank today', 10);
  await say('rs-4', 'room-1005', 'MEM-1005', 'Where is my voucher', 5);
});

describe('GET /support/admin/rooms?q=', () => {
  it('finds a room by a word only in its messages, naming the newest matching message', async () => {
    const { rooms, matches } = await roomsFor(owner, { q: 'quokka' });
    expect(rooms.map((room) => room.id)).toEqual(['room-1004']);
    expect(matches).toEqual([
      {
        roomId: 'room-1004',
        message: {
          id: 'rs-3',
          content: 'Still nothing from quokkabank today',
          timestamp: expect.any(String),
        },
      },
    ]);
    // Every word must match, each at the start of a word.
    expect((await roomsFor(owner, { q: 'quokka transfer' })).matches?.[0]?.message?.id).toBe(
      'rs-1',
    );
    expect((await roomsFor(owner, { q: 'okkabank' })).rooms).toEqual([]);
  });

  it("finds a room by its member's name, with no message named", async () => {
    const [member] = await api.db.query<{ fullName: string }>(
      `SELECT m.full_name AS "fullName" FROM support_rooms r JOIN members m ON m.id = r.member_id
       WHERE r.id = 'room-1005'`,
    );
    const lastName = member!.fullName.split(' ').at(-1)!;
    const { rooms, matches } = await roomsFor(owner, { q: lastName.toLowerCase() });
    expect(rooms.map((room) => room.id)).toContain('room-1005');
    expect(rooms.every((room) => room.member.fullName.includes(lastName))).toBe(true);
    expect(matches?.find((match) => match.roomId === 'room-1005')).toEqual({
      roomId: 'room-1005',
      message: null,
    });
  });

  it('keeps the list its order and due fields while searching (sort=dueAt)', async () => {
    const whole = await roomsFor(owner, { sort: 'dueAt' });
    const found = await roomsFor(owner, { sort: 'dueAt', q: 'quokkabank' });
    expect(found.rooms).toEqual(whole.rooms.filter((room) => room.id === 'room-1004'));
    expect(found.rooms[0]?.dueAt).toEqual(expect.any(String));
  });

  it('answers the whole list for an empty or blank query, and refuses one that is too long', async () => {
    const whole = await roomsFor(owner, {});
    expect(whole.matches).toBeUndefined();
    expect(whole.rooms.length).toBeGreaterThan(1);
    for (const q of ['', '   ']) {
      const blank = await roomsFor(owner, { q });
      expect(blank.rooms.map((room) => room.id)).toEqual(whole.rooms.map((room) => room.id));
      expect(blank.matches).toBeUndefined();
    }
    const atMost = await owner.get('/support/admin/rooms', {
      q: 'q'.repeat(SEARCH_QUERY_MAX_LENGTH),
    });
    expect(dataOf(atMost, roomListResponseSchema).rooms).toEqual([]);
    const tooLong = errorOf(
      await owner.get('/support/admin/rooms', { q: 'q'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) }),
      400,
    );
    expect(JSON.stringify(tooLong)).toContain(`at most ${SEARCH_QUERY_MAX_LENGTH} characters`);
    errorOf(await owner.get('/support/admin/rooms', { q: 'a\u0000b' }), 400);
  });

  it.each([
    "'; DROP TABLE support_messages; --",
    "' OR '1'='1",
    'quokka:* | a:*',
    '!(x) & y <-> z',
    '%_%',
    '\\',
  ])('treats %j as text, never as SQL or tsquery syntax', async (q) => {
    const answer = await owner.get('/support/admin/rooms', { q });
    expect(answer.status).toBe(200);
    const { rooms, matches } = dataOf(answer, roomListResponseSchema);
    // The words left ("drop", "or", "a", "x"…) are matched as words, never as operators or
    // wildcards: nothing seeded says them, so nothing (and never every room) is found.
    expect(rooms.length).toBe(matches?.length);
    expect(rooms.map((room) => room.id)).not.toContain('room-1005');
    const [count] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM support_messages',
    );
    expect(count!.n).toBeGreaterThan(0);
  });

  it('searches for every staff role, and refuses members and callers without a token', async () => {
    for (const account of [DEMO_SUPPORT, DEMO_REVIEWER]) {
      const staff = await signedInClient(api.url, account);
      expect((await roomsFor(staff, { q: 'quokkabank' })).rooms.map((r) => r.id)).toEqual([
        'room-1004',
      ]);
    }
    const member = client(
      api.url,
      (await signinAs(api.url, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member')).access_token,
    );
    errorOf(await member.get('/support/admin/rooms', { q: 'quokkabank' }), 403);
    errorOf(await client(api.url).get('/support/admin/rooms', { q: 'quokkabank' }), 401);
  });
});

describe('GET /support/admin/rooms?memberId=', () => {
  it("keeps one member's rooms, in the list's shape, with the search and the sort", async () => {
    const whole = await roomsFor(owner, {});
    const own = await roomsFor(owner, { memberId: 'MEM-1004' });
    expect(own.rooms.map((room) => room.id)).toEqual(['room-1004']);
    expect(own.rooms).toEqual(whole.rooms.filter((room) => room.member.id === 'MEM-1004'));
    expect(own.matches).toBeUndefined();
    const found = await roomsFor(owner, { memberId: 'MEM-1004', q: 'quokkabank', sort: 'dueAt' });
    expect(found.rooms.map((room) => room.id)).toEqual(['room-1004']);
    expect(found.matches?.map((match) => match.roomId)).toEqual(['room-1004']);
    expect((await roomsFor(owner, { memberId: 'MEM-1005', q: 'quokkabank' })).rooms).toEqual([]);
  });

  it('answers an unknown member with no rooms, and refuses a blank or overlong id', async () => {
    expect((await roomsFor(owner, { memberId: 'MEM-NOBODY' })).rooms).toEqual([]);
    for (const memberId of ['', '   ', 'M'.repeat(65)]) {
      expect(errorOf(await owner.get('/support/admin/rooms', { memberId }), 400).field).toBe(
        'memberId',
      );
    }
  });

  it('is for every staff role the permissions table lets read', async () => {
    const answered = await askAsEachStaffRole(api.url, endpoints.rooms.permission, (caller) =>
      caller.get('/support/admin/rooms', { memberId: 'MEM-1004' }),
    );
    for (const response of answered.values()) {
      expect(dataOf(response, roomListResponseSchema).rooms.map((room) => room.id)).toEqual([
        'room-1004',
      ]);
    }
  });
});
