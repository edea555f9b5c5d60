import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@backoffice/shared';
import type { ComponentType } from 'react';
import type { Area } from './area-list';
import type * as federationRuntime from './federation-runtime';
import { loadRemoteApp, switchToCurrentRelease } from './federation-runtime';
import { RemoteArea } from './remote-area';
import { PageLoaderProvider } from '../routing/page-loader';
import { loaderWithStubAreas } from './testing/stub-area-runtime';

vi.mock('./federation-runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof federationRuntime>()),
  loadRemoteApp: vi.fn<(remote: string) => Promise<ComponentType>>(),
  switchToCurrentRelease: vi.fn<(remote: string) => Promise<boolean>>(),
}));

const support: Area = {
  remote: 'remote_support',
  manifest: 'http://localhost:3003/mf-manifest.json',
  path: '/support',
  title: 'Support',
  order: 30,
};
const loadRemoteAppMock = vi.mocked(loadRemoteApp);
const switchMock = vi.mocked(switchToCurrentRelease);

const { areas, loader } = loaderWithStubAreas();

/** What the bundler throws when a lazy chunk of the running build is gone (404). */
function goneChunk(): never {
  const error = new Error('Loading chunk 512 failed. (error: http://cdn/old/512.js)');
  error.name = 'ChunkLoadError';
  throw error;
}

function renderArea() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PageLoaderProvider value={loader}>
        <main tabIndex={-1}>
          <RemoteArea area={support} />
        </main>
      </PageLoaderProvider>
    </QueryClientProvider>,
  );
}

describe('RemoteArea', () => {
  afterEach(() => {
    loadRemoteAppMock.mockReset();
    switchMock.mockReset();
  });

  it('shows the loading screen, then the remote', async () => {
    loadRemoteAppMock.mockResolvedValue(() => <h1>Support</h1>);
    renderArea();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we load your content')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(loadRemoteAppMock).toHaveBeenCalledWith('remote_support', areas);
  });

  it('says in plain words why the area is unavailable, and Retry loads it again', async () => {
    loadRemoteAppMock
      .mockRejectedValueOnce(
        new Error(
          '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n ManifestFetchError: http://localhost:3003/mf-manifest.json did not answer (TypeError: Failed to fetch)',
        ),
      )
      .mockResolvedValueOnce(() => <h1>Support rooms</h1>);
    renderArea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Support is unavailable');
    expect(alert).toHaveTextContent('The server of Support did not answer.');
    expect(alert).not.toHaveTextContent('Federation Runtime');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Support rooms' })).toBeInTheDocument();
    expect(loadRemoteAppMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the keyboard on Retry when the area fails again, and hands it to the page once it loads', async () => {
    loadRemoteAppMock
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce(() => <h1>Support rooms</h1>);
    renderArea();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Support rooms' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('loads the area from the current release when a chunk of the running build is gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteAppMock
      .mockResolvedValueOnce(goneChunk)
      .mockResolvedValueOnce(() => <h1>Support rooms, new build</h1>);
    switchMock.mockResolvedValue(true);
    renderArea();
    expect(
      await screen.findByRole('heading', { name: 'Support rooms, new build' }),
    ).toBeInTheDocument();
    expect(switchMock).toHaveBeenCalledWith('remote_support', areas);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the error screen when no other build is released to load instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteAppMock.mockResolvedValue(goneChunk);
    switchMock.mockResolvedValue(false);
    renderArea();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(loadRemoteAppMock).toHaveBeenCalledTimes(1);
  });

  it('shows the generic error screen when the remote fails while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteAppMock.mockResolvedValue(() => {
      throw new Error('render bug');
    });
    renderArea();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an error while loading this page. Please try refreshing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it("adds the failed api answer's reference to the generic error screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteAppMock.mockResolvedValue(() => {
      throw new ApiError('Internal server error', {
        status: 500,
        kind: 'http',
        requestId: 'req-9',
      });
    });
    renderArea();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-9')).toBeInTheDocument();
  });
});
