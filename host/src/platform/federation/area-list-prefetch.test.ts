import {
  AREA_LIST_PATH,
  createAreaListPrefetch,
  PREFETCHED_LIST_FRESH_MS,
} from './area-list-prefetch';

describe('the area list read on /login', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset().mockImplementation(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is read once, however often the form asks, and given to the first read only', async () => {
    const areaList = createAreaListPrefetch();
    areaList.prefetch();
    areaList.prefetch();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(AREA_LIST_PATH, { cache: 'no-cache' });
    await expect(areaList.take()).resolves.toBeInstanceOf(Response);
    expect(areaList.take()).toBeUndefined();
  });

  it('is not given once it is older than a minute: the server is asked again', () => {
    const areaList = createAreaListPrefetch();
    areaList.prefetch();
    vi.advanceTimersByTime(PREFETCHED_LIST_FRESH_MS + 1);
    expect(areaList.take()).toBeUndefined();
  });

  it('is not read again once the signed-in page has taken it', async () => {
    const areaList = createAreaListPrefetch();
    areaList.prefetch('/submissions');
    await areaList.take();
    areaList.prefetch('/submissions');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is read again when the form is used after a minute', () => {
    const areaList = createAreaListPrefetch();
    areaList.prefetch();
    vi.advanceTimersByTime(PREFETCHED_LIST_FRESH_MS + 1);
    areaList.prefetch();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(areaList.take()).toBeDefined();
  });

  it('leaves a failed read to the first read, which says why', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const areaList = createAreaListPrefetch();
    areaList.prefetch();
    await expect(areaList.take()).rejects.toThrow('Failed to fetch');
  });

  describe('with the page the sign-in leads to', () => {
    const manifestUrl = 'http://localhost:3001/mf-manifest.json';
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'App', assets: { js: { sync: ['app.js'] }, css: { sync: ['app.css'] } } }],
    };
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('as'),
      ]);

    beforeEach(() => {
      vi.useRealTimers();
      fetchMock.mockImplementation(async (input) =>
        String(input) === manifestUrl
          ? Response.json(manifest)
          : Response.json({
              remote_submissions: {
                manifest: manifestUrl,
                path: '/submissions',
                firstRequest: {
                  endpoint: 'fundingList',
                  key: ['submissions', 'list'],
                  query: { page: { search: 'page', default: 1, number: true } },
                  staleTimeMs: 30_000,
                },
              },
            }),
      );
    });
    afterEach(() => document.head.replaceChildren());

    it('reads its area’s manifest and preloads what its first render runs, once', async () => {
      const areaList = createAreaListPrefetch();
      areaList.prefetch('/submissions?status=pending');
      areaList.prefetch('/submissions?status=pending');
      await vi.waitFor(() => expect(preloads()).toHaveLength(3));
      expect(preloads()).toEqual([
        ['http://localhost:3001/remoteEntry.js', 'script'],
        ['http://localhost:3001/app.js', 'script'],
        ['http://localhost:3001/app.css', 'style'],
      ]);
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
        AREA_LIST_PATH,
        manifestUrl,
      ]);
      await expect(areaList.takeManifest(manifestUrl)).resolves.toBeInstanceOf(Response);
      expect(areaList.takeManifest(manifestUrl)).toBeUndefined();
    });

    it('works out the landing page’s first read for the sign-in to ask for, once it is read', async () => {
      const areaList = createAreaListPrefetch();
      areaList.prefetch('/submissions?page=3');
      expect(areaList.firstPage('/submissions?page=3')).toBeUndefined();
      await vi.waitFor(() =>
        expect(areaList.firstPage('/submissions?page=3')).toEqual({
          endpoint: 'fundingList',
          query: { page: 3 },
        }),
      );
      areaList.prefetch('/submissions/FR-10001');
      await vi.waitFor(() => expect(preloads().length).toBeGreaterThan(0));
      expect(areaList.firstPage('/submissions/FR-10001')).toBeUndefined();
    });

    it('reads no manifest for a host page', async () => {
      const areaList = createAreaListPrefetch();
      areaList.prefetch('/dashboard');
      await areaList.take();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(preloads()).toEqual([]);
    });
  });
});
