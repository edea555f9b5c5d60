import { recordPresenceSchema, type RecordPresence } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_SUPPORT, signinAs, startApi, type TestApi } from '../src/testing';
import type { recordEvents } from './helpers';
import { demoTokens, socketsClosedAfterEach } from './helpers';

// Presence on funding requests and members: `recordViewing` / `recordLeave` / `recordWatch` in,
// `recordPresence` out to the staff who watch that kind.

let api: TestApi;
let tokens: Awaited<ReturnType<typeof demoTokens>> & { support: string };

beforeAll(async () => {
  api = await startApi();
  const support = await signinAs(api.url, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  tokens = { ...(await demoTokens(api.url)), support: support.access_token };
});
afterAll(() => api?.close());
const connect = socketsClosedAfterEach(() => api.url);

function heard(events: ReturnType<typeof recordEvents>, match: (p: RecordPresence) => boolean) {
  return events.waitFor(
    'recordPresence',
    (payload) => match(recordPresenceSchema.parse(payload)),
    6_000,
  ) as Promise<RecordPresence>;
}

describe('presence on records', () => {
  it('a list watcher hears who views a request, who reviews it and since when, and when they go', async () => {
    const reviewer = await connect(tokens.reviewer);
    reviewer.socket.emit('recordWatch', { kind: 'request' });
    const admin = await connect(tokens.admin);
    admin.socket.emit('recordViewing', { kind: 'request', id: 'FR-1' });
    const viewing = await heard(reviewer.events, (p) => p.id === 'FR-1');
    expect(viewing).toEqual({
      kind: 'request',
      id: 'FR-1',
      staff: { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name },
      activity: 'viewing',
    });

    const before = Date.now();
    admin.socket.emit('recordViewing', { kind: 'request', id: 'FR-1', reviewing: true });
    const reviewing = await heard(reviewer.events, (p) => p.activity === 'reviewing');
    expect(Date.parse(reviewing.since!)).toBeGreaterThanOrEqual(before - 1_000);
    // A refresh while the dialog stays open keeps the time it opened.
    reviewer.events.seen.length = 0;
    admin.socket.emit('recordViewing', { kind: 'request', id: 'FR-1', reviewing: true });
    expect((await heard(reviewer.events, (p) => p.activity === 'reviewing')).since).toBe(
      reviewing.since,
    );

    // A newcomer to the kind is told at once who is here; members are a kind of their own.
    const late = await connect(tokens.support);
    late.socket.emit('recordWatch', { kind: 'request' });
    await heard(late.events, (p) => p.activity === 'reviewing' && p.id === 'FR-1');
    late.socket.emit('recordViewing', { kind: 'member', id: 'USR-1' });
    await heard(late.events, (p) => p.kind === 'member');
    expect(
      reviewer.events.named('recordPresence').map((p) => (p as RecordPresence).kind),
    ).not.toContain('member');

    admin.socket.emit('recordLeave', { kind: 'request', id: 'FR-1' });
    await heard(reviewer.events, (p) => p.activity === 'gone');
    admin.socket.emit('recordViewing', { kind: 'request', id: 'FR-2' });
    await heard(reviewer.events, (p) => p.id === 'FR-2' && p.activity === 'viewing');
    admin.socket.disconnect();
    await heard(reviewer.events, (p) => p.id === 'FR-2' && p.activity === 'gone');
  });

  it('refuses members and answers bad input', async () => {
    const member = await connect(tokens.member);
    member.socket.emit('recordViewing', { kind: 'request', id: 'FR-1' });
    const reviewer = await connect(tokens.reviewer);
    reviewer.socket.emit('recordViewing', { kind: 'coupon', id: 'C-1' } as never);
    await member.events.waitFor('connectionError');
    await reviewer.events.waitFor('connectionError');
    expect(member.events.named('connectionError')).toEqual([
      { message: 'recordViewing: only staff share presence on records' },
    ]);
    expect(reviewer.events.named('connectionError')).toEqual([
      { message: expect.stringMatching(/^recordViewing: kind: /) },
    ]);
  });
});
