import { createQueryClient, useAuthStore, type PendingApprovalChange } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalThresholdForm } from './approval-threshold-form';

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  useAuthStore.getState().login({
    access_token: 'a',
    refresh_token: 'r',
    user: {
      id: 'ADM-1',
      name: 'Alex Admin',
      email: 'admin@backoffice.test',
      role: 'admin',
      staffRole: 'owner',
    },
  });
});
afterEach(() => useAuthStore.getState().logout());

const inForce = { thresholdUsd: 1_000_000, pending: null };
const pendingBy = (
  id: string,
  name: string,
  effectiveAt: string | null,
): PendingApprovalChange => ({
  thresholdUsd: 2_500_050,
  requestedBy: { id, name },
  requestedAt: '2026-11-28T10:00:00.000Z',
  effectiveAt,
});

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApprovalThresholdForm />
    </QueryClientProvider>,
  );
}

const field = () => screen.findByRole('textbox', { name: 'Second approval above (US dollars)' });
const saves = () => api.seen.filter((request) => request.method === 'PUT');

describe('Settings → Approvals', () => {
  it('asks for a new threshold in cents and shows it waiting, cancellable by the asker', async () => {
    api.on('GET /settings/approval', () => ok(inForce));
    const asked = pendingBy('ADM-1', 'Alex Admin', '2026-11-29T10:00:00.000Z');
    api.on('PUT /settings/approval', () => ok({ ...inForce, pending: asked }));
    renderForm();
    const input = await field();
    expect(input).toHaveValue('10000');
    await userEvent.clear(input);
    await userEvent.type(input, '25,000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for this threshold' }));
    const notice = await screen.findByRole('region', { name: 'Pending threshold change' });
    expect(notice).toHaveTextContent('Change waiting: second approval above $25,000.50');
    expect(notice).toHaveTextContent('Alex Admin (you)');
    expect(notice).toHaveTextContent(/unless cancelled/);
    expect(input).toHaveAccessibleDescription(/In force: \$10,000\.00/);
    expect(saves().map((request) => request.body)).toEqual([{ thresholdUsd: 2_500_050 }]);
    expect(screen.queryByRole('button', { name: 'Confirm change' })).not.toBeInTheDocument();

    api.on('DELETE /settings/approval/pending', () => ok(inForce));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pending threshold change' })).toBeNull(),
    );
  });

  it('lets another owner confirm the change, which then is the value in force', async () => {
    api.on('GET /settings/approval', () =>
      ok({ ...inForce, pending: pendingBy('ADM-7', 'Olive Owner', null) }),
    );
    renderForm();
    const notice = await screen.findByRole('region', { name: 'Pending threshold change' });
    expect(notice).toHaveTextContent('Olive Owner');
    expect(notice).toHaveTextContent('When another owner confirms it');
    expect(screen.queryByRole('button', { name: 'Cancel change' })).not.toBeInTheDocument();
    api.on('POST /settings/approval/confirm', () => ok({ thresholdUsd: 2_500_050, pending: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm change' }));
    // The field is there before the confirmation's answer: its description changes with it.
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Second approval above (US dollars)' }),
      ).toHaveAccessibleDescription(/In force: \$25,000\.50/),
    );
  });

  it('keeps the waiting change and says why when confirming is refused', async () => {
    api.on('GET /settings/approval', () =>
      ok({ ...inForce, pending: pendingBy('ADM-7', 'Olive Owner', null) }),
    );
    api.on('POST /settings/approval/confirm', () => failure(409, 'No threshold change is waiting'));
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No threshold change is waiting');
    expect(screen.getByRole('region', { name: 'Pending threshold change' })).toBeInTheDocument();
  });

  it.each([
    ['what is not an amount', 'ten', /Enter an amount in US dollars, such as 10000/],
    // Far beyond the largest threshold: the rule, not zod's safe-integer message.
    [
      'an amount far beyond the largest',
      '99999999999999',
      /The threshold is at most \$1,000,000,000/,
    ],
  ])('refuses %s without asking the api, saying why', async (_, typed, why) => {
    api.on('GET /settings/approval', () => ok(inForce));
    renderForm();
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for this threshold' }));
    expect(input).toHaveAccessibleDescription(why);
    expect(saves()).toHaveLength(0);
  });

  it('keeps the typed amount and says why when the save fails', async () => {
    api.on('GET /settings/approval', () => ok(inForce));
    api.on('PUT /settings/approval', () => failure(500, 'The database is unavailable'));
    renderForm();
    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for this threshold' }));
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
    expect(input).toHaveValue('5000');
  });

  it('says when the settings cannot be loaded, and retries', async () => {
    api.on('GET /settings/approval', () => failure(403, 'Only owners can change the settings'));
    renderForm();
    expect(await screen.findByText('Could not load the approval settings')).toBeInTheDocument();
    api.on('GET /settings/approval', () => ok(inForce));
    await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await field()).toHaveValue('10000');
  });
});
