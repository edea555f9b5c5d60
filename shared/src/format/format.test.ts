import {
  formatCount,
  formatMoney,
  formatNearTime,
  formatRelativeTime,
  formatShortAgo,
  toMajorUnits,
  withNearTimes,
} from './format';

describe('formatters', () => {
  it('formats minor units with the currency decimals', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
  });

  it('formats relative times and tolerates bad input', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatRelativeTime('2026-11-21T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('not a date', now)).toBe('—');
  });
});

describe('formatCount and toMajorUnits', () => {
  it('groups every count the same way', () => {
    expect(formatCount(1449)).toBe('1,449');
    expect(formatCount(0)).toBe('0');
  });

  it('writes minor units as a plain major-unit decimal with the currency’s decimals', () => {
    expect(toMajorUnits(3_500_000, 'USD')).toBe('35000.00');
    expect(toMajorUnits(1999, 'EUR')).toBe('19.99');
    expect(toMajorUnits(5000, 'JPY')).toBe('5000');
  });
});

describe('formatShortAgo', () => {
  const now = new Date(2026, 11, 2, 12, 0);
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it("says a row's time in a few characters", () => {
    expect(formatShortAgo(ago(0.5), now)).toBe('now');
    expect(formatShortAgo(ago(5), now)).toBe('5 min');
    expect(formatShortAgo(ago(59), now)).toBe('59 min');
    expect(formatShortAgo(ago(125), now)).toBe('2h');
    expect(formatShortAgo(ago(3 * 24 * 60), now)).toBe('3d');
  });

  it('gives the day past a week, with the year only when it is another year, and a dash for junk', () => {
    expect(formatShortAgo(new Date(2026, 10, 21, 9, 0), now)).toBe('21 Nov');
    expect(formatShortAgo(new Date(2025, 10, 21, 9, 0), now)).toBe('21 Nov 2025');
    expect(formatShortAgo('not a date', now)).toBe('—');
  });
});

describe('formatNearTime and withNearTimes', () => {
  const now = new Date(2026, 11, 1, 23, 14);

  it('says near days by name and others by date, each with the time', () => {
    expect(formatNearTime(new Date(2026, 11, 2, 23, 1), now)).toBe('tomorrow at 23:01');
    expect(formatNearTime(new Date(2026, 11, 1, 9, 5), now)).toBe('today at 09:05');
    expect(formatNearTime(new Date(2026, 10, 30, 18, 30), now)).toBe('yesterday at 18:30');
    expect(formatNearTime(new Date(2026, 11, 5, 8, 0), now)).toBe('on 5 Dec 2026 at 08:00');
    expect(formatNearTime('not a date', now)).toBe('—');
  });

  it('rewrites every instant in a stored text and leaves the rest alone', () => {
    const at = new Date(2026, 11, 2, 23, 1, 19, 936).toISOString();
    expect(withNearTimes(`It applies on its own ${at} unless cancelled.`, now)).toBe(
      'It applies on its own tomorrow at 23:01 unless cancelled.',
    );
    expect(withNearTimes('Approvals above $1,000.00 now need two people.', now)).toBe(
      'Approvals above $1,000.00 now need two people.',
    );
  });
});
