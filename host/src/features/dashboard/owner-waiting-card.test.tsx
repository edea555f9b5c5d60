import { createQueryClient } from '@backoffice/shared';
import { MemoryRouter } from '@backoffice/shared/router';
import {
  failure,
  ok,
  staffMemberFixture,
  startFakeApi,
  type FakeApi,
} from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnerWaitingCard } from './owner-waiting-card';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const pendingRole = {
  role: 'owner',
  requestedBy: { id: 'ADM-1', name: 'Alex Admin' },
  requestedAt: '2026-12-01T10:00:00.000Z',
} as const;

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OwnerWaitingCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('list', { name: 'Waiting on owners' });
}

describe('what waits on owners', () => {
  it('counts the role changes waiting for a second owner, linking to Staff', async () => {
    api.onAnyRequest(() => 'no answer');
    api.on('GET /staff', () =>
      ok([
        staffMemberFixture({ id: 'ADM-2', pendingRole }),
        staffMemberFixture({ id: 'ADM-3' }),
        staffMemberFixture({ id: 'ADM-4', pendingRole: { ...pendingRole, role: 'reviewer' } }),
      ]),
    );
    const card = renderCard();
    expect(
      await within(card).findByRole('link', { name: '2 role changes wait for a second owner' }),
    ).toHaveAttribute('href', '/settings/staff');
  });

  it('says when no role change waits, and why the count failed, with Retry', async () => {
    api.onAnyRequest(() => 'no answer');
    let fail = true;
    api.on('GET /staff', () => (fail ? failure(500, 'Staff is down') : ok([staffMemberFixture()])));
    const card = renderCard();
    expect(within(card).getByRole('status', { name: 'Loading role changes' })).toBeInTheDocument();
    expect(
      await within(card).findByText(/Could not load role changes: Staff is down/),
    ).toBeVisible();
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(
      await within(card).findByRole('link', {
        name: 'No role change is waiting for a second owner',
      }),
    ).toBeInTheDocument();
  });
});
