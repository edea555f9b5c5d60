import { createQueryClient, type SignInSession } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnSessions } from './own-sessions';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});

const session = (id: string, browser: string, current = false): SignInSession => ({
  id,
  browser,
  address: '10.0.0.7',
  startedAt: '2026-11-28T08:00:00.000Z',
  lastActiveAt: '2026-11-28T09:00:00.000Z',
  current,
});
const here = session('ses-1', 'Firefox on Linux', true);
const phone = session('ses-2', 'Safari on iOS');
const tablet = session('ses-3', 'Chrome on Android');

function renderSessions() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OwnSessions />
    </QueryClientProvider>,
  );
}

const list = () => screen.findByRole('list', { name: 'Your sessions' });

describe('Settings → Your sessions', () => {
  it('lists each sign-in with this one marked, and signs out another', async () => {
    let live = [here, phone, tablet];
    api.on('GET /auth/sessions', () => ok(live));
    api.on('DELETE /auth/sessions/ses-2', () => {
      live = [here, tablet];
      return ok({ ended: 1 });
    });
    renderSessions();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox on Linux');
    expect(items[0]).toHaveTextContent('This session');
    expect(items[0]).toHaveTextContent('10.0.0.7');
    expect(within(items[0]!).queryByRole('button', { name: /Sign out/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(api.seen.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('signs out all the others at once', async () => {
    let live = [here, phone, tablet];
    api.on('GET /auth/sessions', () => ok(live));
    api.on('DELETE /auth/sessions', () => {
      live = [here];
      return ok({ ended: 2 });
    });
    renderSessions();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all others' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: 'Sign out all others' })).toBeNull();
  });

  it('says why a sign-out failed and keeps the list', async () => {
    api.on('GET /auth/sessions', () => ok([here, phone]));
    api.on('DELETE /auth/sessions/ses-2', () =>
      failure(404, 'This sign-in has already ended or is not yours'),
    );
    renderSessions();
    await list();
    await userEvent.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already ended');
    expect(screen.getByRole('list', { name: 'Your sessions' })).toBeInTheDocument();
  });

  it('says when the sessions cannot be loaded, and retries', async () => {
    api.on('GET /auth/sessions', () => failure(500, 'The database is unavailable'));
    renderSessions();
    expect(await screen.findByText('Could not load your sessions')).toBeInTheDocument();
    api.on('GET /auth/sessions', () => ok([here]));
    await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });
});
