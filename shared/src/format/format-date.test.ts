import type * as dateFns from 'date-fns';
import { format, parseISO } from 'date-fns';
import { formatDate, formatDateTime } from './format';

vi.mock('date-fns', async (importOriginal) => {
  const actual = await importOriginal<typeof dateFns>();
  return {
    ...actual,
    format: vi.fn((...args: Parameters<typeof actual.format>) => actual.format(...args)),
    parseISO: vi.fn((...args: Parameters<typeof actual.parseISO>) => actual.parseISO(...args)),
  };
});

describe('formatDate', () => {
  beforeEach(() => {
    vi.mocked(format).mockClear();
    vi.mocked(parseISO).mockClear();
  });

  it("reads the api's zoned times without parseISO, as the same instants", async () => {
    const { parseISO: parse } = await vi.importActual<typeof dateFns>('date-fns');
    const stored = ['2026-11-21T23:05:00.000Z', '2026-11-21T23:05:07Z', '2026-11-22T01:05+02:00'];
    for (const value of stored) {
      expect(formatDate(value, "yyyy-MM-dd'T'HH:mm:ss")).toBe(
        format(parse(value), "yyyy-MM-dd'T'HH:mm:ss"),
      );
    }
    expect(parseISO).not.toHaveBeenCalled();
    // A day, or a time without a zone, is local time: parseISO's reading, not the constructor's.
    expect(formatDate('2026-11-21', 'yyyy-MM-dd HH:mm')).toBe('2026-11-21 00:00');
    expect(formatDate('2026-11-21T09:05', 'HH:mm')).toBe('09:05');
  });

  it('formats a stored time once, however often a list renders it', () => {
    for (let render = 0; render < 3; render += 1) {
      expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
      expect(formatDateTime('2026-11-21T09:05:00')).toBe('21 Nov 2026, 09:05');
    }
    expect(format).toHaveBeenCalledTimes(2);
  });

  it('keys the text by pattern as well as by time, and shows a dash for a time it cannot read', () => {
    expect(formatDate('2026-11-22', 'yyyy-MM-dd')).toBe('2026-11-22');
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('stays correct past the number of texts it keeps', () => {
    const day = (n: number) => `2020-01-01T00:00:${String(n % 60).padStart(2, '0')}.${n}`;
    for (let n = 0; n < 2500; n += 1) formatDate(day(n), 'ss');
    expect(formatDate(day(7), 'ss')).toBe('07');
    expect(formatDate(new Date(2026, 10, 23))).toBe('23 Nov 2026');
  });
});
