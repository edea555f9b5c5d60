import {
  endpoints,
  ROUTING_ACTOR,
  supportRoutingSchema,
  type RoomEvent,
} from '@backoffice/shared/contract';
import { pickAgent } from '../src/features/support/routing';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_SUPPORT,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';
import { client, connectSupport, dataOf, wait, type SupportClient } from './helpers';

// Conversations routed by capacity: the rule, then the api with two agents online.

describe('the routing rule', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
  it('gives the conversation to the agent with the most room left', () => {
    expect(
      pickAgent([
        { id: 'a', room: 1, lastRoutedAt: null },
        { id: 'b', room: 3, lastRoutedAt: at(5) },
      ])?.id,
    ).toBe('b');
  });
  it('breaks a tie by the longest idle, never routed first', () => {
    const tied = [
      { id: 'a', room: 2, lastRoutedAt: at(9) },
      { id: 'b', room: 2, lastRoutedAt: at(3) },
    ];
    expect(pickAgent(tied)?.id).toBe('b');
    expect(pickAgent([...tied, { id: 'c', room: 2, lastRoutedAt: null }])?.id).toBe('c');
  });
  it('gives nothing when everyone is full', () => {
    expect(pickAgent([{ id: 'a', room: 0, lastRoutedAt: null }])).toBeUndefined();
    expect(pickAgent([])).toBeUndefined();
  });
});

const OFFLINE_RETURN_MS = 3_000;
let api: TestApi;
let adminToken: string;
const sockets: SupportClient[] = [];
/** Sasha's sockets: the agent who goes offline in the second test. */
const agentSockets: SupportClient[] = [];

beforeAll(async () => {
  api = await startApi({ routingOfflineReturnMs: OFFLINE_RETURN_MS });
  adminToken = (await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await api?.close();
});

async function connect(token: string) {
  const socket = await connectSupport(api.url, token);
  sockets.push(socket);
  return socket;
}

/** Open conversations each staff member owns now. */
async function loads(): Promise<Map<string, number>> {
  const rows = await api.db.query<{ id: string; open: number }>(
    `SELECT assignee_id AS id, count(*)::int AS open FROM support_rooms
     WHERE status = 'open' AND assignee_id IS NOT NULL GROUP BY assignee_id`,
  );
  return new Map(rows.map((row) => [row.id, row.open]));
}

async function setCapacities(capacities: Record<string, number>) {
  const admin = client(api.url, adminToken);
  const routing = dataOf(await admin.get('/settings/support-routing'), supportRoutingSchema);
  const response = await admin.put('/settings/support-routing', {
    enabled: true,
    defaultCapacity: routing.defaultCapacity,
    agents: Object.entries(capacities).map(([id, capacity]) => ({ id, capacity })),
  });
  return dataOf(response, endpoints.updateSupportRouting.response);
}

let nextMember = 0;
/** A seeded member with no conversation yet writes their first message. */
async function newConversation(): Promise<string> {
  const [member] = await api.db.query<{ id: string; email: string }>(
    `SELECT id, email FROM members WHERE status = 'active'
       AND id NOT IN (SELECT member_id FROM support_rooms) AND id <> $1
     ORDER BY id OFFSET $2 LIMIT 1`,
    [DEMO_MEMBER.id, nextMember++],
  );
  const room = dataOf(
    await client(api.url, adminToken).post('/support/admin/start-chat', { memberId: member!.id }),
    endpoints.startChat.response,
  );
  const token = (await signinAs(api.url, member!.email, DEMO_MEMBER.password, 'member'))
    .access_token;
  const socket = await connect(token);
  socket.emit('joinRoom', { roomId: room.id });
  socket.emit('sendMessage', {
    roomId: room.id,
    receiverId: DEMO_ADMIN.id,
    content: 'Hello, is anyone there?',
    timestamp: new Date().toISOString(),
  });
  return room.id;
}

const ownerOf = async (roomId: string) =>
  (
    await api.db.query<{ assignee: string | null }>(
      'SELECT assignee_id AS assignee FROM support_rooms WHERE id = $1',
      [roomId],
    )
  )[0]?.assignee ?? null;

async function ownerWithin(roomId: string, ms: number): Promise<string | null> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const owner = await ownerOf(roomId);
    if (owner) return owner;
    await wait(50);
  }
  return ownerOf(roomId);
}

async function eventsOf(roomId: string): Promise<RoomEvent[]> {
  const response = await client(api.url, adminToken).get(
    `/support/admin/room-events?roomId=${roomId}`,
  );
  return dataOf(response, endpoints.roomEvents.response);
}

describe('conversations routed by capacity', () => {
  it('routes by room left and idle time, queues when full, and hands out room as it frees', async () => {
    const before = await loads();
    const alex = before.get(DEMO_ADMIN.id) ?? 0;
    const sasha = before.get(DEMO_SUPPORT.id) ?? 0;
    // Sasha has room for two, Alex for one.
    await setCapacities({ [DEMO_SUPPORT.id]: sasha + 2, [DEMO_ADMIN.id]: alex + 1 });
    const supportToken = (await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password))
      .access_token;
    agentSockets.push(await connect(supportToken));
    await connect(adminToken);
    await wait(300);

    const first = await newConversation();
    expect(await ownerWithin(first, 2_000)).toBe(DEMO_SUPPORT.id);
    // One room each: the tie goes to Alex, idle longer (never routed).
    const second = await newConversation();
    expect(await ownerWithin(second, 2_000)).toBe(DEMO_ADMIN.id);
    const third = await newConversation();
    expect(await ownerWithin(third, 2_000)).toBe(DEMO_SUPPORT.id);

    // Everyone full: both wait, oldest first.
    const fourth = await newConversation();
    const fifth = await newConversation();
    await wait(2_000);
    expect([await ownerOf(fourth), await ownerOf(fifth)]).toEqual([null, null]);

    // Sasha resolves one: the oldest waiting is hers within 2 s; the other still waits.
    const resolved = await client(api.url, supportToken).patch(
      `/support/admin/rooms/${first}/status`,
      { status: 'resolved' },
    );
    expect(resolved.status).toBe(200);
    expect(await ownerWithin(fourth, 2_000)).toBe(DEMO_SUPPORT.id);
    expect(await ownerOf(fifth)).toBeNull();

    // The timeline says the router did it.
    const routed = (await eventsOf(fourth)).at(-1);
    expect(routed).toMatchObject({
      kind: 'assigned',
      actor: ROUTING_ACTOR,
      assignee: { id: DEMO_SUPPORT.id },
    });

    // The seed's unassigned conversations stayed unassigned all along.
    const [seedUnassigned] = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM support_rooms
       WHERE assignee_id IS NULL AND id LIKE 'room-1%' AND routed_at IS NOT NULL`,
    );
    expect(seedUnassigned?.count).toBe(0);
  });

  it('an agent offline for the return time loses their unanswered routed conversations to the queue', async () => {
    const supportToken = (await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password))
      .access_token;
    const loadsNow = await loads();
    // Room for two: the one still waiting from above, then this test's.
    await setCapacities({
      [DEMO_SUPPORT.id]: (loadsNow.get(DEMO_SUPPORT.id) ?? 0) + 2,
      [DEMO_ADMIN.id]: 0,
    });
    agentSockets.push(await connect(supportToken));
    await wait(300);
    // Alex's own sockets count as online, but he has no room.
    const room = await newConversation();
    expect(await ownerWithin(room, 2_000)).toBe(DEMO_SUPPORT.id);

    for (const agent of agentSockets) agent.disconnect();
    await wait(OFFLINE_RETURN_MS - 1_000);
    expect(await ownerOf(room)).toBe(DEMO_SUPPORT.id);
    // Room for Alex now: once Sasha's unanswered routed conversations return, they are his.
    await setCapacities({ [DEMO_ADMIN.id]: (loadsNow.get(DEMO_ADMIN.id) ?? 0) + 10 });
    const deadline = Date.now() + OFFLINE_RETURN_MS + 3_000;
    let owner = await ownerOf(room);
    while (owner !== DEMO_ADMIN.id && Date.now() < deadline) {
      await wait(100);
      owner = await ownerOf(room);
    }
    expect(owner).toBe(DEMO_ADMIN.id);
    const kinds = (await eventsOf(room)).map((event) => [event.actor.name, event.kind]);
    expect(kinds.slice(-3)).toEqual([
      [ROUTING_ACTOR.name, 'assigned'],
      [ROUTING_ACTOR.name, 'unassigned'],
      [ROUTING_ACTOR.name, 'assigned'],
    ]);
  });
});
