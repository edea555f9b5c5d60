import { endpoints } from '@backoffice/shared/contract';
import { DEMO_MEMBER, DEMO_SUPPORT, signinAs, startApi, type TestApi } from '../src/testing';
import {
  client,
  connectSupport,
  dataOf,
  recordEvents,
  type SupportClient,
  demoTokens,
} from './helpers';

let api: TestApi;
let admin: ReturnType<typeof client>;
let adminToken: string;
let memberToken: string;
const sockets: SupportClient[] = [];

beforeAll(async () => {
  api = await startApi();
  const tokens = await demoTokens(api.url);
  ({ admin: adminToken, member: memberToken } = tokens);
  admin = client(api.url, adminToken);
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await api?.close();
});

const supportNotifications = async (caller: ReturnType<typeof client>) =>
  dataOf(
    await caller.get('/notification', { unread: 'true', limit: 100 }),
    endpoints.notifications.response,
  ).items.filter((item) => item.title === 'New support message');

async function sendAs(token: string, roomId: string, content: string) {
  const socket = await connectSupport(api.url, token);
  sockets.push(socket);
  const events = recordEvents(socket);
  socket.emit('sendMessage', {
    roomId,
    receiverId: 'staff',
    content,
    timestamp: new Date().toISOString(),
  });
  await events.waitFor('messageSent');
}

describe('a member chat message', () => {
  it('is a notification for every staff member who can chat, leading to its room; an admin reply is not', async () => {
    const { rooms } = dataOf(await admin.get('/support/admin/rooms'), endpoints.rooms.response);
    const roomId = rooms.find((room) => room.member.id === DEMO_MEMBER.id)!.id;
    const support = client(
      api.url,
      (await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password)).access_token,
    );
    const before = (await supportNotifications(support)).length;

    await sendAs(memberToken, roomId, 'Is my payout on its way?');
    for (const caller of [admin, support]) {
      const [newest] = await supportNotifications(caller);
      expect(newest).toMatchObject({
        body: `${DEMO_MEMBER.name}: Is my payout on its way?`,
        read: false,
        data: { screen: 'SupportChat', roomId },
      });
    }

    await sendAs(adminToken, roomId, 'Yes, it left today.');
    expect(await supportNotifications(support)).toHaveLength(before + 1);
  });
});

describe('support-message notifications at team scale (issue 52)', () => {
  const rowsOf = async (table: string) =>
    (await api.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]!
      .count;

  it('are one stored row per message whatever the number of staff, each staff account reading its own', async () => {
    const { rooms } = dataOf(await admin.get('/support/admin/rooms'), endpoints.rooms.response);
    const roomId = rooms.find((room) => room.member.id === DEMO_MEMBER.id)!.id;
    const [stored, ownRows] = [
      await rowsOf('support_notifications'),
      await rowsOf('notifications'),
    ];
    await sendAs(memberToken, roomId, 'First question');
    await sendAs(memberToken, roomId, 'Second question');
    expect(await rowsOf('support_notifications')).toBe(stored + 2);
    expect(await rowsOf('notifications')).toBe(ownRows);

    const [second, first] = await supportNotifications(admin);
    expect([first!.body, second!.body]).toEqual([
      `${DEMO_MEMBER.name}: First question`,
      `${DEMO_MEMBER.name}: Second question`,
    ]);
    const unreadTotal = async (caller: typeof admin) =>
      dataOf(
        await caller.get('/notification', { unread: 'true' }),
        endpoints.notifications.response,
      ).total;
    const support = client(
      api.url,
      (await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password)).access_token,
    );
    const [adminUnread, supportUnread] = [await unreadTotal(admin), await unreadTotal(support)];

    // The admin reads one: the colleague's copy stays unread; reading it twice changes nothing.
    expect(
      dataOf(
        await admin.patch('/notification/mark-read', { ids: [first!.id] }),
        endpoints.markNotificationsRead.response,
      ),
    ).toEqual({ updated: 1 });
    expect(
      dataOf(
        await admin.patch('/notification/mark-read', { ids: [first!.id] }),
        endpoints.markNotificationsRead.response,
      ),
    ).toEqual({ updated: 0 });
    expect(await unreadTotal(admin)).toBe(adminUnread - 1);
    expect(await unreadTotal(support)).toBe(supportUnread);
    const read = dataOf(
      await admin.get('/notification', { unread: 'false', limit: 100 }),
      endpoints.notifications.response,
    ).items.find((item) => item.id === first!.id);
    expect(read).toMatchObject({ read: true, data: { screen: 'SupportChat', roomId } });

    // Everything read for the colleague, counted once; the admin's unread stay.
    expect(
      dataOf(
        await support.patch('/notification/mark-read', { all: true }),
        endpoints.markNotificationsRead.response,
      ),
    ).toEqual({ updated: supportUnread });
    expect(await unreadTotal(support)).toBe(0);
    expect(await unreadTotal(admin)).toBe(adminUnread - 1);
    // A message after "mark all read" is unread again.
    await sendAs(memberToken, roomId, 'Third question');
    expect(await unreadTotal(support)).toBe(1);
  });
});

describe('member reports', () => {
  it('are on the reported member, newest first, with who reported, why and when', async () => {
    const page = dataOf(
      await admin.get('/notification', { limit: 100 }),
      endpoints.notifications.response,
    );
    const reported = page.items.find((item) => item.title === 'Member reported')!;
    const member = dataOf(
      await admin.get('/user/admin/detail', { id: reported.data.memberId! }),
      endpoints.memberDetail.response,
    );
    expect(member.reports.length).toBeGreaterThan(0);
    expect(member.reports[0]).toMatchObject({
      reporter: { id: expect.any(String), fullName: expect.any(String) },
      reason: expect.any(String),
    });
    expect(member.reports[0]!.reporter.id).not.toBe(member.id);
    const times = member.reports.map((report) => Date.parse(report.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
