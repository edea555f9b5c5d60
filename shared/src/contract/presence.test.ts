import {
  applyRecordPresence,
  applyRoomPresence,
  recordPresenceText,
  visibleRecordPresence,
  type RecordPresence,
  presenceText,
  PRESENCE_TYPING_TTL_MS,
  PRESENCE_VIEWING_TTL_MS,
  visiblePresence,
  type RoomPresence,
} from './presence';

const ben = { id: 'ADM-2', name: 'Ben Admin' };
const ana = { id: 'ADM-3', name: 'Ana Agent' };
const me = { id: 'ADM-1', name: 'Me Myself' };
const heard = (staff: typeof ben, activity: RoomPresence['activity']): RoomPresence => ({
  roomId: 'room-1',
  staff,
  activity,
});

describe('collision presence', () => {
  it('shows typing first, then viewing, never the viewer themself', () => {
    let state = applyRoomPresence({}, heard(ben, 'viewing'), 0);
    state = applyRoomPresence(state, heard(ana, 'typing'), 0);
    state = applyRoomPresence(state, heard(me, 'typing'), 0);
    expect(visiblePresence(state, 100, me.id).map(presenceText)).toEqual([
      'Ana Agent is typing…',
      'Ben Admin is viewing',
    ]);
  });

  it('typing not refreshed reads as viewing, and viewing not refreshed is gone', () => {
    const state = applyRoomPresence({}, heard(ben, 'typing'), 1_000);
    const at = (ms: number) => visiblePresence(state, 1_000 + ms, me.id)[0]?.activity;
    expect(at(PRESENCE_TYPING_TTL_MS - 1)).toBe('typing');
    expect(at(PRESENCE_TYPING_TTL_MS)).toBe('viewing');
    expect(at(PRESENCE_VIEWING_TTL_MS - 1)).toBe('viewing');
    expect(at(PRESENCE_VIEWING_TTL_MS)).toBeUndefined();
  });

  it('a refresh restarts the clock; the server saying gone drops the entry at once', () => {
    let state = applyRoomPresence({}, heard(ben, 'viewing'), 0);
    state = applyRoomPresence(state, heard(ben, 'viewing'), PRESENCE_VIEWING_TTL_MS - 1);
    expect(visiblePresence(state, PRESENCE_VIEWING_TTL_MS + 1, me.id)).toHaveLength(1);
    state = applyRoomPresence(state, heard(ben, 'gone'), PRESENCE_VIEWING_TTL_MS);
    expect(visiblePresence(state, PRESENCE_VIEWING_TTL_MS, me.id)).toEqual([]);
  });
});

describe('presence on records', () => {
  const riley = { id: 'ADM-5', name: 'Riley Reviewer' };
  const on = (
    staff: typeof ben,
    activity: RecordPresence['activity'],
    since?: string,
  ): RecordPresence => ({ kind: 'request', id: 'FR-1', staff, activity, since });

  it('shows reviewers first, then viewers, never the viewer themself, and only on their record', () => {
    let state = applyRecordPresence({}, on(ben, 'viewing'), 0);
    state = applyRecordPresence(state, on(riley, 'reviewing', '2026-01-01T10:00:00.000Z'), 0);
    state = applyRecordPresence(state, on(me, 'viewing'), 0);
    const now = Date.parse('2026-01-01T10:03:20.000Z');
    expect(
      visibleRecordPresence(state, 'FR-1', 100, me.id).map((p) => recordPresenceText(p, now)),
    ).toEqual(['Riley Reviewer is reviewing this — since 3 min', 'Ben Admin is viewing']);
    expect(visibleRecordPresence(state, 'FR-2', 100, me.id)).toEqual([]);
  });

  it('reviewing in its first minute reads "just now"; gone and unrefreshed entries go', () => {
    const since = '2026-01-01T10:00:00.000Z';
    expect(
      recordPresenceText(
        { staff: riley, activity: 'reviewing', since },
        Date.parse(since) + 59_000,
      ),
    ).toBe('Riley Reviewer is reviewing this — since just now');
    let state = applyRecordPresence({}, on(ben, 'viewing'), 0);
    expect(visibleRecordPresence(state, 'FR-1', PRESENCE_VIEWING_TTL_MS, me.id)).toEqual([]);
    state = applyRecordPresence(state, on(ben, 'gone'), 1);
    expect(state).toEqual({});
  });
});
