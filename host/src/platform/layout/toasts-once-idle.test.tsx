import { notifyInfo } from '@backoffice/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastsOnceIdle } from './toasts-once-idle';

const toastStylesheets = () =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    style.textContent?.includes('.Toastify'),
  );

describe('ToastsOnceIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds no toast stylesheet in the first render, and shows a toast raised meanwhile once idle', async () => {
    render(<ToastsOnceIdle />);
    act(() => {
      notifyInfo('Coupon saved');
    });
    expect(toastStylesheets()).toHaveLength(0);
    expect(screen.queryByText('Coupon saved')).toBeNull();

    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });

    expect(toastStylesheets()).toHaveLength(1);
    expect(screen.getByText('Coupon saved')).toBeVisible();
  });

  it("moves the toasts down with the page's header when the page scrolls back to its top", async () => {
    document.body.innerHTML = '<header id="app"></header><main><header id="page"></header></main>';
    const page = document.getElementById('page')!;
    vi.spyOn(document.getElementById('app')!, 'getBoundingClientRect').mockReturnValue({
      bottom: 58,
    } as DOMRect);
    // A decision taken at the story's end: the page's header is scrolled away.
    const pageHeader = vi.spyOn(page, 'getBoundingClientRect');
    pageHeader.mockReturnValue({ bottom: -400 } as DOMRect);
    const toastTop = () => document.documentElement.style.getPropertyValue('--toastify-toast-top');
    render(<ToastsOnceIdle />);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    act(() => {
      notifyInfo('FR-1 approved');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(toastTop()).toBe('66px');

    // The next request opens at its top, its back link where the toast started.
    pageHeader.mockReturnValue({ bottom: 170 } as DOMRect);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(toastTop()).toBe('178px');
    document.documentElement.style.removeProperty('--toastify-toast-top');
  });
});
