import {
  apiRequest,
  createQueryClient,
  RequireAuth,
  UnauthorizedRedirect,
  useAuthStore,
} from '@backoffice/shared';
import { answer, failure, startFakeApi } from '@backoffice/shared/testing';
import { MemoryRouter, Route, Routes } from '@backoffice/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chunk } from '../../platform/routing/loaded-chunk';
import { createPageLoader, PageLoaderProvider } from '../../platform/routing/page-loader';
import { LoginPage } from './login-page';
import type * as preloadConditions from '../../platform/federation/preload-conditions';
import { passwordSetState } from './password-set-state';

// No preloading of the signed-in screens while these tests type: they are not signing in.
vi.mock('../../platform/federation/preload-conditions', async (importOriginal) => ({
  ...(await importOriginal<typeof preloadConditions>()),
  connectionAllowsPreload: () => false,
}));

const loader = createPageLoader(
  [],
  chunk(() => new Promise(() => undefined)),
);

function openLogin(state?: unknown, pageLoader = loader) {
  render(
    <PageLoaderProvider value={pageLoader}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </PageLoaderProvider>,
  );
}

describe('/login', () => {
  it('says a password longer than any can be is too long, in words', async () => {
    openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@backoffice.test');
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('p'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    // The sign-in rules load with the main shared entry on first use.
    await vi.waitFor(
      () => expect(password).toHaveAccessibleDescription('A password has at most 200 characters'),
      { timeout: 10_000 },
    );
    expect(password).toHaveFocus();
  });
});

describe('/login when the server answers sign-in with something unreadable', () => {
  it('says so in plain words, keeps the typed values and leaves the person signed out', async () => {
    const api = await startFakeApi();
    api.on('POST /auth/signin/admin', () => answer(200, '<html>Bad gateway</html>'));
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@backoffice.test');
    await userEvent.type(screen.getByLabelText('Password'), 'admin-demo-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      "The server's answer could not be read, so you are not signed in. Try again; if it keeps happening, tell an administrator.",
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Unexpected response');
    expect(console).toHaveBeenCalledWith(expect.objectContaining({ kind: 'contract' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@backoffice.test');
    expect(screen.getByLabelText('Password')).toHaveValue('admin-demo-pass');
    expect(useAuthStore.getState().user).toBeNull();
    await api.close();
  });
});

describe('/login after a password was set', () => {
  it('has the email of the account filled in, so only the new password is left to type', () => {
    openLogin(passwordSetState('new@backoffice.test'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password is set. Sign in as new@backoffice.test with it.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('new@backoffice.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

describe('/login after a 401 ended the session', () => {
  it('says the session has ended, e.g. when an owner disabled the account', async () => {
    const api = await startFakeApi();
    api.on('GET /auth/me', () => failure(401, 'Access token revoked'));
    useAuthStore.getState().login({
      access_token: 'a',
      refresh_token: 'r',
      user: { id: 'ADM-2', name: 'Riley', email: 'reviewer@backoffice.test', role: 'admin' },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PageLoaderProvider value={loader}>
          <MemoryRouter initialEntries={['/settings']}>
            <UnauthorizedRedirect />
            <Routes>
              <Route
                path="/settings"
                element={
                  <RequireAuth>
                    <p>Settings</p>
                  </RequireAuth>
                }
              />
              <Route path="/login" element={<LoginPage />} />
            </Routes>
          </MemoryRouter>
        </PageLoaderProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Settings')).toBeInTheDocument();
    await expect(apiRequest('currentUser')).rejects.toMatchObject({ status: 401 });
    await api.close();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Sign in again to continue.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('says nothing of the kind on an ordinary visit', () => {
    openLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('/login as the form is first used', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the area list the signed-in page reads first, before any sign-in', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    openLogin(
      undefined,
      createPageLoader(
        [],
        chunk(() => new Promise(() => undefined)),
      ),
    );
    await userEvent.click(screen.getByLabelText('Email'));
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });
});
