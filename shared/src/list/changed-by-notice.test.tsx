import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangedByNotice } from './changed-by-notice';

describe('ChangedByNotice', () => {
  it('is a status region with the text it is given and a Dismiss button', async () => {
    const onDismiss = vi.fn();
    render(
      <ChangedByNotice onDismiss={onDismiss}>
        Changed by Ana just now. The page shows their changes.
      </ChangedByNotice>,
    );
    const notice = screen.getByRole('status', { name: 'Changed by someone else' });
    expect(notice).toHaveTextContent('Changed by Ana just now. The page shows their changes.');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
