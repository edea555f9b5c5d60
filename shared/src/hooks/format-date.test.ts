import type * as dateFns from 'date-fns';
import { format } from 'date-fns';
import { formatDate, formatDateTime } from './format';

vi.mock('date-fns', async (importOriginal) => {
  const actual = await importOriginal<typeof dateFns>();
  return {
    ...actual,
    format: vi.fn((...args: Parameters<typeof actual.format>) => actual.format(...args)),
  };
});

describe('formatDate', () => {
  beforeEach(() => {
    vi.mocked(format).mockClear();
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
