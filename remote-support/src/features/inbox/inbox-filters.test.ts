import { NEW_ROOM_INBOX, type Room } from '@backoffice/shared';
import {
  awaitingCount,
  filterInbox,
  inboxCounts,
  roomDueLabel,
  roomSlaChip,
  sortRoomsByDue,
  sortRoomsByWaiting,
  waitingLabel,
} from './inbox-filters';
import { snoozeUntil } from './snooze-choices';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const ME = 'ADM-1';

const room = (id: string, inbox: Partial<Room['inbox']> = {}): Room => ({
  id,
  member: { id: `m-${id}`, fullName: id, avatarUrl: null },
  inbox: { ...NEW_ROOM_INBOX, ...inbox },
  unreadCount: 0,
  lastMessage: null,
  updatedAt: minutesAgo(0),
});

const rooms = [
  room('mine-open', { assignee: { id: ME, name: 'Me' }, awaitingSince: minutesAgo(5) }),
  room('theirs-open', { assignee: { id: 'ADM-4', name: 'Sasha' }, awaitingSince: minutesAgo(90) }),
  room('free-open'),
  room('free-resolved', { status: 'resolved', awaitingSince: minutesAgo(600) }),
  room('mine-snoozed', {
    assignee: { id: ME, name: 'Me' },
    status: 'snoozed',
    snoozedUntil: new Date(NOW + 60_000).toISOString(),
  }),
  room('free-snooze-over', { status: 'snoozed', snoozedUntil: minutesAgo(1) }),
];
const ids = (list: readonly Room[]) => list.map((r) => r.id);

describe('inbox filters', () => {
  it('filters by owner and status; an ended snooze is open', () => {
    expect(ids(filterInbox(rooms, { owner: 'mine', status: 'open' }, ME, NOW))).toEqual([
      'mine-open',
    ]);
    expect(ids(filterInbox(rooms, { owner: 'unassigned', status: 'open' }, ME, NOW))).toEqual([
      'free-open',
      'free-snooze-over',
    ]);
    expect(ids(filterInbox(rooms, { owner: 'all', status: 'snoozed' }, ME, NOW))).toEqual([
      'mine-snoozed',
    ]);
  });

  it('counts each filter as choosing it would show', () => {
    expect(inboxCounts(rooms, { owner: 'all', status: 'open' }, ME, NOW)).toEqual({
      owner: { mine: 1, unassigned: 2, all: 4 },
      status: { open: 4, snoozed: 1, resolved: 1 },
    });
    expect(inboxCounts(rooms, { owner: 'mine', status: 'snoozed' }, ME, NOW)).toEqual({
      owner: { mine: 1, unassigned: 0, all: 1 },
      status: { open: 1, snoozed: 1, resolved: 0 },
    });
  });

  it('sorts the longest wait first, rooms not waiting after; resolved ones do not wait', () => {
    expect(ids(sortRoomsByWaiting(rooms, NOW)).slice(0, 2)).toEqual(['theirs-open', 'mine-open']);
    expect(awaitingCount(rooms, NOW)).toBe(2);
  });

  it('says what is due for rooms waiting on us, and sorts the soonest due (most overdue) first', () => {
    const due = (id: string, dueInMinutes: number, inbox: Partial<Room['inbox']> = {}): Room => ({
      ...room(id, { awaitingSince: minutesAgo(10), ...inbox }),
      dueAt: minutesAgo(-dueInMinutes),
      overdue: dueInMinutes < 0,
    });
    const list = [
      room('nothing-due'),
      due('later', 120),
      due('overdue', -180),
      due('answered', -600, { awaitingSince: null }),
      due('soon', 30),
    ];
    expect(sortRoomsByDue(list, NOW).map((r) => r.id)).toEqual([
      'overdue',
      'soon',
      'later',
      'nothing-due',
      'answered',
    ]);
    expect(list.map((r) => roomDueLabel(r, NOW)?.text ?? null)).toEqual([
      null,
      'Due in 2 h',
      'Overdue 3 h',
      null,
      'Due in 30 min',
    ]);
    expect(roomDueLabel(due('overdue', -180), NOW)?.overdue).toBe(true);
  });

  it('gives a row one SLA chip: overdue when past its target, else how long the member waited', () => {
    const waited = (id: string, dueInMinutes: number): Room => ({
      ...room(id, { awaitingSince: minutesAgo(90) }),
      dueAt: minutesAgo(-dueInMinutes),
      overdue: dueInMinutes < 0,
    });
    expect(roomSlaChip(waited('late', -60), NOW)).toEqual({ text: 'Overdue 1 h', overdue: true });
    expect(roomSlaChip(waited('early', 60), NOW)).toEqual({
      text: 'Waiting 1 h 30 min',
      overdue: false,
    });
    expect(roomSlaChip(rooms[2]!, NOW)).toBeNull();
  });

  it('says how long the member has waited', () => {
    expect(waitingLabel(rooms[0]!, NOW)).toBe('Waiting 5 min');
    expect(waitingLabel(rooms[1]!, NOW)).toBe('Waiting 1 h 30 min');
    expect(waitingLabel(room('x', { awaitingSince: minutesAgo(3 * 24 * 60) }), NOW)).toBe(
      'Waiting 3 d',
    );
    expect(waitingLabel(rooms[2]!, NOW)).toBeNull();
    expect(waitingLabel(rooms[3]!, NOW)).toBeNull();
  });

  it('snoozes for an hour, until tomorrow 9:00 local time, or until the member writes', () => {
    const now = new Date(2026, 2, 1, 15, 30);
    expect(snoozeUntil('hour', now)).toBe(new Date(2026, 2, 1, 16, 30).toISOString());
    expect(snoozeUntil('tomorrow', now)).toBe(new Date(2026, 2, 2, 9, 0).toISOString());
    expect(snoozeUntil('member', now)).toBeNull();
  });
});
