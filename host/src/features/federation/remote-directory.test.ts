import { fetchAreaList } from './remote-directory';

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

const fundingList = {
  endpoint: 'fundingList',
  key: ['submissions', 'list'],
  query: { page: { search: 'page', default: 1, number: true } },
  staleTimeMs: 30000,
};

describe('fetchAreaList', () => {
  it('keeps the known areas, their manifest URLs and their first requests', async () => {
    const fetchImpl = answer({
      remote_submissions: {
        manifest: 'http://localhost:3001/mf-manifest.json',
        firstRequest: fundingList,
      },
      remote_support: { manifest: 'http://localhost:3003/mf-manifest.json' },
      remote_unknown: 'http://localhost:9999/mf-manifest.json',
    });
    await expect(fetchAreaList(fetchImpl)).resolves.toEqual({
      directory: {
        remote_submissions: 'http://localhost:3001/mf-manifest.json',
        remote_support: 'http://localhost:3003/mf-manifest.json',
      },
      firstRequests: { remote_submissions: fundingList },
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('still reads the older name → URL form', async () => {
    await expect(
      fetchAreaList(answer({ remote_support: 'http://localhost:3003/mf-manifest.json' })),
    ).resolves.toEqual({
      directory: { remote_support: 'http://localhost:3003/mf-manifest.json' },
      firstRequests: {},
    });
  });

  it('ignores a first request that is not a GET endpoint of the contract, keeping the area', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = await fetchAreaList(
      answer({
        remote_coupons: {
          manifest: 'http://localhost:3004/mf-manifest.json',
          firstRequest: { ...fundingList, endpoint: 'createCoupon' },
        },
      }),
    );
    expect(list.directory.remote_coupons).toBe('http://localhost:3004/mf-manifest.json');
    expect(list.firstRequests).toEqual({});
  });

  it('rejects a file that is not a name → URL map', async () => {
    await expect(fetchAreaList(answer({ remote_support: 42 }))).rejects.toThrow(
      '/remotes.json is not a map of remote names to URLs',
    );
  });

  it('rejects when the server has no remotes.json', async () => {
    await expect(fetchAreaList(answer({}, 404))).rejects.toThrow('answered 404');
  });
});
