import type { FundingStatus } from '@backoffice/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fundingRequest } from '../../testing/fake-api';
import { TransitionDialog } from './transition-dialog';

describe('TransitionDialog', () => {
  it('keeps describing the change the reviewer opened it for when the request moves on meanwhile', () => {
    const pending = fundingRequest({ id: 'FR-7', status: 'pending', version: 3 });
    const dialog = (request: typeof pending) => (
      <TransitionDialog
        request={request}
        target="rejected"
        pending={false}
        onConfirm={() => {}}
        onClose={() => {}}
      />
    );
    const { rerender } = render(dialog(pending));
    expect(screen.getByRole('dialog')).toHaveTextContent('FR-7 moves from Pending to Rejected.');

    // Another reviewer approves it while the dialog is open: approved → rejected is no transition
    // at all, so the dialog must not offer it; confirming is then the 409 that says who acted.
    rerender(dialog({ ...pending, status: 'approved', version: 4 }));
    expect(screen.getByRole('dialog')).toHaveTextContent('FR-7 moves from Pending to Rejected.');
  });

  it.each<[FundingStatus, RegExp, string]>([
    ['rejected', /Reason for rejecting/, 'Reject'],
    ['under_review', /Comment/, 'Start review'],
  ])(
    'says a %s reason over 1000 characters is too long, in words',
    async (target, label, confirm) => {
      const onConfirm = vi.fn();
      render(
        <TransitionDialog
          request={fundingRequest({ id: 'FR-7', status: 'pending' })}
          target={target}
          pending={false}
          onConfirm={onConfirm}
          onClose={() => {}}
        />,
      );
      // Pasted, as a long reason usually is (typing 1001 characters one by one is slow).
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'x'.repeat(1001) } });
      await userEvent.click(screen.getByRole('button', { name: confirm }));
      expect(screen.getByText('A reason is at most 1000 characters')).toBeInTheDocument();
      expect(screen.queryByText(/Too big/)).toBeNull();
      expect(onConfirm).not.toHaveBeenCalled();
    },
  );

  describe('an approval says what the click does (four-eyes)', () => {
    const approveDialog = (request: ReturnType<typeof fundingRequest>, thresholdUsd?: number) =>
      render(
        <TransitionDialog
          request={request}
          target="approved"
          thresholdUsd={thresholdUsd}
          pending={false}
          onConfirm={() => {}}
          onClose={() => {}}
        />,
      );
    const text = () => screen.getByRole('dialog').textContent;

    it('above the threshold, records the first approval instead of moving to Approved', () => {
      approveDialog(
        fundingRequest({ id: 'FR-8', status: 'under_review', amountRequested: 2_000_000 }),
        1_000_000,
      );
      expect(text()).toContain('Records the first approval');
      expect(text()).toContain('until a second reviewer approves it');
      expect(text()).not.toContain('moves from Under review to Approved');
    });

    it('at or below the threshold, is final', () => {
      approveDialog(
        fundingRequest({ id: 'FR-8', status: 'pending', amountRequested: 1_000_000 }),
        1_000_000,
      );
      expect(text()).toContain('FR-8 moves from Pending to Approved.');
      expect(text()).not.toContain('first approval');
    });

    it('completing someone else’s first approval names them and is final', () => {
      approveDialog(
        fundingRequest({
          id: 'FR-8',
          status: 'under_review',
          amountRequested: 2_000_000,
          firstApproval: {
            by: { id: 'S-ana', name: 'Ana Reviewer' },
            at: '2026-11-02T10:00:00.000Z',
          },
        }),
        1_000_000,
      );
      expect(text()).toContain("Gives the second approval after Ana Reviewer's");
      expect(text()).toContain('moves from Under review to Approved');
    });

    it('names both outcomes while the threshold is unknown', () => {
      approveDialog(fundingRequest({ id: 'FR-8', status: 'pending', amountRequested: 2_000_000 }));
      expect(text()).toContain('records only the first approval instead');
    });
  });
});
