import { act, renderHook } from '@testing-library/react';
import { CHANGED_MARK_MS } from './live';
import { useRecentlyChanged } from './use-recently-changed';

type Row = { id: string; name: string; seenAt: string };
const row = (id: string, name: string, seenAt = 'monday'): Row => ({ id, name, seenAt });

function renderMarks(rows: Row[]) {
  return renderHook(
    ({ current }) =>
      useRecentlyChanged(
        current,
        (item) => item.id,
        (item) => item.name,
      ),
    { initialProps: { current: rows } },
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useRecentlyChanged', () => {
  it('marks a row whose fingerprint moved, for CHANGED_MARK_MS, and no other', () => {
    const { result, rerender } = renderMarks([row('a', 'Ana'), row('b', 'Ben')]);
    expect(result.current('a')).toBe(false);

    rerender({ current: [row('a', 'Ana'), row('b', 'Benedict')] });
    expect(result.current('b')).toBe(true);
    expect(result.current('a')).toBe(false);

    act(() => vi.advanceTimersByTime(CHANGED_MARK_MS - 1));
    expect(result.current('b')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current('b')).toBe(false);
  });

  it('leaves rows seen for the first time and changes outside the fingerprint unmarked', () => {
    const { result, rerender } = renderMarks([row('a', 'Ana')]);
    rerender({ current: [row('a', 'Ana', 'tuesday'), row('c', 'Cleo')] });
    expect(result.current('a')).toBe(false);
    expect(result.current('c')).toBe(false);
  });

  it('leaves no mark to end once the list is gone', () => {
    const { rerender, unmount } = renderMarks([row('a', 'Ana')]);
    rerender({ current: [row('a', 'Anna')] });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
