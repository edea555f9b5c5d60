import { formatDayInput, parseDayText } from './format';

describe('a day box', () => {
  it("shows a filter's day as the tables say it", () => {
    expect(formatDayInput('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDayInput('2025-03-15')).toBe('15 Mar 2025');
    expect(formatDayInput(undefined)).toBe('');
    expect(formatDayInput('')).toBe('');
    expect(formatDayInput('not a day')).toBe('');
  });

  it('reads back what it shows, the ways people type it, and ISO', () => {
    for (const text of [
      '1 Dec 2026',
      '1 dec 2026',
      ' 01  December 2026 ',
      '1 Dec. 2026',
      '1 DEC 2026',
      '2026-12-01',
    ])
      expect(parseDayText(text), text).toBe('2026-12-01');
    expect(parseDayText(formatDayInput('2025-03-15'))).toBe('2025-03-15');
  });

  it('names no day for a half-typed one, a day the month lacks, a time or another order', () => {
    for (const text of [
      '',
      '1 Dec',
      '1 Dec 202',
      '2026-12-1',
      '31 Feb 2026',
      '2026-02-30',
      '1 Dex 2026',
      '1 Dec 2026 23:01',
      '2026-12-01T00:00',
      '12/01/2026',
      '1 Dec 26',
    ])
      expect(parseDayText(text), text).toBeUndefined();
  });
});
