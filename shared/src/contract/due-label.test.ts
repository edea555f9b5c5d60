import { formatDue } from './due-label';

const now = Date.UTC(2026, 0, 1, 12);
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('formatDue', () => {
  it('says how long is left, in whole minutes, hours or days', () => {
    expect(formatDue({ dueAt: inMinutes(0.5) }, now)).toEqual({
      text: 'Due in <1 min',
      overdue: false,
    });
    expect(formatDue({ dueAt: inMinutes(45) }, now)?.text).toBe('Due in 45 min');
    expect(formatDue({ dueAt: inMinutes(120) }, now)?.text).toBe('Due in 2 h');
    expect(formatDue({ dueAt: inMinutes(179) }, now)?.text).toBe('Due in 2 h');
    expect(formatDue({ dueAt: inMinutes(3 * 24 * 60 + 5) }, now)?.text).toBe('Due in 3 d');
  });

  it('says how long ago the target was missed, from the time given rather than the stored flag', () => {
    expect(formatDue({ dueAt: inMinutes(-180), overdue: true }, now)).toEqual({
      text: 'Overdue 3 h',
      overdue: true,
    });
    expect(formatDue({ dueAt: inMinutes(-7), overdue: false }, new Date(now))).toEqual({
      text: 'Overdue 7 min',
      overdue: true,
    });
    expect(formatDue({ dueAt: inMinutes(-2 * 24 * 60) }, now)?.text).toBe('Overdue 2 d');
  });

  it('has no label when nothing is due, and a bare "Overdue" for a paused clock past its target', () => {
    expect(formatDue({}, now)).toBeNull();
    expect(formatDue({ dueAt: null, overdue: false }, now)).toBeNull();
    expect(formatDue({ dueAt: null, overdue: true }, now)).toEqual({
      text: 'Overdue',
      overdue: true,
    });
  });

  it('is not overdue at the due time itself', () => {
    expect(formatDue({ dueAt: inMinutes(0) }, now)).toEqual({
      text: 'Due in <1 min',
      overdue: false,
    });
  });
});
