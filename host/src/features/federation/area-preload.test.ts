import { createQueryClient, type FirstRequest } from '@backoffice/shared';
import type { Area } from './area-list';
import { prefetchAreaData } from './area-preload';
import { firstRequestOf } from './federation-runtime';

vi.mock('./federation-runtime', () => ({
  firstRequestOf: vi.fn<(remote: string) => Promise<FirstRequest | undefined>>(),
  ensureFederation: vi.fn(),
  preloadArea: vi.fn(),
}));
const submissions: Area = {
  remote: 'remote_submissions',
  manifest: 'http://localhost:3001/mf-manifest.json',
  path: '/submissions',
  title: 'Submissions',
  order: 10,
};
const declaration: FirstRequest = {
  endpoint: 'fundingList',
  key: ['submissions', 'list'],
  query: {
    page: { search: 'page', default: 1, number: true },
    limit: { default: 20, number: true },
  },
  staleTimeMs: 30_000,
};

describe('prefetchAreaData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the declared first request in the cache under the key the area reads, fresh', async () => {
    vi.mocked(firstRequestOf).mockResolvedValue(declaration);
    const page = { items: [], total: 0, page: 2, limit: 20 };
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ data: page }, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    await prefetchAreaData(queryClient, submissions, '?page=2');
    const key = ['submissions', 'list', { page: 2, limit: 20 }];
    expect(queryClient.getQueryData(key)).toEqual(page);
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(asked.pathname).toBe('/funding-requests/dashboard/funding/list');
    expect(asked.search).toBe('?page=2&limit=20');
    // SPEC's default is "stale at once"; this request stays fresh, so the area does not refetch.
    expect(queryClient.getQueryDefaults(key).staleTime).toBe(30_000);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('does nothing for an area that declares no first request', async () => {
    vi.mocked(firstRequestOf).mockResolvedValue(undefined);
    const queryClient = createQueryClient();
    await prefetchAreaData(queryClient, submissions, '');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
