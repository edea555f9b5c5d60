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
});
