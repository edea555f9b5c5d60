import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { ToastContainer } from 'react-toastify';
import {
  TOAST_DEFAULT_DURATION_MS,
  notifyError,
  notifySuccess,
  toastContainerProps,
} from './toast';

describe('toasts', () => {
  it('use the docs/spec.md §2 container settings', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(3000);
    expect(toastContainerProps).toMatchObject({
      position: 'top-right',
      autoClose: 3000,
      closeButton: true,
      style: { fontSize: 14 },
    });
  });

  it('show success and error messages in the container with a close button', async () => {
    render(<ToastContainer {...toastContainerProps} />);
    act(() => {
      notifySuccess('Coupon created');
      notifyError('Could not save');
    });
    expect(await screen.findByText('Coupon created')).toBeInTheDocument();
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /close/i }).length).toBeGreaterThanOrEqual(2);
  });
});
