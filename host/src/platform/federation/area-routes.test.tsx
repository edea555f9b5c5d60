import { MemoryRouter, Route, Routes, useLocation } from '@backoffice/shared/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { PageLoaderProvider } from '../routing/page-loader';
import { loaderWithStubAreas } from './testing/stub-area-runtime';
import type { Area } from './area-list';
import { AreaRoutes } from './area-routes';
import type * as federationRuntime from './federation-runtime';
import { loadRemoteApp, reloadAreaList } from './federation-runtime';
import { useRemoteStatusStore } from './remote-status-store';

vi.mock('./federation-runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof federationRuntime>()),
  loadRemoteApp: vi.fn<(remote: string) => Promise<ComponentType>>(),
  reloadAreaList: vi.fn<() => Promise<void>>(),
}));

const reports: Area = {
  remote: 'remote_reports',
  manifest: 'http://localhost:3005/mf-manifest.json',
  path: '/reports',
  title: 'Reports',
  order: 50,
};

const { areas, loader } = loaderWithStubAreas();

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderAt(path: string, { main = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = (
    <Routes>
      <Route path="dashboard" element={<Where />} />
      <Route path="*" element={<AreaRoutes />} />
    </Routes>
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <PageLoaderProvider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          {/* The layout's main region, where the keyboard goes once the areas load. */}
          {main ? <main tabIndex={-1}>{routes}</main> : routes}
        </MemoryRouter>
      </PageLoaderProvider>
    </QueryClientProvider>,
  );
}

describe('AreaRoutes', () => {
  afterEach(() => act(() => useRemoteStatusStore.setState({ list: { status: 'loading' } })));

  it('mounts the area that claims the path, with its pages under it', async () => {
    vi.mocked(loadRemoteApp).mockResolvedValue(() => <h1>Reports from the remote</h1>);
    act(() => useRemoteStatusStore.getState().setList({ areas: [reports], rejected: [] }));
    renderAt('/reports/weekly');
    expect(await screen.findByRole('heading', { name: 'Reports from the remote' })).toBeVisible();
    expect(loadRemoteApp).toHaveBeenCalledWith('remote_reports', areas);
  });

  it('sends a path no area claims to /dashboard, but only once the list is read', () => {
    renderAt('/nowhere');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => useRemoteStatusStore.getState().setList({ areas: [reports], rejected: [] }));
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('keeps the address and says why when /remotes.json cannot be read, with a Retry', async () => {
    act(() => useRemoteStatusStore.getState().setListFailed('/remotes.json answered 500'));
    vi.mocked(reloadAreaList).mockResolvedValue();
    renderAt('/reports');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("The dashboard's areas could not be loaded");
    expect(alert).toHaveTextContent(
      'The list of the dashboard’s areas could not be read. Try again later, or tell whoever runs the dashboard.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadAreaList).toHaveBeenCalledWith(areas);
  });

  it('says in plain words that the server did not answer, not the browser’s “Failed to fetch”', () => {
    act(() =>
      useRemoteStatusStore
        .getState()
        .setListFailed('/remotes.json did not answer (TypeError: Failed to fetch)'),
    );
    renderAt('/reports');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The dashboard’s server did not answer. It may be down or restarting; try again in a moment.',
    );
    expect(alert).not.toHaveTextContent('Failed to fetch');
  });

  it('keeps the keyboard on Retry while /remotes.json still fails, and hands it to the page after', async () => {
    act(() => useRemoteStatusStore.getState().setListFailed('/remotes.json answered 500'));
    const reread = (read: () => void) => async () => {
      useRemoteStatusStore.getState().setListLoading();
      await new Promise((resolve) => setTimeout(resolve, 10));
      read();
    };
    vi.mocked(reloadAreaList)
      .mockImplementationOnce(
        reread(() => useRemoteStatusStore.getState().setListFailed('/remotes.json answered 500')),
      )
      .mockImplementationOnce(
        reread(() => useRemoteStatusStore.getState().setList({ areas: [reports], rejected: [] })),
      );
    vi.mocked(loadRemoteApp).mockResolvedValue(() => <h1>Reports from the remote</h1>);
    renderAt('/reports', { main: true });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Reports from the remote' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
