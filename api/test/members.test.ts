import { endpoints, memberStatuses, type Message } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_MEMBER, SEED_COUNTS, signinAs } from '../src/testing';
import {
  client,
  connectSupport,
  dataOf,
  errorOf,
  recordEvents,
  wait,
  startWithAdminForFile,
} from './helpers';

const LIST = '/user/admin/members';
const DETAIL = '/user/admin/detail';
const update = (id: string) => `/user/admin/update-user/${id}`;

const file = startWithAdminForFile();

const list = async (query: Record<string, string | number | boolean> = {}) =>
  dataOf(await file.admin.get(LIST, query), endpoints.memberList.response);

describe('members list', () => {
  it('pages over 200 seeded members in every status', async () => {
    const all = await list({ limit: 100 });
    expect(all.total).toBe(SEED_COUNTS.members);
    expect(all.items).toHaveLength(100);
    for (const status of memberStatuses) {
      const filtered = await list({ status, limit: 100 });
      expect(filtered.total, status).toBeGreaterThan(0);
      expect(filtered.items.every((member) => member.status === status)).toBe(true);
    }
  });

  it('filters by verified (as a query string boolean) and by joined day range', async () => {
    const verified = await list({ verified: true, limit: 100 });
    const unverified = await list({ verified: 'false', limit: 100 });
    expect(verified.total + unverified.total).toBe(SEED_COUNTS.members);
    expect(unverified.items.every((member) => !member.verified)).toBe(true);
    const sample = (await list({ page: 4 })).items[0]!;
    const day = sample.joinedAt.slice(0, 10);
    const sameDay = await list({ from: day, to: day });
    expect(sameDay.items.map((member) => member.id)).toContain(sample.id);
    expect(sameDay.items.every((member) => member.joinedAt.startsWith(day))).toBe(true);
  });

  it('searches by name and email, and sorts by whitelisted fields only', async () => {
    const found = await list({ search: 'member@backoffice' });
    expect(found.items.map((member) => member.id)).toEqual([DEMO_MEMBER.id]);
    expect((await list({ search: 'morgan MEMBER' })).items[0]?.id).toBe(DEMO_MEMBER.id);
    const byName = await list({ sort: 'fullName', limit: 100 });
    const names = byName.items.map((member) => member.fullName);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const newestFirst = await list({ sort: '-joinedAt', limit: 100 });
    const joined = newestFirst.items.map((member) => member.joinedAt);
    expect(joined).toEqual([...joined].sort().reverse());
    expect(errorOf(await file.admin.get(LIST, { sort: 'email' }), 400).field).toBe('sort');
    expect(errorOf(await file.admin.get(LIST, { verified: 'maybe' }), 400).field).toBe('verified');
  });

  it('finds a phone number by its digits, however the search or the number is written', async () => {
    const sample = (await list({ page: 3 })).items[0]!;
    const digits = sample.phone.replace(/\D/g, '');
    const ids = async (search: string) =>
      (await list({ search, limit: 100 })).items.map((member) => member.id);
    expect(await ids(digits.slice(1))).toContain(sample.id);
    expect(await ids(`${digits.slice(1, 4)}-${digits.slice(4, 7)}`)).toContain(sample.id);
    expect(await ids(sample.phone)).toContain(sample.id);
  });

  it('takes from/to as days in the caller time zone (tz)', async () => {
    const { items } = await list({ limit: 100 });
    // Kiritimati is UTC+14: joining from 10:00 UTC on is the next day there.
    const tz = 'Pacific/Kiritimati';
    const late = items.find((member) => new Date(member.joinedAt).getUTCHours() >= 10)!;
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(
      new Date(late.joinedAt),
    );
    const ids = async (query: Record<string, string>) =>
      (await list({ ...query, limit: 100 })).items.map((member) => member.id);
    expect(await ids({ from: localDay, to: localDay, tz })).toContain(late.id);
    expect(await ids({ from: localDay, to: localDay })).not.toContain(late.id);
  });
});

describe('last active', () => {
  const lastActive = async () =>
    Date.parse(
      dataOf(await file.admin.get(DETAIL, { id: DEMO_MEMBER.id }), endpoints.memberDetail.response)
        .lastActiveAt ?? '1970-01-01T00:00:00Z',
    );

  it('moves to now when the member signs in and on their first chat event, then at most once a minute', async () => {
    const before = Date.now();
    const { access_token } = await signinAs(
      file.api.url,
      DEMO_MEMBER.email,
      DEMO_MEMBER.password,
      'member',
    );
    const signedIn = await lastActive();
    expect(signedIn).toBeGreaterThanOrEqual(before - 1000);

    const room = dataOf(
      await file.admin.post('/support/admin/start-chat', { memberId: DEMO_MEMBER.id }),
      endpoints.startChat.response,
    );
    const socket = await connectSupport(file.api.url, access_token);
    const events = recordEvents(socket);
    await wait(20);
    socket.emit('sendMessage', {
      roomId: room.id,
      receiverId: DEMO_ADMIN.id,
      content: 'Is my request still pending?',
      timestamp: new Date().toISOString(),
    });
    await events.waitFor('messageSent');
    const messaged = await lastActive();
    expect(messaged).toBeGreaterThan(signedIn);

    // Issue 52: a chatting member's events write their activity at most once a minute.
    await wait(20);
    socket.emit('markAsRead', { roomId: room.id, messageIds: ['none-yet'] });
    socket.emit('sendMessage', {
      roomId: room.id,
      receiverId: DEMO_ADMIN.id,
      content: 'And when will it be decided?',
      timestamp: new Date().toISOString(),
    });
    await events.waitFor('messageSent', (message) =>
      (message as Message).content.startsWith('And'),
    );
    expect(await lastActive()).toBe(messaged);
    socket.disconnect();
  });
});

describe('member detail', () => {
  it('has stats and recent funding requests of the member', async () => {
    const member = dataOf(
      await file.admin.get(DETAIL, { id: DEMO_MEMBER.id }),
      endpoints.memberDetail.response,
    );
    expect(member.email).toBe(DEMO_MEMBER.email);
    expect(member.stats.fundingRequests).toBeGreaterThan(0);
    expect(member.recentFundingRequests.length).toBe(Math.min(5, member.stats.fundingRequests));
    expect(
      member.recentFundingRequests.every((request) => request.requester.id === DEMO_MEMBER.id),
    ).toBe(true);
  });

  it('answers 404 for an unknown member', async () => {
    expect(errorOf(await file.admin.get(DETAIL, { id: 'MEM-1' }), 404).message).toBe(
      'Member MEM-1 not found',
    );
  });
});

describe('member update', () => {
  it('suspends with a reason, reactivates, verifies and edits profile fields', async () => {
    const target = (await list({ status: 'active', page: 3 })).items[0]!;
    const before = dataOf(
      await file.admin.get(DETAIL, { id: target.id }),
      endpoints.memberDetail.response,
    );
    expect(before.lastChange).toBeNull();
    const suspended = dataOf(
      await file.admin.patch(update(target.id), { status: 'suspended', reason: 'Spam reports' }),
      endpoints.updateMember.response,
    );
    expect(suspended).toMatchObject({ status: 'suspended', statusReason: 'Spam reports' });
    // Issue 22: who changed the member last, for an open profile's "Changed by … just now".
    expect(suspended.lastChange).toMatchObject({ by: DEMO_ADMIN.name, byId: DEMO_ADMIN.id });
    const edited = dataOf(
      await file.admin.patch(update(target.id), {
        status: 'active',
        verified: true,
        fullName: 'Renamed Person',
        phone: '+44 20 7946 0000',
      }),
      endpoints.updateMember.response,
    );
    expect(edited).toMatchObject({
      status: 'active',
      statusReason: null,
      verified: true,
      fullName: 'Renamed Person',
      phone: '+44 20 7946 0000',
    });
  });

  it('undoes a change only at the version it left: a change since wins with 409', async () => {
    const target = (await list({ status: 'active', verified: false, page: 2 })).items[0]!;
    const start = dataOf(
      await file.admin.get(DETAIL, { id: target.id }),
      endpoints.memberDetail.response,
    );
    const verified = dataOf(
      await file.admin.patch(update(target.id), { verified: true }),
      endpoints.updateMember.response,
    );
    expect(verified.version).toBe(start.version + 1);
    const undone = dataOf(
      await file.admin.patch(update(target.id), { verified: false, version: verified.version }),
      endpoints.updateMember.response,
    );
    expect(undone).toMatchObject({ verified: false, version: start.version + 2 });
    // The same Undo again names a version the member has moved on from: nothing changes.
    await file.admin.patch(update(target.id), { verified: true });
    expect(
      errorOf(
        await file.admin.patch(update(target.id), { verified: false, version: verified.version }),
        409,
      ).message,
    ).toBe('The member changed since; nothing was undone');
    const after = dataOf(
      await file.admin.get(DETAIL, { id: target.id }),
      endpoints.memberDetail.response,
    );
    expect(after).toMatchObject({ verified: true, version: start.version + 3 });
    expect(
      errorOf(await file.admin.patch(update(target.id), { version: after.version }), 400).message,
    ).toBe('body: Nothing to update');
  });

  it('answers 400 naming the field for a suspension without reason or a bad phone, 404 unknown', async () => {
    const target = (await list({ status: 'active', page: 5 })).items[0]!;
    expect(
      errorOf(await file.admin.patch(update(target.id), { status: 'suspended' }), 400),
    ).toMatchObject({
      field: 'reason',
      message: 'reason: A reason is required to suspend a member',
    });
    expect(
      errorOf(await file.admin.patch(update(target.id), { phone: 'call me' }), 400).field,
    ).toBe('phone');
    expect(errorOf(await file.admin.patch(update(target.id), { fullName: 'A' }), 400).field).toBe(
      'fullName',
    );
    expect(errorOf(await file.admin.patch(update(target.id), {}), 400).message).toBe(
      'body: Nothing to update',
    );
    errorOf(await file.admin.patch(update('MEM-1'), { verified: true }), 404);
  });

  it('refuses sign-in to a suspended member with 403', async () => {
    const target = (await list({ status: 'suspended' })).items[0]!;
    const response = await client(file.api.url).post('/auth/signin/member', {
      email: target.email,
      password: DEMO_MEMBER.password,
    });
    expect(errorOf(response, 403).message).toBe('This account is suspended');
  });
});
