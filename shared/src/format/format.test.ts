import { formatCount, formatMoney, formatRelativeTime, toMajorUnits } from './format';

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
