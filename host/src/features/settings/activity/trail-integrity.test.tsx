import { createQueryClient } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrailIntegrity } from './trail-integrity';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

function renderIntegrity() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TrailIntegrity />
    </QueryClientProvider>,
  );
}

const status = () => screen.getByRole('status', { name: 'Trail integrity' });

describe('Settings → Activity, the trail’s integrity', () => {
  it('says the trail is intact and how many entries were checked', async () => {
    api.on('GET /audit/verify', () => ok({ ok: true, checked: 1234 }));
    renderIntegrity();
    expect(await screen.findByText('Intact')).toBeInTheDocument();
    expect(status()).toHaveTextContent('1,234 entries checked');
  });

  it('names the first entry that no longer matches, and checks again on demand', async () => {
    api.on('GET /audit/verify', () =>
      ok({ ok: false, checked: 50, firstBroken: { id: 'aud-42', at: '2026-11-28T09:00:00.000Z' } }),
    );
    renderIntegrity();
    expect(await screen.findByText('Tampered')).toBeInTheDocument();
    expect(status()).toHaveTextContent('aud-42');
    api.on('GET /audit/verify', () => ok({ ok: true, checked: 51 }));
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Intact')).toBeInTheDocument();
  });

  it('says when the check could not run', async () => {
    api.on('GET /audit/verify', () => failure(500, 'The database is unavailable'));
    renderIntegrity();
    expect(await screen.findByText(/Could not check the trail/)).toBeInTheDocument();
  });
});
