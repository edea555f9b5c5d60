import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-search';
import { useSearchParamInput } from './use-list-search-params';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderSearchInput(urlValue?: string) {
  const onCommit = vi.fn();
  let renders = 0;
  const hook = renderHook(
    ({ url }: { url?: string }) => {
      renders += 1;
      return useSearchParamInput(url, onCommit);
    },
    { initialProps: { url: urlValue } },
  );
  return { ...hook, onCommit, renders: () => renders };
}

describe('useSearchParamInput', () => {
  it('commits the settled term 300 ms after the last keystroke, without rendering the list first', () => {
    const input = renderSearchInput();
    act(() => input.result.current.setTerm('ada'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(input.onCommit).not.toHaveBeenCalled();
    act(() => input.result.current.setTerm('ada '));
    const rendersTyped = input.renders();

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

    expect(input.onCommit).toHaveBeenCalledExactlyOnceWith('ada');
    // The wait's end goes straight to the URL: no render of its own on the way to the request.
    expect(input.renders()).toBe(rendersTyped);
  });

  it('follows the URL (the back button) without committing it again', () => {
    const input = renderSearchInput('ada');
    input.rerender({ url: 'grace' });
    expect(input.result.current.term).toBe('grace');

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));

    expect(input.onCommit).not.toHaveBeenCalled();
  });
});
