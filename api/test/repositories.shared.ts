import { endpoints } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  signinAs,
  type StartApiOptions,
  type TestApi,
} from '../src/testing';
import { client, connectSupport, dataOf, errorOf, recordEvents } from './helpers';

/** How a suite gets an api over one database: PGlite in a temp dir, or a PostgreSQL database. */
export type ApiOnDatabase = (options?: StartApiOptions) => Promise<TestApi>;

/**
 * Every repository's reads and writes through the api: the same expectations on
 * PGlite and on a PostgreSQL server, so the one SQL layer is shown to hold on both drivers
 * (types each returns — dates, numbers, booleans, jsonb — included).
 */
export function describeRepositories(label: string, start: () => ApiOnDatabase | undefined) {
  describe(`repositories on ${label}`, () => {
    let api: TestApi;
    let admin: ReturnType<typeof client>;

    beforeAll(async () => {
      const startOn = start();
      if (!startOn) return;
      api = await startOn();
      admin = client(
        api.url,
        (await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token,
      );
    });
    afterAll(() => api?.close());

    it('seeds once and pages, filters and searches the funding list', async () => {
      expect(api.seeded).toBe(true);
      const first = dataOf(
        await admin.get('/funding-requests/dashboard/funding/list', { limit: 20 }),
        endpoints.fundingList.response,
      );
      expect(first.total).toBe(320);
      expect(first.items).toHaveLength(20);
      const title = first.items[0]!.title;
      const found = dataOf(
        await admin.get('/funding-requests/dashboard/funding/list', { search: title }),
        endpoints.fundingList.response,
      );
      expect(found.items.map((item) => item.title)).toContain(title);
      const past = dataOf(
        await admin.get('/funding-requests/dashboard/funding/list', { page: 99 }),
        endpoints.fundingList.response,
      );
      expect(past).toMatchObject({ items: [], total: 320 });
      const summary = dataOf(
        await admin.get('/funding-requests/dashboard/funding/summary'),
        endpoints.fundingSummary.response,
      );
      expect(summary.total).toBe(320);
    });

    it('updates a funding request, with history, notes and the private note', async () => {
      const [pending] = dataOf(
        await admin.get('/funding-requests/dashboard/funding/list', { status: 'pending' }),
        endpoints.fundingList.response,
      ).items;
      const id = pending!.id;
      dataOf(
        await admin.patch(`/funding-requests/dashboard/update-funding-request/${id}`, {
          status: 'rejected',
          reason: 'Missing documents',
        }),
        endpoints.updateFundingRequest.response,
      );
      dataOf(
        await admin.post(`/funding-requests/dashboard/send-note/${id}`, { content: 'Please add' }),
        endpoints.sendNote.response,
      );
      dataOf(
        await admin.put(`/funding-requests/dashboard/private-note/${id}`, { note: 'watch' }),
        endpoints.privateNote.response,
      );
      const detail = dataOf(
        await admin.get('/funding-requests/dashboard/funding', { id }),
        endpoints.fundingDetail.response,
      );
      expect(detail).toMatchObject({ status: 'rejected', privateNote: 'watch' });
      expect(detail.notes.at(-1)?.content).toBe('Please add');
      expect(detail.history.find((entry) => entry.action === 'status_changed')).toMatchObject({
        from: 'pending',
        to: 'rejected',
        reason: 'Missing documents',
      });
    });

    it('searches members by phone digits, shows a detail and suspends a member', async () => {
      const list = dataOf(
        await admin.get('/user/admin/members', { limit: 5, status: 'active' }),
        endpoints.memberList.response,
      );
      const someone = list.items.find((member) => member.id !== DEMO_MEMBER.id)!;
      const digits = someone.phone.replace(/\D/g, '').slice(-7);
      const byPhone = dataOf(
        await admin.get('/user/admin/members', { search: digits }),
        endpoints.memberList.response,
      );
      expect(byPhone.items.map((member) => member.id)).toContain(someone.id);
      const detail = dataOf(
        await admin.get('/user/admin/detail', { id: DEMO_MEMBER.id }),
        endpoints.memberDetail.response,
      );
      expect(detail.recentFundingRequests.length).toBe(Math.min(5, detail.stats.fundingRequests));

      const suspended = dataOf(
        await admin.patch(`/user/admin/update-user/${someone.id}`, {
          status: 'suspended',
          reason: 'Spam',
          verified: !someone.verified,
        }),
        endpoints.updateMember.response,
      );
      expect(suspended).toMatchObject({
        status: 'suspended',
        statusReason: 'Spam',
        verified: !someone.verified,
      });
      const suspendedList = dataOf(
        await admin.get('/user/admin/members', { search: someone.email }),
        endpoints.memberList.response,
      );
      expect(suspendedList.items[0]).toMatchObject({ id: someone.id, status: 'suspended' });
    });

    it('creates, lists, updates and revokes coupons with statistics', async () => {
      const created = dataOf(
        await admin.post('/coupons/create', {
          code: `REPO${label.replace(/\W/g, '').toUpperCase()}`,
          discountType: 'percent',
          value: 15,
          startsAt: new Date(Date.now() - 60_000).toISOString(),
        }),
        endpoints.createCoupon.response,
      );
      const listed = dataOf(
        await admin.get('/coupons/list', { search: created.code }),
        endpoints.couponList.response,
      );
      expect(listed.items.map((coupon) => coupon.id)).toEqual([created.id]);
      dataOf(
        await admin.patch(`/coupons/update/${created.id}`, { description: 'Spring' }),
        endpoints.updateCoupon.response,
      );
      const revoked = dataOf(
        await admin.patch(`/coupons/revoke/${created.id}`),
        endpoints.revokeCoupon.response,
      );
      expect(revoked).toMatchObject({ description: 'Spring', status: 'revoked' });
      dataOf(await admin.get('/coupons/statistics'), endpoints.couponStatistics.response);
    });

    it('lists and marks notifications, and keeps device tokens', async () => {
      await api.notify(DEMO_ADMIN.email, {
        title: 'Repo check',
        body: 'body',
        data: { screen: 'coupons', k: '1' },
      });
      const listed = dataOf(
        await admin.get('/notification', { unread: true, search: 'Repo check' }),
        endpoints.notifications.response,
      );
      expect(listed.items[0]).toMatchObject({
        title: 'Repo check',
        read: false,
        data: { screen: 'coupons', k: '1' },
      });
      const marked = dataOf(
        await admin.patch('/notification/mark-read', { ids: [listed.items[0]!.id] }),
        endpoints.markNotificationsRead.response,
      );
      expect(marked.updated).toBe(1);
      dataOf(
        await admin.post('/notification/device-token', { deviceId: 'repo-device', token: 't' }),
        endpoints.registerDeviceToken.response,
      );
      expect((await api.readDeviceTokens()).map((token) => token.deviceId)).toContain(
        'repo-device',
      );
    });

    it('stores chat messages and read receipts, pages history and revokes on sign-out', async () => {
      const member = await signinAs(api.url, DEMO_MEMBER.email, DEMO_MEMBER.password, 'member');
      const room = dataOf(
        await admin.post('/support/admin/start-chat', { memberId: DEMO_MEMBER.id }),
        endpoints.startChat.response,
      );
      const memberSocket = await connectSupport(api.url, member.access_token);
      const events = recordEvents(memberSocket);
      try {
        memberSocket.emit('joinRoom', { roomId: room.id });
        memberSocket.emit('sendMessage', {
          roomId: room.id,
          receiverId: DEMO_ADMIN.id,
          content: 'repository check',
          timestamp: new Date().toISOString(),
          clientMessageId: `repo-${label}`,
        });
        const sent = (await events.waitFor('messageSent')) as { id: string };
        const history = dataOf(
          await admin.get('/support/history', { roomId: room.id, take: 5 }),
          endpoints.history.response,
        );
        expect(history.at(-1)).toMatchObject({ id: sent.id, content: 'repository check' });
        const { rooms } = dataOf(await admin.get('/support/admin/rooms'), endpoints.rooms.response);
        expect(rooms.find((candidate) => candidate.id === room.id)?.unreadCount).toBeGreaterThan(0);
      } finally {
        memberSocket.close();
      }
      const memberHttp = client(api.url, member.access_token);
      await memberHttp.post('/auth/signout', { refresh_token: member.refresh_token });
      expect(errorOf(await memberHttp.get('/notification'), 401).message).toBe(
        'Access token revoked',
      );
    });

    it('keeps a room inbox: assignment, status with a snooze time, timeline and awaiting reply', async () => {
      const { rooms } = dataOf(await admin.get('/support/admin/rooms'), endpoints.rooms.response);
      const room = rooms.find((candidate) => candidate.inbox.awaitingSince !== null)!;
      const assigned = dataOf(
        await admin.patch(`/support/admin/rooms/${room.id}/assign`, { assigneeId: DEMO_ADMIN.id }),
        endpoints.assignRoom.response,
      );
      expect(assigned.inbox).toMatchObject({
        assignee: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name },
        awaitingSince: room.inbox.awaitingSince,
      });
      const until = new Date(Date.now() + 3_600_000).toISOString();
      const snoozed = dataOf(
        await admin.patch(`/support/admin/rooms/${room.id}/status`, { status: 'snoozed', until }),
        endpoints.setRoomStatus.response,
      );
      expect(snoozed.inbox).toMatchObject({ status: 'snoozed', snoozedUntil: until });
      const timeline = dataOf(
        await admin.get('/support/admin/room-events', { roomId: room.id }),
        endpoints.roomEvents.response,
      );
      expect(timeline.map((event) => [event.kind, event.status, event.snoozedUntil])).toEqual([
        ['assigned', null, null],
        ['status', 'snoozed', until],
      ]);
    });
  });
}
