import { render, screen } from '@testing-library/react';
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
});
