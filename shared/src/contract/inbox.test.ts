import {
  awaitingSinceAfter,
  awaitingSinceOf,
  isAwaitingReply,
  NEW_ROOM_INBOX,
  reopenedByMember,
  roomEventText,
  waitingMs,
  withSnoozeExpired,
  type RoomEvent,
} from './inbox';

const MEMBER = 'member-1';
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const fromMember = (minute: number) => ({ senderId: MEMBER, timestamp: at(minute) });
const fromStaff = (minute: number) => ({ senderId: 'ADM-1', timestamp: at(minute) });

describe('the awaiting-reply rule', () => {
  it('awaits from the oldest member message after the last staff reply', () => {
    expect(awaitingSinceOf([fromStaff(1), fromMember(2), fromMember(5)], MEMBER)).toBe(at(2));
  });

  it('does not await when staff wrote last, or nobody wrote', () => {
    expect(awaitingSinceOf([fromMember(1), fromStaff(2)], MEMBER)).toBeNull();
    expect(awaitingSinceOf([], MEMBER)).toBeNull();
  });

  it('a new member message keeps an existing wait; a staff reply ends it', () => {
    expect(awaitingSinceAfter(at(1), fromMember(9), MEMBER)).toBe(at(1));
    expect(awaitingSinceAfter(null, fromMember(9), MEMBER)).toBe(at(9));
    expect(awaitingSinceAfter(at(1), fromStaff(9), MEMBER)).toBeNull();
  });

  it('reading does not end the wait: read state is not an input', () => {
    const read = { ...fromMember(3), is_read: true };
    expect(awaitingSinceOf([fromStaff(1), read], MEMBER)).toBe(at(3));
  });

  it('counts as waiting on us only while open (a snooze that ended is open)', () => {
    const waiting = { ...NEW_ROOM_INBOX, awaitingSince: at(0) };
    const now = Date.parse(at(10));
    expect(isAwaitingReply(waiting, now)).toBe(true);
    expect(isAwaitingReply({ ...waiting, awaitingSince: null }, now)).toBe(false);
    expect(isAwaitingReply({ ...waiting, status: 'resolved' }, now)).toBe(false);
    expect(isAwaitingReply({ ...waiting, status: 'snoozed', snoozedUntil: at(20) }, now)).toBe(
      false,
    );
    expect(isAwaitingReply({ ...waiting, status: 'snoozed', snoozedUntil: at(5) }, now)).toBe(true);
  });

  it('measures the wait', () => {
    expect(waitingMs({ awaitingSince: at(0) }, Date.parse(at(7)))).toBe(7 * 60_000);
    expect(waitingMs({ awaitingSince: null }, Date.parse(at(7)))).toBe(0);
  });
});

describe('snooze expiry', () => {
  const snoozed = { ...NEW_ROOM_INBOX, status: 'snoozed' as const, snoozedUntil: at(30) };

  it('stays snoozed before its time and opens at it', () => {
    expect(withSnoozeExpired(snoozed, Date.parse(at(29)))).toBe(snoozed);
    expect(withSnoozeExpired(snoozed, Date.parse(at(30)))).toMatchObject({
      status: 'open',
      snoozedUntil: null,
    });
  });

  it('a snooze until the member writes never expires by time', () => {
    const untilWrites = { ...snoozed, snoozedUntil: null };
    expect(withSnoozeExpired(untilWrites, Date.parse('2099-01-01T00:00:00Z'))).toBe(untilWrites);
  });

  it('a member message reopens snoozed and resolved rooms', () => {
    expect(reopenedByMember(snoozed)).toMatchObject({ status: 'open', snoozedUntil: null });
    expect(reopenedByMember({ ...NEW_ROOM_INBOX, status: 'resolved' }).status).toBe('open');
  });
});

describe('timeline lines', () => {
  const event = (overrides: Partial<RoomEvent>): RoomEvent => ({
    id: 'e1',
    roomId: 'r1',
    at: at(0),
    actor: { id: 'ADM-1', name: 'Ana' },
    kind: 'assigned',
    assignee: { id: 'ADM-4', name: 'Ben' },
    status: null,
    snoozedUntil: null,
    ...overrides,
  });
  const time = (iso: string) => iso.slice(11, 16);

  it('reads as a sentence', () => {
    expect(roomEventText(event({}), time)).toBe('Ana assigned this to Ben');
    expect(roomEventText(event({ assignee: { id: 'ADM-1', name: 'Ana' } }), time)).toBe(
      'Ana assigned this to themselves',
    );
    expect(roomEventText(event({ kind: 'unassigned', assignee: null }), time)).toBe(
      'Ana unassigned this',
    );
    expect(roomEventText(event({ kind: 'status', status: 'resolved' }), time)).toBe(
      'Ana resolved this',
    );
    expect(
      roomEventText(event({ kind: 'status', status: 'snoozed', snoozedUntil: at(45) }), time),
    ).toBe('Ana snoozed this until 10:45');
  });
});
