import { createQueryClient, type SupportRouting } from '@backoffice/shared';
import { ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupportRoutingForm } from './support-routing-form';

const saved: SupportRouting = {
  enabled: true,
  defaultCapacity: 5,
  agents: [
    { id: 'ADM-1', name: 'Alex Admin', capacity: null },
    { id: 'ADM-4', name: 'Sasha Support', capacity: 3 },
  ],
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const saves = () => api.seen.filter((request) => request.method === 'PUT');

describe('Settings → Support', () => {
  it('saves routing, the default and each agent’s capacity; empty is the default', async () => {
    api.seen.length = 0;
    api.on('GET /settings/support-routing', () => ok(saved));
    api.on('PUT /settings/support-routing', () => ok(saved));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SupportRoutingForm />
      </QueryClientProvider>,
    );
    const sasha = await screen.findByRole('textbox', { name: 'Capacity of Sasha Support' });
    expect(sasha).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Capacity of Alex Admin' })).toHaveValue('');
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Default capacity' }));
    await user.type(screen.getByRole('textbox', { name: 'Default capacity' }), '4');
    await user.clear(sasha);
    await user.type(sasha, 'two');
    await user.click(screen.getByRole('button', { name: 'Save routing' }));
    expect(await screen.findByText('Capacity must be a whole number')).toBeVisible();
    expect(saves()).toEqual([]);

    await user.clear(sasha);
    await user.click(screen.getByRole('button', { name: 'Save routing' }));
    await waitFor(() =>
      expect(saves().map((request) => request.body)).toEqual([
        {
          enabled: true,
          defaultCapacity: 4,
          agents: [
            { id: 'ADM-1', capacity: null },
            { id: 'ADM-4', capacity: null },
          ],
        },
      ]),
    );
  });
});
