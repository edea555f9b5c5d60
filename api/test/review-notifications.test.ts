import { endpoints, type Notification } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_SECOND_REVIEWER,
  DEMO_STAFF,
  DEMO_SUPPORT,
  signinAs,
  type TestApi,
} from '../src/testing';
import {
  client,
  connectSupport,
  dataOf,
  recordEvents,
  startWithAdmin,
  type Client,
} from './helpers';

/** Issue 49: review events notify the people concerned, each with where to act. */
const update = (id: string) => `/funding-requests/dashboard/update-funding-request/${id}`;
const DEMO_FINANCE = DEMO_STAFF.find((staff) => staff.staffRole === 'finance')!;

let api: TestApi;
let admin: Client;
let member: Client;
let ana: Client;
let bo: Client;
let support: Client;
let finance: Client;

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin());
  const accounts = [DEMO_MEMBER, DEMO_REVIEWER, DEMO_SECOND_REVIEWER, DEMO_SUPPORT, DEMO_FINANCE];
  [member, ana, bo, support, finance] = (await Promise.all(
    accounts.map(async (account) => {
      const as = account === DEMO_MEMBER ? 'member' : undefined;
      const session = await signinAs(api.url, account.email, account.password, as);
      return client(api.url, session.access_token);
    }),
  )) as [Client, Client, Client, Client, Client];
});
afterAll(() => api?.close());

const titled = async (caller: Client, title: string): Promise<Notification[]> =>
  dataOf(
    await caller.get('/notification', { unread: 'true', limit: 100 }),
    endpoints.notifications.response,
  ).items.filter((item) => item.title === title);

let counter = 0;
async function submit(amountRequested: number) {
  counter += 1;
  return dataOf(
    await member.post('/funding-requests/member/create', {
      title: `Notified request ${counter} ${Date.now()}`,
      story: 'A new roof for the community hall.',
      category: 'community',
      amountRequested,
    }),
    endpoints.submitFundingRequest.response,
  );
}
const about = (id: string) => (item: Notification) => item.data.fundingRequestId === id;

describe('review notifications', () => {
  it('a first approval above the threshold asks the other approvers, not the first approver nor who cannot approve', async () => {
    const request = await submit(2_000_000);
    await ana.patch(update(request.id), { status: 'approved' });
    const [forBo] = (await titled(bo, 'Awaiting your second approval')).filter(about(request.id));
    expect(forBo).toMatchObject({
      body: expect.stringContaining(DEMO_REVIEWER.name) as unknown,
      data: { screen: 'FundingRequest', fundingRequestId: request.id },
    });
    expect(
      (await titled(admin, 'Awaiting your second approval')).filter(about(request.id)),
    ).toHaveLength(1);
    for (const caller of [ana, support, finance]) {
      expect(
        (await titled(caller, 'Awaiting your second approval')).filter(about(request.id)),
      ).toEqual([]);
    }

    // The second approval completes it: the first approver hears, nobody else.
    await bo.patch(update(request.id), { status: 'approved' });
    expect((await titled(ana, 'Approval completed')).filter(about(request.id))).toHaveLength(1);
    for (const caller of [bo, admin]) {
      expect((await titled(caller, 'Approval completed')).filter(about(request.id))).toEqual([]);
    }
  });

  it('a send-back goes to the first approver, with the reason, and to nobody else', async () => {
    const request = await submit(2_000_000);
    await ana.patch(update(request.id), { status: 'approved' });
    const sentBack = await bo.post(`/funding-requests/dashboard/send-back/${request.id}`, {
      reason: 'The quote is missing',
    });
    expect(sentBack.status).toBe(200);
    const [forAna] = (await titled(ana, 'Your approval was sent back')).filter(about(request.id));
    expect(forAna?.body).toContain('The quote is missing');
    for (const caller of [bo, admin, finance]) {
      expect(
        (await titled(caller, 'Your approval was sent back')).filter(about(request.id)),
      ).toEqual([]);
    }
  });

  it('an approval at or under the threshold notifies nobody', async () => {
    const request = await submit(50_000);
    await ana.patch(update(request.id), { status: 'approved' });
    for (const caller of [ana, bo, admin]) {
      expect(
        (await titled(caller, 'Awaiting your second approval')).filter(about(request.id)),
      ).toEqual([]);
      expect((await titled(caller, 'Approval completed')).filter(about(request.id))).toEqual([]);
    }
  });

  it("the requester's answer goes to the reviewer who asked", async () => {
    const request = await submit(50_000);
    await bo.patch(update(request.id), { status: 'needs_info', reason: 'Which hall?' });
    await member.post(`/funding-requests/member/answer/${request.id}`, { answer: 'The old one' });
    const [answered] = (await titled(bo, 'The requester answered')).filter(about(request.id));
    expect(answered).toMatchObject({
      body: expect.stringContaining(DEMO_MEMBER.name) as unknown,
      data: { screen: 'FundingRequest', fundingRequestId: request.id },
    });
    for (const caller of [ana, admin]) {
      expect((await titled(caller, 'The requester answered')).filter(about(request.id))).toEqual(
        [],
      );
    }
  });

  it('an assignment goes to the assignee, not when they take it themselves', async () => {
    const room = dataOf(
      await admin.post('/support/admin/start-chat', { memberId: DEMO_MEMBER.id }),
      endpoints.startChat.response,
    );
    const assign = (caller: Client, assigneeId: string) =>
      caller.patch(`/support/admin/rooms/${room.id}/assign`, { assigneeId });
    const before = (await titled(support, 'Assigned to you')).length;
    await assign(admin, DEMO_SUPPORT.id);
    const [assigned] = await titled(support, 'Assigned to you');
    expect(assigned).toMatchObject({
      body: `${DEMO_ADMIN.name} assigned you the conversation with ${DEMO_MEMBER.name}`,
      data: { screen: 'SupportChat', roomId: room.id },
    });
    expect(await titled(support, 'Assigned to you')).toHaveLength(before + 1);
    const adminBefore = (await titled(admin, 'Assigned to you')).length;
    await assign(admin, DEMO_ADMIN.id);
    expect(await titled(admin, 'Assigned to you')).toHaveLength(adminBefore);
  });

  it('a member message notifies only staff who can chat', async () => {
    const room = dataOf(
      await admin.post('/support/admin/start-chat', { memberId: DEMO_MEMBER.id }),
      endpoints.startChat.response,
    );
    const counts = async () =>
      Promise.all(
        [admin, support, ana, finance].map(
          async (caller) => (await titled(caller, 'New support message')).length,
        ),
      );
    const before = await counts();
    const { access_token } = await signinAs(
      api.url,
      DEMO_MEMBER.email,
      DEMO_MEMBER.password,
      'member',
    );
    const socket = await connectSupport(api.url, access_token);
    const events = recordEvents(socket);
    socket.emit('sendMessage', {
      roomId: room.id,
      receiverId: DEMO_ADMIN.id,
      content: 'Anyone there?',
      timestamp: new Date().toISOString(),
    });
    await events.waitFor('messageSent');
    socket.disconnect();
    // Owner and support may chat; a reviewer and finance may not, and hear nothing of it.
    expect(await counts()).toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]]);
  });
});
