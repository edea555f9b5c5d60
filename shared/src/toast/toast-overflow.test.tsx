import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { notifyInfo, toastContainerProps } from './toast';
import {
  TOAST_QUEUE_CAP,
  TOAST_VISIBLE_LIMIT,
  ToastOverflow,
  toastsBeyondCap,
  waitingToastsText,
} from './toast-overflow';

describe('toastsBeyondCap', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => `t${index}`);

  it('drops nothing up to the cap', () => {
    expect(toastsBeyondCap(ids(TOAST_QUEUE_CAP))).toEqual([]);
  });

  it('drops the oldest waiting toasts past the cap, never one on screen', () => {
    expect(toastsBeyondCap(ids(TOAST_QUEUE_CAP + 2))).toEqual(['t3', 't4']);
    expect(toastsBeyondCap(ids(5), 4)).toEqual([`t${TOAST_VISIBLE_LIMIT}`]);
  });
});

describe('ToastOverflow', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('says how many toasts wait beyond the three shown, and holds at most 20', async () => {
    render(
      <>
        <ToastContainer {...toastContainerProps} />
        <ToastOverflow />
      </>,
    );
    await act(async () => {
      for (let index = 1; index <= 3; index += 1)
        notifyInfo(`Message ${index}`, { toastId: `m${index}` });
    });
    expect(screen.queryByText(/^and \d+ more$/)).toBeNull();

    await act(async () => {
      for (let index = 4; index <= 10; index += 1)
        notifyInfo(`Message ${index}`, { toastId: `m${index}` });
    });
    expect(screen.getByRole('status')).toHaveTextContent(waitingToastsText(7));

    await act(async () => {
      for (let index = 11; index <= 25; index += 1)
        notifyInfo(`Message ${index}`, { toastId: `m${index}` });
    });
    // 25 raised, 20 held: the three on screen and the 17 newest; the oldest waiting went.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('and 17 more'));
    expect(screen.getByText('Message 1')).toBeInTheDocument();
    expect(screen.getByText('Message 25')).toBeInTheDocument();

    // As toasts close the summary counts down, and goes with the last one waiting.
    act(() => {
      for (let index = 1; index <= 21; index += 1) toast.dismiss(`m${index}`);
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('and 1 more'));
    act(() => toast.dismiss('m22'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
