import { signedInAs } from '@backoffice/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fundingRequest } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RequesterCard } from './requester-card';

describe('RequesterCard', () => {
  it('does not offer a conversation to a role that may not chat, and writes out why', async () => {
    await signedInAs('reviewer', async () => {
      const calls = fakeApi(() => ({ data: { roomId: 'ROOM-1' } }));
      renderWithProviders(<RequesterCard requester={fundingRequest().requester} />);
      const button = screen.getByRole('button', { name: 'Open support conversation' });
      expect(button).toBeDisabled();
      const reason = 'Only owners and support staff can chat with members (your role: Reviewer)';
      expect(screen.getByText(reason, { selector: 'p' })).toBeVisible();
      await userEvent.click(button);
      // Before: the click went to the api and came back as a 403 toast.
      expect(calls).toHaveLength(0);
    });
  });
});
