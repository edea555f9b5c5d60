import { createQueryClient, type StaffMember } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InviteStaffForm } from './invite-staff-form';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const onInvited = vi.fn();
beforeEach(() => {
  api.reset();
  onInvited.mockReset();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InviteStaffForm onInvited={onInvited} />
    </QueryClientProvider>,
  );
});

const invitations = () => api.requestsTo('POST /staff/invitations');
const inviteButton = () => screen.getByRole('button', { name: 'Invite staff' });

const member: StaffMember = {
  id: 'ADM-3',
  name: 'Sam Support',
  email: 'sam@backoffice.test',
  role: 'support',
  status: 'invited',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  pendingRole: null,
};

describe('Settings → Staff, the invitation form', () => {
  it('says what is missing next to each field without asking the api', async () => {
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(inviteButton());
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name'),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(invitations()).toHaveLength(0);
  });

  it('sends the trimmed invitation and empties the form', async () => {
    api.on('POST /staff/invitations', () =>
      ok({ staff: member, purpose: 'invite', sentTo: member.email, expiresAt: member.createdAt }),
    );
    await userEvent.type(screen.getByLabelText('Name'), '  Sam Support ');
    await userEvent.type(screen.getByLabelText('Email'), member.email);
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'support');
    await userEvent.click(inviteButton());
    await vi.waitFor(() => expect(onInvited).toHaveBeenCalledTimes(1));
    expect(invitations()[0]?.body).toEqual({
      name: 'Sam Support',
      email: member.email,
      role: 'support',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('puts a refusal next to the field the api names and keeps what was typed', async () => {
    api.on('POST /staff/invitations', () =>
      failure(409, 'That email already has an account', 'email'),
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Sam Support');
    await userEvent.type(screen.getByLabelText('Email'), member.email);
    await userEvent.click(inviteButton());
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'That email already has an account',
      ),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Support');
    expect(screen.getByLabelText('Email')).toHaveValue(member.email);
  });

  it('says a refusal about no field under the form', async () => {
    api.on('POST /staff/invitations', () => failure(500, 'The database is unavailable'));
    await userEvent.type(screen.getByLabelText('Name'), 'Sam Support');
    await userEvent.type(screen.getByLabelText('Email'), member.email);
    await userEvent.click(inviteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Support');
  });
});
