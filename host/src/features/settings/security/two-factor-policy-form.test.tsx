import { createQueryClient } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoFactorPolicyForm } from './two-factor-policy-form';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.on('GET /settings/mfa', () => ok({ requiredRoles: ['owner'] }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TwoFactorPolicyForm />
    </QueryClientProvider>,
  );
});

const saves = () => api.requestsTo('PUT /settings/mfa');

describe('Settings → Security, the two-factor requirement', () => {
  it('starts from the saved roles and saves the ticked ones', async () => {
    api.on('PUT /settings/mfa', () => ok({ requiredRoles: ['owner', 'reviewer'] }));
    const owner = await screen.findByRole('checkbox', { name: 'Owner' });
    expect(owner).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reviewer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save requirement' }));
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ requiredRoles: ['owner', 'reviewer'] });
  });

  it('keeps the ticks and says why when the save is refused', async () => {
    api.on('PUT /settings/mfa', () => failure(500, 'The database is unavailable'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Owner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save requirement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    expect(screen.getByRole('checkbox', { name: 'Owner' })).not.toBeChecked();
    expect(saves()[0]?.body).toEqual({ requiredRoles: [] });
  });
});
