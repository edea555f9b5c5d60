import { act, renderHook } from '@testing-library/react';
import { documentTitle } from './use-document-title';
import { DATE_RANGE_ORDER_ERROR, dateRangeOrderError, useDateRange } from './use-date-range';
import { SEARCH_DEBOUNCE_MS, useSearch } from './use-search';

describe('useSearch', () => {
  afterEach(() => vi.useRealTimers());

  it('debounces the term by 300 ms', () => {
    vi.useFakeTimers();
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    const { result } = renderHook(() => useSearch('a'));
    expect(result.current.debouncedTerm).toBe('a');

    act(() => result.current.setTerm('ad'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setTerm('ada'));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.term).toBe('ada');
    expect(result.current.debouncedTerm).toBe('a');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.debouncedTerm).toBe('ada');
  });
});

describe('useDateRange', () => {
  afterEach(() => vi.useRealTimers());

  it('starts today with no end, as YYYY-MM-DD strings', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
    const { result } = renderHook(() => useDateRange());
    expect(result.current.from).toBe('2026-11-21');
    expect(result.current.to).toBeUndefined();
    expect(result.current.endDate).toBeNull();

    act(() => result.current.setEndDate(new Date(2026, 11, 2)));
    act(() => result.current.setStartDate(new Date(2026, 0, 5)));
    expect(result.current.from).toBe('2026-01-05');
    expect(result.current.to).toBe('2026-12-02');
    expect(result.current.error).toBeNull();
  });

  it('says so when the end date is before the start date', () => {
    const { result } = renderHook(() =>
      useDateRange({ startDate: new Date(2026, 4, 10), endDate: new Date(2026, 4, 9) }),
    );
    expect(result.current.error).toBe(DATE_RANGE_ORDER_ERROR);
  });
});

describe('dateRangeOrderError', () => {
  it('refuses only a range whose end comes before its start', () => {
    expect(dateRangeOrderError('2026-11-02', '2026-11-01')).toBe(DATE_RANGE_ORDER_ERROR);
    expect(dateRangeOrderError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(dateRangeOrderError('2026-11-01', undefined)).toBeUndefined();
    expect(dateRangeOrderError(undefined, '2026-11-01')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('names the screen first and the app last, leaving out empty parts', () => {
    expect(documentTitle('FR-10144', 'Submissions')).toBe('FR-10144 · Submissions · Back-office');
    expect(documentTitle(undefined, 'Members')).toBe('Members · Back-office');
  });
});
