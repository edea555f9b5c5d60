import { formatDateTimeInput, parseDateTimeText } from './format';

describe('a date-and-time box', () => {
  it('shows a time as the tables say the day, then the time', () => {
    expect(formatDateTimeInput(new Date(2026, 11, 1, 23, 1))).toBe('1 Dec 2026 23:01');
    expect(formatDateTimeInput(new Date(2026, 11, 1, 23, 1).toISOString())).toBe(
      '1 Dec 2026 23:01',
    );
    expect(formatDateTimeInput(null)).toBe('');
    expect(formatDateTimeInput('not a date')).toBe('');
  });

  it('reads back what it shows, and the ways people vary it', () => {
    const evening = new Date(2026, 11, 1, 23, 1);
    for (const text of [
      '1 Dec 2026 23:01',
      ' 1  dec 2026   23:01 ',
      '01 December 2026, 23:01',
      '1 Dec. 2026 at 23:01',
      '2026-12-01T23:01',
      '2026-12-01 23:01',
    ])
      expect(parseDateTimeText(text), text).toEqual(evening);
    expect(parseDateTimeText('1 Dec 2026')).toEqual(new Date(2026, 11, 1));
    expect(parseDateTimeText('5 May 2026 9:05')).toEqual(new Date(2026, 4, 5, 9, 5));
    expect(parseDateTimeText(formatDateTimeInput(evening))).toEqual(evening);
  });

  it('names no time for a day the month lacks, an hour past 23 or no month at all', () => {
    for (const text of [
      '',
      '31 Feb 2026 10:00',
      '1 Dec 2026 24:00',
      '1 Dec 2026 23:60',
      '1 Dex 2026',
      '1 De 2026',
      '12/01/2026, 11:14 PM',
      '1 Dec 26',
      '2026-02-30',
    ])
      expect(parseDateTimeText(text), text).toBeUndefined();
  });
});
