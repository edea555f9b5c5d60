import { DEFAULT_DUE_TARGETS, type Room } from '@backoffice/shared/contract';
import { keptRoomAnswers, type RoomListing } from '../src/features/due/room-due';

const startedAt = Date.parse('2026-12-02T10:00:00.000Z');
const dueAt = startedAt + DEFAULT_DUE_TARGETS.supportFirstReplyMinutes * 60_000;

/** A room a member wrote in at `startedAt` that nobody answered yet. */
const waiting = {
  id: 'room-1',
  inbox: { status: 'open', snoozedUntil: null, awaitingSince: new Date(startedAt).toISOString() },
} as unknown as Room;
const listing: RoomListing = { rooms: [waiting], answered: new Set() };

describe('the rooms answer, kept between requests', () => {
  it('is the same answer until a room it lists turns overdue, then a new one says so', () => {
    const answers = keptRoomAnswers();
    const first = answers(listing, DEFAULT_DUE_TARGETS, undefined, startedAt + 60_000);
    expect(first.rooms[0]).toMatchObject({ overdue: false });
    expect(answers(listing, DEFAULT_DUE_TARGETS, undefined, dueAt)).toBe(first);
    const later = answers(listing, DEFAULT_DUE_TARGETS, undefined, dueAt + 1);
    expect(later).not.toBe(first);
    expect(later.rooms[0]).toMatchObject({ overdue: true });
  });

  it('is worked out again for another listing, other targets or the other order', () => {
    const answers = keptRoomAnswers();
    const now = startedAt + 60_000;
    const first = answers(listing, DEFAULT_DUE_TARGETS, undefined, now);
    expect(answers({ ...listing }, DEFAULT_DUE_TARGETS, undefined, now)).not.toBe(first);
    const targets = { ...DEFAULT_DUE_TARGETS, supportFirstReplyMinutes: 1 };
    expect(answers(listing, targets, undefined, now)).not.toBe(first);
    expect(answers(listing, DEFAULT_DUE_TARGETS, 'dueAt', now)).not.toBe(first);
  });
});
