import { fundingStatuses, type FundingStatus } from '@backoffice/shared';
import { render, screen, within } from '@testing-library/react';
import { signedInAs } from '@backoffice/shared/testing';
import userEvent from '@testing-library/user-event';
import { StatusActions } from './status-actions';

const expected: Record<FundingStatus, string[]> = {
  pending: ['Start review', 'Ask the requester', 'Approve', 'Reject'],
  under_review: ['Approve', 'Reject', 'Move back to pending', 'Ask the requester'],
  needs_info: ['Start review', 'Reject'],
  approved: ['Mark as funded', 'Close request'],
  rejected: ['Start review'],
  funded: ['Close request'],
  closed: [],
};

describe('StatusActions', () => {
  it.each(fundingStatuses)('offers only the transitions a %s request allows', (status) => {
    render(<StatusActions status={status} onSelect={() => undefined} />);
    const group = screen.queryByRole('group', { name: 'Status actions' });
    if (expected[status].length === 0) {
      expect(group).toBeNull();
      expect(screen.getByText('No further status changes are possible.')).toBeInTheDocument();
      return;
    }
    const names = within(group!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(expected[status]);
  });

  it('reports the chosen target status', async () => {
    const onSelect = vi.fn();
    render(<StatusActions status="under_review" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move back to pending' }));
    expect(onSelect).toHaveBeenCalledWith('pending');
  });

  it('shows a role that may not decide no buttons at all (absent, not disabled)', async () => {
    await signedInAs('auditor', () => {
      render(<StatusActions status="pending" onSelect={() => undefined} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByText(/Only owners/)).not.toBeInTheDocument();
    });
  });
});
