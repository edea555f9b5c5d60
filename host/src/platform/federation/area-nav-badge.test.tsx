import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AreaNavBadge } from './area-nav-badge';
import type * as federationRuntime from './federation-runtime';
import { loadNavBadge } from './federation-runtime';
import { PageLoaderProvider } from '../routing/page-loader';
import { loaderWithStubAreas } from './testing/stub-area-runtime';

vi.mock('./federation-runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof federationRuntime>()),
  loadNavBadge: vi.fn<(area: unknown) => Promise<ComponentType>>(),
}));

const support = {
  remote: 'remote_support',
  manifest: 'http://localhost:3003/mf-manifest.json',
  path: '/support',
  title: 'Support',
  order: 30,
  badge: './NavBadge',
};

const { areas, loader } = loaderWithStubAreas();

function renderLink() {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <PageLoaderProvider value={loader}>
        <a href="/support">
          Support
          <AreaNavBadge area={support} />
        </a>
      </PageLoaderProvider>
    </QueryClientProvider>,
  );
}

describe('AreaNavBadge', () => {
  it("renders the area's exposed badge inside the link", async () => {
    vi.mocked(loadNavBadge).mockResolvedValue(() => <span>, 3 unread</span>);
    renderLink();
    // The link is named by its text: the badge's own text joins it once the module has loaded.
    expect(
      await screen.findByRole('link', { name: 'Support, 3 unread' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(loadNavBadge).toHaveBeenCalledWith(support, areas);
  });

  it('leaves the link without a badge when the module cannot load or throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadNavBadge).mockRejectedValueOnce(new Error('remote down'));
    const { unmount } = renderLink();
    await vi.waitFor(() => expect(loadNavBadge).toHaveBeenCalled());
    expect(screen.getByRole('link')).toHaveAccessibleName('Support');
    unmount();

    vi.mocked(loadNavBadge).mockResolvedValueOnce(() => {
      throw new Error('badge bug');
    });
    renderLink();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('link')).toHaveAccessibleName('Support');
  });
});
