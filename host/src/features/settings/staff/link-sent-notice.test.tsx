import { createQueryClient, type PasswordLinkSent, type StaffMember } from '@backoffice/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { LinkSentNotice } from './link-sent-notice';

const staff: StaffMember = {
  id: 'ADM-9',
  name: 'Riley Three',
  email: 'riley3@backoffice.test',
  role: 'reviewer',
  status: 'invited',
  createdAt: '2026-12-01T10:00:00.000Z',
  lastSignInAt: null,
  pendingRole: null,
};

const sent = (member: StaffMember): PasswordLinkSent => ({
  staff: member,
  purpose: 'invite',
  sentTo: member.email,
  expiresAt: '2026-12-04T10:00:00.000Z',
});

const show = (result: PasswordLinkSent) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LinkSentNotice result={result} onResent={() => undefined} onDismiss={() => undefined} />
    </QueryClientProvider>,
  );

describe('Settings → Staff, where an invitation went', () => {
  it('says an invitation into an approving role waits for another owner before sign-in', () => {
    show(
      sent({
        ...staff,
        pendingRole: {
          role: 'reviewer',
          requestedBy: { id: 'ADM-0001', name: 'Alex Admin' },
          requestedAt: '2026-12-01T10:00:00.000Z',
        },
      }),
    );
    expect(screen.getByRole('status', { name: 'Invitation sent' })).toHaveTextContent(
      'They can sign in once another owner confirms them as Reviewer (Settings → Staff).',
    );
  });

  it('says nothing of a second owner when none is needed', () => {
    show(sent(staff));
    expect(screen.getByRole('status', { name: 'Invitation sent' })).not.toHaveTextContent(
      'another owner',
    );
  });
});
