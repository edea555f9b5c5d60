import { NEW_ROOM_INBOX, ApiError, totalUnread, type Room } from '@backoffice/shared';
import {
  applyRoomActivity,
  FAILED_TO_FETCH_ROOMS,
  incrementUnread,
  roomsErrorText,
  setUnreadCount,
  sortRoomsByActivity,
} from './rooms';
import { roomsFromResponse } from './rooms-response';

const room = (id: string, overrides: Partial<Room> = {}): Room => ({
  id,
  unreadCount: 0,
  member: { id: `member-${id}`, fullName: `Member ${id}`, avatarUrl: null },
  lastMessage: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  inbox: NEW_ROOM_INBOX,
  ...overrides,
});

describe('roomsFromResponse (docs/spec.md §7)', () => {
  it('reads rooms, or data.rooms, else an empty list', () => {
    expect(roomsFromResponse({ rooms: [room('a')] }).map((r) => r.id)).toEqual(['a']);
    expect(roomsFromResponse({ data: { rooms: [room('b')] } }).map((r) => r.id)).toEqual(['b']);
    expect(roomsFromResponse({ data: {} })).toEqual([]);
    expect(roomsFromResponse(null)).toEqual([]);
    expect(roomsFromResponse({ rooms: [{ id: 1 }] })).toEqual([]);
  });
});

describe('roomsErrorText (docs/spec.md §4)', () => {
  it('defaults to "Failed to fetch rooms" and passes on a server reason', () => {
    expect(roomsErrorText(new Error('x'))).toBe(FAILED_TO_FETCH_ROOMS);
    expect(
      roomsErrorText(new ApiError('Cannot reach the server', { status: 0, kind: 'network' })),
    ).toBe('Failed to fetch rooms');
    expect(roomsErrorText(new ApiError('Admins only', { status: 403, kind: 'http' }))).toBe(
      'Admins only',
    );
  });

  it('names an answer that breaks the contract', () => {
    const broken = new ApiError('Unexpected response from /support/admin/rooms: rooms: bad', {
      status: 200,
      kind: 'contract',
    });
    expect(roomsErrorText(broken)).toBe(
      'Failed to fetch rooms: Unexpected response from /support/admin/rooms: rooms: bad',
    );
  });
});

describe('unread counts (docs/spec.md §4)', () => {
  it('sets the count of one room', () => {
    const rooms = setUnreadCount(
      [room('a', { unreadCount: 4 }), room('b', { unreadCount: 2 })],
      'a',
      0,
    );
    expect(rooms.map((r) => r.unreadCount)).toEqual([0, 2]);
  });

  it('increments one room by one per message and sums the total', () => {
    const rooms = incrementUnread(incrementUnread([room('a'), room('b')], 'b'), 'b');
    expect(rooms.map((r) => r.unreadCount)).toEqual([0, 2]);
    expect(totalUnread(rooms)).toBe(2);
  });
});

describe('room list order and search', () => {
  it('sorts by latest activity, and a new message moves its room up', () => {
    const rooms = [
      room('old', { updatedAt: '2026-03-01T08:00:00.000Z' }),
      room('new', { updatedAt: '2026-03-01T09:00:00.000Z' }),
    ];
    expect(sortRoomsByActivity(rooms).map((r) => r.id)).toEqual(['new', 'old']);
    const moved = applyRoomActivity(rooms, {
      id: 'm',
      roomId: 'old',
      content: 'ping',
      senderId: 'member-old',
      timestamp: '2026-03-01T11:00:00.000Z',
      is_read: false,
    });
    expect(sortRoomsByActivity(moved).map((r) => r.id)).toEqual(['old', 'new']);
    expect(moved[0]?.lastMessage).toEqual({
      content: 'ping',
      timestamp: '2026-03-01T11:00:00.000Z',
    });
  });

  it('puts rooms without messages after every room with one, however recent', () => {
    const said = (timestamp: string) => ({
      updatedAt: timestamp,
      lastMessage: { content: 'hi', timestamp },
    });
    const rooms = [
      room('empty-new', { updatedAt: '2026-03-02T12:00:00.000Z' }),
      room('talked-old', said('2026-03-01T08:00:00.000Z')),
      room('empty-old', { updatedAt: '2026-03-01T07:00:00.000Z' }),
      room('talked-new', said('2026-03-01T09:00:00.000Z')),
    ];
    expect(sortRoomsByActivity(rooms).map((r) => r.id)).toEqual([
      'talked-new',
      'talked-old',
      'empty-new',
      'empty-old',
    ]);
  });

  it("drops the api's due time when a message starts or ends the room's wait, and keeps it otherwise", () => {
    const waiting = room('a', {
      inbox: { ...NEW_ROOM_INBOX, awaitingSince: '2026-03-01T09:00:00.000Z' },
      dueAt: '2026-03-01T11:00:00.000Z',
      overdue: false,
    });
    const say = (senderId: string) => ({
      id: `m-${senderId}`,
      roomId: 'a',
      content: 'hello',
      senderId,
      timestamp: '2026-03-01T10:00:00.000Z',
      is_read: false,
    });
    const [again] = applyRoomActivity([waiting], say('member-a'));
    expect(again).toMatchObject({ dueAt: '2026-03-01T11:00:00.000Z', overdue: false });
    const [answered] = applyRoomActivity([waiting], say('staff-1'));
    expect(answered?.inbox.awaitingSince).toBeNull();
    expect(answered?.dueAt).toBeUndefined();
    const [newWait] = applyRoomActivity([{ ...waiting, inbox: NEW_ROOM_INBOX }], say('member-a'));
    expect(newWait?.dueAt).toBeUndefined();
    expect(newWait?.overdue).toBeUndefined();
  });
});
