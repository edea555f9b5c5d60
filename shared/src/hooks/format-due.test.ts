import { formatDue } from './format-due';

const now = new Date('2026-11-28T12:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('formatDue', () => {
  it('counts down to the due time in minutes, hours, then days', () => {
    expect(formatDue(at(0.5), now)).toEqual({ text: 'Due in <1 min', overdue: false });
    expect(formatDue(at(45), now)).toEqual({ text: 'Due in 45 min', overdue: false });
    expect(formatDue(at(2 * 60 + 59), now)).toEqual({ text: 'Due in 2 h', overdue: false });
    expect(formatDue(at(3 * 24 * 60 + 5), now)).toEqual({ text: 'Due in 3 d', overdue: false });
  });

  it('says how long ago the due time passed once it has', () => {
    expect(formatDue(at(-0.5), now)).toEqual({ text: 'Overdue <1 min', overdue: true });
    expect(formatDue(at(-3 * 60 - 10), now)).toEqual({ text: 'Overdue 3 h', overdue: true });
    expect(formatDue(at(-2 * 24 * 60), now)).toEqual({ text: 'Overdue 2 d', overdue: true });
  });

  it('is not overdue at the due time itself', () => {
    expect(formatDue(at(0), now)).toEqual({ text: 'Due in <1 min', overdue: false });
  });
});
