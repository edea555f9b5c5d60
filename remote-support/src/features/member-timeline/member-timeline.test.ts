import { areaPaths, NEW_ROOM_INBOX, type Room } from '@backoffice/shared';
import { ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import supportPart from './member-timeline';

const room = (id: string, memberId: string, lastMessage: Room['lastMessage']): Room => ({
  id,
  unreadCount: 2,
  member: { id: memberId, fullName: `Member ${memberId}`, avatarUrl: null },
  lastMessage,
  updatedAt: '2026-11-01T10:00:00.000Z',
  inbox: NEW_ROOM_INBOX,
});

describe("support's part of a member's timeline", () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = await startFakeApi();
  });
  afterEach(() => api.close());

  it("asks the api for the member's rooms alone, and tells each by its latest message", async () => {
    api.on('GET /support/admin/rooms', () =>
      ok({
        rooms: [
          room('room-7', 'MEM-7', {
            content: 'Thanks, that helps',
            timestamp: '2026-11-20T10:00:00.000Z',
          }),
        ],
      }),
    );
    const entries = await supportPart('MEM-7', new AbortController().signal);
    expect(api.requestsTo('GET /support/admin/rooms').map((r) => r.query.get('memberId'))).toEqual([
      'MEM-7',
    ]);
    expect(entries).toEqual([
      {
        id: 'room-7',
        at: '2026-11-20T10:00:00.000Z',
        kind: 'Conversation',
        title: 'Latest message: Thanks, that helps',
        detail: '2 unread',
        href: areaPaths.supportRoom('room-7'),
      },
    ]);
  });

  it('tells a conversation without messages by when it was opened', async () => {
    api.on('GET /support/admin/rooms', () => ok({ rooms: [room('room-8', 'MEM-8', null)] }));
    const [entry] = await supportPart('MEM-8', new AbortController().signal);
    expect(entry).toMatchObject({ at: '2026-11-01T10:00:00.000Z', title: 'Conversation opened' });
  });
});
