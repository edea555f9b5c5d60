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
});
