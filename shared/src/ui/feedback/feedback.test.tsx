import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar } from './avatar';
import { ErrorState } from './error-state';
import { ProgressBar } from './progress-bar';

describe('ErrorState', () => {
  it('is an alert with the message and a Retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorState title="Could not load coupons" message="Server said no" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load coupons');
    expect(screen.getByRole('alert')).toHaveTextContent('Server said no');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("adds the failed answer's request id as a reference line, and nothing without one", () => {
    const failed = Object.assign(new Error('Server said no'), { requestId: 'req-42' });
    const { rerender } = render(<ErrorState message="Server said no" cause={failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Reference: req-42');
    rerender(<ErrorState message="Server said no" cause={new Error('Server said no')} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Reference');
  });
});

describe('ProgressBar', () => {
  it('exposes its value through aria attributes', () => {
    render(<ProgressBar label="Raised" value={250} max={1000} valueText="$2.50 of $10.00" />);
    const bar = screen.getByRole('progressbar', { name: 'Raised' });
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(bar).toHaveAttribute('aria-valuetext', '$2.50 of $10.00');
  });
});

describe('Avatar', () => {
  it('shows whole characters as initials, an emoji included', () => {
    const { container } = render(<Avatar name="🎉 Party Planner" />);
    // Before: the emoji's first half, which the browser draws as "�".
    expect(container.textContent).toBe('🎉P');
  });
});
