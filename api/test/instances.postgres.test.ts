import {
  endpoints,
  messageSchema,
  MFA_ENROLMENT_REASON,
  MFA_ENROLMENT_REQUIRED,
  ROUTING_ACTOR,
  ROUTING_DEFAULT_CAPACITY,
  SESSION_CLOSED_MESSAGES,
  SUPPORT_NAMESPACE,
  type Message,
} from '@backoffice/shared/contract';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_SUPPORT,
  signinAs,
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
} from './helpers';
import { postgresForSuite, startPostgres, type PostgresServer } from './postgres/server';
import { activeStaff, codeOf } from './staff-helpers';
import { startTcpProxy } from './postgres/tcp-proxy';

/**
 * Issue 23 items 2 and 3: two api instances on one PostgreSQL server. Admin A is on instance 1;
 * admin B and the member reach instance 2 through a TCP proxy, as through a load balancer.
 */
const found = await postgresForSuite();
const jwtSecret = 'cross-instance-suite-secret';
const MEMBER_LIMIT = 5;
let server: PostgresServer | undefined;
let databaseUrl: string;
let one: TestApi;
let two: TestApi | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
const sockets: SupportClient[] = [];

beforeAll(async () => {
  if (!found) return;
  server = await startPostgres(found.binDir);
  databaseUrl = await server.createDatabase('instances');
  // A member's HTTP calls are limited to MEMBER_LIMIT a minute, counted across both instances.
  one = await startApi({ databaseUrl, jwtSecret, memberRateLimit: MEMBER_LIMIT });
  two = await startApi({ databaseUrl, jwtSecret, memberRateLimit: MEMBER_LIMIT });
  proxy = await startTcpProxy(() => (two ? two.port : one.port));
}, 90_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await proxy?.close();
  await two?.close();
  await one?.close();
  await server?.stop();
});

const signin = (url: string, who: { email: string; password: string }, role: 'admin' | 'member') =>
  signinAs(url, who.email, who.password, role);

async function connect(url: string, token: string) {
  const socket = await connectSupport(url, token);
  sockets.push(socket);
  return { socket, events: recordEvents(socket) };
}

async function demoRoom(url: string, token: string) {
  return dataOf(
    await client(url, token).post('/support/admin/start-chat', { memberId: DEMO_MEMBER.id }),
    endpoints.startChat.response,
  );
}

/** How many statements the instance has run, by its metrics (a running count). */
async function statementsRun(api: TestApi): Promise<number> {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  return [...text.matchAll(/^db_query_duration_seconds_count\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

describe.skipIf(!found)('two api instances on one PostgreSQL', () => {
  it('migrated and seeded once: the second instance found the data', () => {
    expect([one.seeded, two!.seeded]).toEqual([true, false]);
  });

  it('carries messages, read receipts and start-chat across instances', async () => {
    const adminA = await signin(one.url, DEMO_ADMIN, 'admin');
    const adminB = await signin(proxy.url, DEMO_SUPPORT, 'admin');
    const member = await signin(proxy.url, DEMO_MEMBER, 'member');
    // start-chat on instance 2 answers the room instance 1 started.
    const room = await demoRoom(one.url, adminA.access_token);
    expect((await demoRoom(proxy.url, adminB.access_token)).id).toBe(room.id);

    const a = await connect(one.url, adminA.access_token);
    a.socket.emit('joinGlobalEvent');
    a.socket.emit('joinRoom', { roomId: room.id });
    const b = await connect(proxy.url, adminB.access_token);
    b.socket.emit('joinRoom', { roomId: room.id });
    const m = await connect(proxy.url, member.access_token);
    m.socket.emit('joinRoom', { roomId: room.id });
    await wait(300);

    m.socket.emit('sendMessage', {
      roomId: room.id,
      receiverId: DEMO_ADMIN.id,
      content: 'from instance 2',
      timestamp: new Date().toISOString(),
    });
    const sent = messageSchema.parse(await m.events.waitFor('messageSent'));
    const isSent = (payload: unknown) => (payload as Message).id === sent.id;
    expect(await a.events.waitFor('receiveMessage', isSent)).toEqual(sent);
    expect(await a.events.waitFor('messageSentToGlobalEvent', isSent)).toEqual(sent);
    expect(await b.events.waitFor('receiveMessage', isSent)).toEqual(sent);

    a.socket.emit('sendMessage', {
      roomId: room.id,
      receiverId: DEMO_MEMBER.id,
      content: 'from instance 1',
      timestamp: new Date().toISOString(),
    });
    const reply = messageSchema.parse(await a.events.waitFor('messageSent'));
    const isReply = (payload: unknown) => (payload as Message).id === reply.id;
    expect(await m.events.waitFor('receiveMessage', isReply)).toEqual(reply);

    m.socket.emit('markAsRead', { roomId: room.id, messageIds: [reply.id] });
    const receipt = { roomId: room.id, messageIds: [reply.id] };
    expect(await a.events.waitFor('messagesRead')).toEqual(receipt);
    expect(await b.events.waitFor('messagesRead')).toEqual(receipt);
  });

  it('refuses a token signed out on instance 2 at once on instance 1, and drops its socket', async () => {
    const member = await signin(proxy.url, DEMO_MEMBER, 'member');
    const onOne = await connect(one.url, member.access_token);
    const http = client(one.url, member.access_token);
    expect((await http.get('/notification')).status).toBe(200);

    await client(proxy.url, member.access_token).post('/auth/signout', {
      refresh_token: member.refresh_token,
    });
    expect(errorOf(await http.get('/notification'), 401).message).toBe('Access token revoked');
    expect(await onOne.events.waitFor('connectionError')).toEqual({
      message: SESSION_CLOSED_MESSAGES.revoked,
    });
    await expect(connectSupport(one.url, member.access_token)).rejects.toThrow(
      'unauthorized: Access token revoked',
    );
  });

  it('drops a staff socket at once on instance 2 when an owner on instance 1 disables the account, and applies a role change there', async () => {
    const owner = await signin(one.url, DEMO_ADMIN, 'admin');
    const person = await activeStaff(
      one as TestApi,
      client(one.url, owner.access_token),
      'support',
    );
    const member = await signin(one.url, DEMO_MEMBER, 'member');
    const room = await demoRoom(one.url, owner.access_token);
    const onTwo = await connect(proxy.url, person.session.access_token);
    onTwo.socket.emit('joinRoom', { roomId: room.id });
    await wait(200);

    // Issue 52: the socket's events know the role from memory; the news keeps it current.
    await client(one.url, owner.access_token).patch(`/staff/${person.id}/role`, {
      role: 'reviewer',
    });
    await wait(300);
    onTwo.socket.emit('sendMessage', {
      roomId: room.id,
      receiverId: member.user.id,
      content: 'after the role change',
      timestamp: new Date().toISOString(),
    });
    expect(await onTwo.events.waitFor('connectionError')).toEqual({
      message: expect.stringMatching(/^sendMessage: /) as unknown,
    });

    // Two pieces of news reach instance 2, the disable and the revocation of the account's
    // sign-ins, in an order nobody controls: whichever drops the socket, it says "deactivated".
    const dropped = new Promise((resolve) => onTwo.socket.once('disconnect', resolve));
    await client(one.url, owner.access_token).patch(`/staff/${person.id}/disabled`, {
      disabled: true,
    });
    await dropped;
    expect(onTwo.events.named('connectionError').slice(1)).toEqual([
      { message: SESSION_CLOSED_MESSAGES.deactivated },
    ]);
  });

  it('holds an account of a role made to need two-factor on instance 1 at its next call and socket event on instance 2, until it enrols there', async () => {
    const owner = client(one.url, (await signin(one.url, DEMO_ADMIN, 'admin')).access_token);
    const person = await activeStaff(one as TestApi, owner, 'support');
    const onTwo = client(proxy.url, person.session.access_token);
    dataOf(await onTwo.get(endpoints.fundingList.path), endpoints.fundingList.response);
    // Its socket's events are answered from instance 2's memory, which the news keeps current.
    const live = await connect(proxy.url, person.session.access_token);
    live.socket.emit('joinGlobalEvent');
    await wait(200);

    await owner.put('/settings/mfa', { requiredRoles: ['support'] });
    try {
      // The news first: no call of the account's on instance 2 has read its row again yet.
      await wait(300);
      live.socket.emit('joinGlobalEvent');
      expect(await live.events.waitFor('connectionError')).toEqual({
        message: `joinGlobalEvent: ${MFA_ENROLMENT_REQUIRED}`,
      });
      expect(errorOf(await onTwo.get(endpoints.fundingList.path), 403).reason).toBe(
        MFA_ENROLMENT_REASON,
      );
      const setup = dataOf(await onTwo.post('/auth/mfa/totp/setup'), endpoints.totpSetup.response);
      dataOf(
        await onTwo.post('/auth/mfa/totp/confirm', { code: codeOf(setup.secret) }),
        endpoints.totpConfirm.response,
      );
      dataOf(await onTwo.get(endpoints.fundingList.path), endpoints.fundingList.response);
    } finally {
      await owner.put('/settings/mfa', { requiredRoles: [] });
    }
  });

  it('routes each conversation once when both instances route at the same time', async () => {
    const adminA = await signin(one.url, DEMO_ADMIN, 'admin');
    const support = await signin(two!.url, DEMO_SUPPORT, 'admin');
    const members = await one.db.query<{ id: string; email: string }>(
      `SELECT id, email FROM members WHERE status = 'active' AND id <> $1
         AND id NOT IN (SELECT member_id FROM support_rooms) ORDER BY id LIMIT 6`,
      [DEMO_MEMBER.id],
    );
    // Room for all of them, whoever gets them: a double assignment would show in the timeline.
    const agents = await one.db.query<{ id: string; open: number }>(
      `SELECT a.id, (SELECT count(*)::int FROM support_rooms r
         WHERE r.assignee_id = a.id AND r.status = 'open') AS open
       FROM admins a WHERE a.id = ANY($1::text[])`,
      [[DEMO_ADMIN.id, DEMO_SUPPORT.id]],
    );
    const settings = await client(one.url, adminA.access_token).put('/settings/support-routing', {
      enabled: true,
      defaultCapacity: ROUTING_DEFAULT_CAPACITY,
      agents: agents.map((agent) => ({ id: agent.id, capacity: agent.open + members.length })),
    });
    expect(settings.status).toBe(200);
    await connect(one.url, adminA.access_token);
    await connect(two!.url, support.access_token);

    const rooms = await Promise.all(
      members.map(async (member, index) => {
        const room = dataOf(
          await client(one.url, adminA.access_token).post('/support/admin/start-chat', {
            memberId: member.id,
          }),
          endpoints.startChat.response,
        );
        const url = index % 2 ? two!.url : one.url;
        const token = (
          await signin(url, { email: member.email, password: DEMO_MEMBER.password }, 'member')
        ).access_token;
        const { socket } = await connect(url, token);
        socket.emit('joinRoom', { roomId: room.id });
        socket.emit('sendMessage', {
          roomId: room.id,
          receiverId: DEMO_ADMIN.id,
          content: 'First words',
          timestamp: new Date().toISOString(),
        });
        return room.id;
      }),
    );
    const routed = () =>
      one.db.query<{ roomId: string; count: number }>(
        `SELECT room_id AS "roomId", count(*)::int AS count FROM support_room_events
         WHERE room_id = ANY($1::text[]) AND kind = 'assigned' AND actor_id = $2
         GROUP BY room_id`,
        [rooms, ROUTING_ACTOR.id],
      );
    const deadline = Date.now() + 5_000;
    while ((await routed()).length < rooms.length && Date.now() < deadline) await wait(100);
    // A few more passes of both routers: still once each.
    await wait(2_500);
    const counts = await routed();
    expect(counts).toHaveLength(rooms.length);
    expect(counts.every((row) => row.count === 1)).toBe(true);
  });

  it('holds a member rate limit across instances', async () => {
    const admin = await signin(one.url, DEMO_ADMIN, 'admin');
    const { items } = dataOf(
      await client(one.url, admin.access_token).get('/user/admin/members', {
        status: 'active',
        limit: 5,
      }),
      endpoints.memberList.response,
    );
    const other = items.find((member) => member.id !== DEMO_MEMBER.id)!;
    const member = await signin(
      one.url,
      { email: other.email, password: DEMO_MEMBER.password },
      'member',
    );
    const onOne = client(one.url, member.access_token);
    const onTwo = client(proxy.url, member.access_token);
    for (let call = 0; call < MEMBER_LIMIT; call += 1) {
      expect((await (call % 2 ? onTwo : onOne).get('/notification')).status).toBe(200);
    }
    expect(errorOf(await onOne.get('/notification'), 429).message).toMatch(/^Too many requests/);
    expect(errorOf(await onTwo.get('/notification'), 429).message).toMatch(/^Too many requests/);
  });

  it("serves a repeated page from memory, and a write through instance 2 is in instance 1's answers within 1 s", async () => {
    const adminA = client(one.url, (await signin(one.url, DEMO_ADMIN, 'admin')).access_token);
    const adminB = client(two!.url, (await signin(two!.url, DEMO_ADMIN, 'admin')).access_token);
    const members = async () =>
      dataOf(
        await adminA.get(endpoints.memberList.path, { limit: 5, sort: 'joinedAt' }),
        endpoints.memberList.response,
      ).items;
    const [first] = await members();
    // Written past every instance (no notice): instance 1 still answers from memory.
    const raw = new pg.Client({ connectionString: databaseUrl });
    await raw.connect();
    try {
      await raw.query('UPDATE members SET full_name = $2 WHERE id = $1', [
        first!.id,
        'Written past the api',
      ]);
    } finally {
      await raw.end();
    }
    expect((await members())[0]).toEqual(first);

    dataOf(
      await adminB.patch(`/user/admin/update-user/${first!.id}`, { verified: !first!.verified }),
      endpoints.updateMember.response,
    );
    const written = Date.now();
    let seen = (await members())[0]!;
    while (seen.verified === first!.verified && Date.now() - written < 1000) {
      await wait(20);
      seen = (await members())[0]!;
    }
    expect(seen).toMatchObject({ verified: !first!.verified, fullName: 'Written past the api' });
    expect(Date.now() - written).toBeLessThan(1000);
  });

  it('answers a repeated page with no database statement: the session, revocation and role checks come from memory too', async () => {
    const admin = client(one.url, (await signin(one.url, DEMO_ADMIN, 'admin')).access_token);
    const page = () => admin.get(endpoints.memberList.path, { limit: 5 });
    expect((await page()).status).toBe(200);
    const before = await statementsRun(one);
    const requests = 20;
    for (let call = 0; call < requests; call += 1) expect((await page()).status).toBe(200);
    // The instance's own timers (routing, sweeps) may run a statement meanwhile; every request
    // reading the database would be 20 or more.
    expect((await statementsRun(one)) - before).toBeLessThan(requests / 4);
  });

  it('after instance 2 dies mid-burst, the member goes on through instance 1 and every message is held once', async () => {
    const burst = 120;
    const adminA = await signin(one.url, DEMO_ADMIN, 'admin');
    const member = await signin(proxy.url, DEMO_MEMBER, 'member');
    const room = await demoRoom(one.url, adminA.access_token);
    const a = await connect(one.url, adminA.access_token);
    a.socket.emit('joinRoom', { roomId: room.id });

    const memberSocket: SupportClient = io(`${proxy.url}${SUPPORT_NAMESPACE}`, {
      auth: { token: member.access_token },
      transports: ['websocket'],
      reconnectionDelay: 100,
      reconnectionDelayMax: 200,
      forceNew: true,
    });
    sockets.push(memberSocket);
    const confirmed = new Set<string>();
    memberSocket.on('messageSent', (message) => confirmed.add(message.clientMessageId ?? ''));
    const contents = Array.from({ length: burst }, (_, index) => `burst ${index + 1}`);
    const send = (content: string) =>
      memberSocket.emit('sendMessage', {
        roomId: room.id,
        receiverId: DEMO_ADMIN.id,
        content,
        timestamp: new Date().toISOString(),
        clientMessageId: `kill-${content.replace(' ', '-')}`,
      });
    let connects = 0;
    memberSocket.on('connect', () => {
      connects += 1;
      // What a client does on reconnect: resend every message not yet confirmed (same ids).
      if (connects > 1)
        for (const content of contents) {
          if (!confirmed.has(`kill-${content.replace(' ', '-')}`)) send(content);
        }
    });
    await new Promise<void>((resolve) => memberSocket.once('connect', () => resolve()));

    for (const [index, content] of contents.entries()) {
      send(content);
      if (index === burst / 2) {
        // Instance 2 dies: its connections are cut and the proxy now leads to instance 1.
        const dying = two!;
        two = undefined;
        proxy.dropAll();
        await dying.close();
      }
    }
    const deadline = Date.now() + 20_000;
    while (confirmed.size < burst && Date.now() < deadline) await wait(50);
    expect(confirmed.size).toBe(burst);
    expect(connects).toBeGreaterThan(1);

    // Catch-up: what admin A heard live, completed by the room's history.
    const history = dataOf(
      await client(one.url, adminA.access_token).get('/support/history', {
        roomId: room.id,
        take: 200,
      }),
      endpoints.history.response,
    );
    const live = a.events.named('receiveMessage') as Message[];
    const held = new Map<string, Message>();
    for (const message of [...live, ...history]) held.set(message.id, message);
    const burstHeld = [...held.values()].filter((message) => message.content.startsWith('burst '));
    expect(burstHeld.map((message) => message.content).sort()).toEqual([...contents].sort());
    // No message was stored twice, and none reached admin A twice live.
    const liveIds = live.map((message) => message.id);
    expect(new Set(liveIds).size).toBe(liveIds.length);
    const storedContents = history.filter((message) => message.content.startsWith('burst '));
    expect(storedContents).toHaveLength(burst);
  });
});
