import { NEW_ROOM_INBOX, type Room } from '@backoffice/shared';
import { waitingRooms } from './support-rooms';

const now = Date.parse('2026-12-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
const room = (id: string, inbox: Partial<Room['inbox']>): Room => ({
  id,
  unreadCount: 0,
  member: { id: `m-${id}`, fullName: id, avatarUrl: null },
  lastMessage: null,
  updatedAt: hoursAgo(0),
  inbox: { ...NEW_ROOM_INBOX, ...inbox },
});
const me = { id: 'ADM-me', name: 'Me' };
const colleague = { id: 'ADM-other', name: 'Other' };

describe('the support dashboard’s rooms', () => {
  it('keeps the rooms waiting on a reply, mine and unassigned apart, the longest wait first', () => {
    const rooms = [
      room('mine-short', { assignee: me, awaitingSince: hoursAgo(1) }),
      room('mine-long', { assignee: me, awaitingSince: hoursAgo(5) }),
      room('mine-answered', { assignee: me, awaitingSince: null }),
      room('theirs', { assignee: colleague, awaitingSince: hoursAgo(9) }),
      room('free-short', { awaitingSince: hoursAgo(2) }),
      room('free-long', { awaitingSince: hoursAgo(3) }),
      room('free-resolved', { status: 'resolved', awaitingSince: hoursAgo(7) }),
    ];
    const { mine, unassigned } = waitingRooms(rooms, me.id, now);
    expect(mine.map((r) => r.id)).toEqual(['mine-long', 'mine-short']);
    expect(unassigned.map((r) => r.id)).toEqual(['free-long', 'free-short']);
  });
});
