import { endpoints } from '@backoffice/shared/contract';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  SEED_COUNTS,
  startApi,
  type TestApi,
} from '../src/testing';
import { client, dataOf, errorOf, demoTokens } from './helpers';

let api: TestApi;
let admin: ReturnType<typeof client>;
let reviewer: ReturnType<typeof client>;
let member: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  const tokens = await demoTokens(api.url);
  admin = client(api.url, tokens.admin);
  reviewer = client(api.url, tokens.reviewer);
  member = client(api.url, tokens.member);
});
afterAll(() => api?.close());

const notifications = async (
  caller: ReturnType<typeof client>,
  query: Record<string, string | number> = {},
) => dataOf(await caller.get('/notification', query), endpoints.notifications.response);

describe('notifications', () => {
  it("lists the caller's own notifications, unread first and newest first within each", async () => {
    const page = await notifications(admin, { limit: 100 });
    expect(page.total).toBe(SEED_COUNTS.adminNotifications);
    const firstRead = page.items.findIndex((item) => item.read);
    expect(firstRead).toBeGreaterThan(0);
    expect(page.items.slice(firstRead).every((item) => item.read)).toBe(true);
    const unreadDates = page.items.slice(0, firstRead).map((item) => item.createdAt);
    expect(unreadDates).toEqual([...unreadDates].sort().reverse());
    const reviewerIds = (await notifications(reviewer, { limit: 100 })).items.map(
      (item) => item.id,
    );
    expect(reviewerIds.some((id) => page.items.some((item) => item.id === id))).toBe(false);
  });

  it('filters with unread and pages with limit', async () => {
    const unread = await notifications(admin, { unread: 'true', limit: 100 });
    expect(unread.items.length).toBeGreaterThan(0);
    expect(unread.items.every((item) => !item.read)).toBe(true);
    const read = await notifications(admin, { unread: 'false', limit: 100 });
    expect(read.total + unread.total).toBe(SEED_COUNTS.adminNotifications);
    const small = await notifications(admin, { limit: 5, page: 2 });
    expect(small).toMatchObject({ page: 2, limit: 5 });
    expect(small.items).toHaveLength(5);
    expect(errorOf(await admin.get('/notification', { unread: 'yes' }), 400).field).toBe('unread');
  });

  it('marks listed ids read for the caller only, then all, counting what changed', async () => {
    const unread = await notifications(reviewer, { unread: 'true', limit: 100 });
    const [first, second] = unread.items;
    const markIds = dataOf(
      await reviewer.patch('/notification/mark-read', { ids: [first!.id, second!.id] }),
      endpoints.markNotificationsRead.response,
    );
    expect(markIds).toEqual({ updated: 2 });
    expect((await notifications(reviewer, { unread: 'true' })).total).toBe(unread.total - 2);

    const adminUnread = await notifications(admin, { unread: 'true', limit: 1 });
    const othersIds = dataOf(
      await reviewer.patch('/notification/mark-read', { ids: [adminUnread.items[0]!.id] }),
      endpoints.markNotificationsRead.response,
    );
    expect(othersIds).toEqual({ updated: 0 });

    const markAll = dataOf(
      await reviewer.patch('/notification/mark-read', { all: true }),
      endpoints.markNotificationsRead.response,
    );
    expect(markAll).toEqual({ updated: unread.total - 2 });
    expect((await notifications(reviewer, { unread: 'true' })).total).toBe(0);
    expect(
      errorOf(await reviewer.patch('/notification/mark-read', { ids: [] }), 400).statusCode,
    ).toBe(400);
  });

  it('lets members read their own notifications', async () => {
    const page = await notifications(member);
    expect(page.items.every((item) => typeof item.data.screen === 'string')).toBe(true);
  });
});

describe('device tokens', () => {
  it('registers per user, upserts by deviceId and unregisters, as the api stores them', async () => {
    const registered = dataOf(
      await admin.post('/notification/device-token', { deviceId: 'device-a', token: 'push-1' }),
      endpoints.registerDeviceToken.response,
    );
    expect(registered).toEqual({ deviceId: 'device-a' });
    await admin.post('/notification/device-token', { deviceId: 'device-a', token: 'push-2' });
    await member.post('/notification/device-token', { deviceId: 'device-m', token: 'push-m' });
    expect(
      (await api.readDeviceTokens(DEMO_ADMIN.id)).map(({ deviceId, token }) => ({
        deviceId,
        token,
      })),
    ).toEqual([{ deviceId: 'device-a', token: 'push-2' }]);
    expect((await api.readDeviceTokens()).map((row) => row.userId).sort()).toEqual([
      DEMO_ADMIN.id,
      DEMO_MEMBER.id,
    ]);

    const removed = dataOf(
      await admin.delete('/notification/device-token/device/device-a'),
      endpoints.unregisterDeviceToken.response,
    );
    expect(removed).toEqual({ deviceId: 'device-a' });
    expect(await api.readDeviceTokens(DEMO_ADMIN.id)).toEqual([]);
    expect((await admin.delete('/notification/device-token/device/device-a')).status).toBe(200);
  });

  it("moves a device to whoever registers it last and never deletes another user's device", async () => {
    await member.post('/notification/device-token', {
      deviceId: 'shared-device',
      token: 't-member',
    });
    await reviewer.delete('/notification/device-token/device/shared-device');
    expect((await api.readDeviceTokens(DEMO_MEMBER.id)).map((row) => row.deviceId)).toContain(
      'shared-device',
    );
    await reviewer.post('/notification/device-token', {
      deviceId: 'shared-device',
      token: 't-reviewer',
    });
    expect((await api.readDeviceTokens(DEMO_MEMBER.id)).map((row) => row.deviceId)).not.toContain(
      'shared-device',
    );
    expect(await api.readDeviceTokens(DEMO_REVIEWER.id)).toMatchObject([
      { deviceId: 'shared-device', token: 't-reviewer' },
    ]);
  });

  it('answers 400 naming the field for a missing token and 401 without an access token', async () => {
    expect(
      errorOf(await admin.post('/notification/device-token', { deviceId: 'x' }), 400),
    ).toMatchObject({
      field: 'token',
    });
    expect(errorOf(await admin.post('/notification/device-token', { token: 'x' }), 400).field).toBe(
      'deviceId',
    );
    errorOf(
      await client(api.url).post('/notification/device-token', { deviceId: 'x', token: 'y' }),
      401,
    );
    errorOf(await client(api.url).delete('/notification/device-token/device/x'), 401);
  });
});
