import { createQueryClient, toastContainerProps, type PendingRoleGrant } from '@backoffice/shared';
import {
  answer,
  failure,
  ok,
  signedInAs,
  staffMemberFixture,
  startFakeApi,
  type FakeApi,
} from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { StaffSection } from './staff-section';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

// The demo owner `signedInAs('owner')` signs in as.
const owner = staffMemberFixture({ id: 'ADM-1', name: 'Alex Admin', role: 'owner' });
const sam = staffMemberFixture({
  id: 'ADM-4',
  name: 'Sam Support',
  email: 'sam@backoffice.test',
  role: 'support',
});
const grantBy = (id: string, name: string): PendingRoleGrant => ({
  role: 'reviewer',
  requestedBy: { id, name },
  requestedAt: '2026-12-01T10:00:00.000Z',
});
const WAITING = 'Role change to Reviewer waiting for another owner';

beforeEach(() => {
  api.seen.length = 0;
});

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StaffSection />
      <ToastContainer {...toastContainerProps} />
    </QueryClientProvider>,
  );
}

const samsRole = () => screen.findByRole('combobox', { name: 'Role of Sam Support' });
const samsGrant = () => screen.getByRole('group', { name: 'Role change of Sam Support' });

describe('Settings → Staff, a role grant waiting for a second owner', () => {
  it('tells the asker it waits, shows it on the row without Confirm, and the asker can cancel it', () =>
    signedInAs('owner', async () => {
      api.on('GET /staff', () => ok([owner, sam]));
      const waiting = { ...sam, pendingRole: grantBy(owner.id, owner.name) };
      api.on('PATCH /staff/ADM-4/role', () => answer(202, { data: waiting }));
      renderSection();
      await userEvent.selectOptions(await samsRole(), 'reviewer');

      expect(
        await screen.findByText("Role change to Reviewer waits for another owner's confirmation"),
      ).toBeInTheDocument();
      const select = await samsRole();
      await waitFor(() => expect(select).toHaveAccessibleDescription(WAITING));
      expect(select).toHaveValue('support');
      expect(select).toBeDisabled();
      expect(samsGrant()).toHaveTextContent('Asked by Alex Admin (you)');
      expect(within(samsGrant()).queryByRole('button', { name: /^Confirm/ })).toBeNull();

      api.on('POST /staff/ADM-4/role/cancel', () => ok(sam));
      await userEvent.click(
        within(samsGrant()).getByRole('button', { name: 'Cancel role change of Sam Support' }),
      );
      await waitFor(() => expect(screen.queryByRole('group', { name: /Role change/ })).toBeNull());
      expect(await samsRole()).not.toHaveAccessibleDescription(WAITING);
      expect(await samsRole()).toBeEnabled();
    }));

  it('lets another owner confirm it, and the row shows the new role', () =>
    signedInAs('owner', async () => {
      api.on('GET /staff', () =>
        ok([owner, { ...sam, pendingRole: grantBy('ADM-7', 'Olive Owner') }]),
      );
      api.on('POST /staff/ADM-4/role/confirm', () => ok({ ...sam, role: 'reviewer' }));
      renderSection();
      expect(await samsRole()).toHaveAccessibleDescription(WAITING);
      expect(samsGrant()).toHaveTextContent('Asked by Olive Owner');
      await userEvent.click(
        within(samsGrant()).getByRole('button', { name: 'Confirm role change of Sam Support' }),
      );
      await waitFor(() => expect(screen.queryByRole('group', { name: /Role change/ })).toBeNull());
      expect(await samsRole()).toHaveValue('reviewer');
      expect(
        api.seen.filter((request) => request.method === 'POST').map((request) => request.path),
      ).toEqual(['/staff/ADM-4/role/confirm']);
    }));

  it('says why a confirmation is refused and keeps the grant waiting', () =>
    signedInAs('owner', async () => {
      const refusal =
        'You were invited by Olive Owner, who asked for this role change. Someone neither of you invited, reset or gave a role must do the second half.';
      api.on('GET /staff', () =>
        ok([owner, { ...sam, pendingRole: grantBy('ADM-7', 'Olive Owner') }]),
      );
      api.on('POST /staff/ADM-4/role/confirm', () => failure(403, refusal));
      renderSection();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Confirm role change of Sam Support' }),
      );
      expect(await within(samsGrant()).findByRole('alert')).toHaveTextContent(refusal);
      expect(await samsRole()).toHaveAccessibleDescription(WAITING);
    }));
});
