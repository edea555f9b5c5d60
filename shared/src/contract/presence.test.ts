import {
  applyRoomPresence,
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
