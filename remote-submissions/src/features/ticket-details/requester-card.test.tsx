import { signedInAs } from '@backoffice/shared/testing';
import { screen } from '@testing-library/react';
import { fakeApi, fundingRequest } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RequesterCard } from './requester-card';

describe('RequesterCard', () => {
  it('does not offer a conversation to a role that may not chat: no button at all', async () => {
    await signedInAs('reviewer', () => {
      const calls = fakeApi(() => ({ data: { roomId: 'ROOM-1' } }));
      renderWithProviders(<RequesterCard requester={fundingRequest().requester} />);
      expect(
        screen.queryByRole('button', { name: 'Open support conversation' }),
      ).not.toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });
  });
});
