import { ok, signedInAs, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { dashboardPage } from '../features/dashboard/page';
import { dashboardChartChunk } from '../features/dashboard/dashboard-chart-chunk';
import { firstData as dashboardFirstData } from '../features/dashboard/dashboard-first-data';
import { healthChunk } from '../features/health/health-chunk';
import { healthPage } from '../features/health/page';
import { settingsChunk } from '../features/settings/settings-chunk';
import { loadArea, navigateWhenAreaReady } from '../platform/federation/area-loading';
import { chunk } from '../platform/routing/loaded-chunk';
import { createPageLoader, type PageLoader } from '../platform/routing/page-loader';
import { createSessionLoading } from '../platform/routing/session-loading';
import { hostPages } from './pages';

vi.mock('../platform/federation/area-loading', () => ({
  loadArea: vi.fn(),
  loadEveryAreaCode: vi.fn(),
  navigateWhenAreaReady: vi.fn((_client: unknown, _to: unknown, go: () => void) => go()),
}));
vi.mock('../features/dashboard/dashboard-page', () => ({ default: () => null }));
vi.mock('../features/dashboard/requests-per-day-chart', () => ({ default: () => null }));
vi.mock('../features/settings/settings-pages', () => ({ default: () => null }));
vi.mock('../features/health/health-page', () => ({ default: () => null }));

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const signedIn = chunk(() => Promise.resolve({ createSessionLoading }));
let loader: PageLoader;
beforeEach(async () => {
  api.reset();
  await signedIn.load();
  loader = createPageLoader(hostPages, signedIn);
});
afterEach(() => {
  loader.dispose();
  vi.clearAllMocks();
});

const asked = () => new Set(api.seen.map((request) => request.path));

describe('the page loader, for a host page', () => {
  it("starts the page's code, and only that page's: Health is Settings' layout and its own page", async () => {
    loader.load('/settings/health', 'point');
    await vi.waitFor(() => expect(healthChunk.loaded()).toBeDefined());
    expect(settingsChunk.loaded()).toBeDefined();
    expect(loadArea).not.toHaveBeenCalled();

    // The dashboard's chart too: the page renders with it instead of suspending there for it.
    loader.load('/dashboard', 'point');
    await vi.waitFor(() => expect(dashboardChartChunk.loaded()).toBeDefined());
    // Both pages' first data is asked for too (the next test counts requests): Health's summary
    // and the owner's dashboard's; let them arrive before it starts.
    await vi.waitFor(() => expect(asked().size).toBeGreaterThan(1), { timeout: 5000 });
    const client = loader.session()!.queryClient();
    await vi.waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 5000 });
  });

  it("asks for the page's first data beside its code, and its own query shows it without asking again", async () => {
    api.on('GET /due/overdue', () => ok({ conversations: 1, requests: 12 }));
    await dashboardPage.firstData?.load();
    loader.load('/dashboard', 'click');
    // Every card's query is on its way at once: none waits for the page's code.
    const client = loader.session()!.queryClient();
    const first = dashboardFirstData().length;
    expect(client.isFetching()).toBe(first);
    const requested = () => api.seen.map((request) => request.path);
    await vi.waitFor(() => expect(requested()).toHaveLength(first), { timeout: 5000 });
    expect(requested()).toEqual(
      expect.arrayContaining(['/due/overdue', '/coupons/statistics', '/support/admin/rooms']),
    );

    // The cards' own queries: the answered one is fresh, so it is not asked for again.
    const shown = await Promise.allSettled(
      dashboardFirstData().map(({ queryKey, queryFn }) => client.fetchQuery({ queryKey, queryFn })),
    );
    expect(shown).toContainEqual({
      status: 'fulfilled',
      value: { conversations: 1, requests: 12 },
    });
    expect(api.requestsTo('GET /due/overdue')).toHaveLength(1);
  });

  it('asks for nothing on a page its reader may not open: Health for a reviewer', async () => {
    await signedInAs('reviewer', async () => {
      loader.load('/settings/health', 'point');
      await vi.waitFor(() => expect(healthPage.firstData?.loaded()).toBeDefined());
    });
    expect(api.seen).toEqual([]);
  });

  it('while the person types on /login: the code, no heavy part and no data', async () => {
    const heavy = vi.fn(() => Promise.resolve({}));
    const page = {
      path: '/reports',
      code: [chunk(() => Promise.resolve({ default: () => null }))] as const,
      heavyCode: [chunk(heavy)],
      firstData: chunk(() => Promise.resolve({ firstData: () => [] })),
    };
    const typing = createPageLoader([page], signedIn);
    typing.load('/reports', 'type');
    await vi.waitFor(() => expect(page.code[0].loaded()).toBeDefined());
    expect(heavy).not.toHaveBeenCalled();
    expect(api.seen).toEqual([]);
    typing.dispose();
  });
});

describe('the page loader at idle', () => {
  it("fetches every host page's first-data chunk, so a first visit asks for its data at once", async () => {
    const firstData = chunk(() => Promise.resolve({ firstData: () => [] }));
    const page = {
      path: '/reports',
      code: [chunk(() => Promise.resolve({ default: () => null }))] as const,
      firstData,
    };
    const idle = createPageLoader([page], signedIn);
    await idle.idle(() => false);
    expect(firstData.loaded()).toBeDefined();
    idle.dispose();
  });

  it("then every host page's code with its heavy part, so a first visit waits for its data alone", async () => {
    const code = chunk(() => Promise.resolve({ default: () => null }));
    const heavy = chunk(() => Promise.resolve({ charts: true }));
    const idle = createPageLoader(
      [{ path: '/reports', code: [code], heavyCode: [heavy] }],
      signedIn,
    );
    await idle.idle(() => false);
    expect(code.loaded()).toBeDefined();
    expect(heavy.loaded()).toBeDefined();
    idle.dispose();
  });

  it('stops when the session ends meanwhile', async () => {
    const code = chunk(() => Promise.resolve({ default: () => null }));
    const idle = createPageLoader([{ path: '/reports', code: [code] }], signedIn);
    await idle.idle(() => true);
    expect(code.loaded()).toBeUndefined();
    idle.dispose();
  });
});

describe('the page loader, for an area', () => {
  it("starts the area's code and first data for any other path, as the person's intent asks", () => {
    loader.load('/members', 'click');
    expect(loadArea).toHaveBeenCalledWith(
      loader.session()!.queryClient(),
      loader.session()!.areas,
      expect.objectContaining({ pathname: '/members', search: '' }),
      'click',
      undefined,
    );
  });

  it('signs in into the page: code and data first, then the navigation once the area can show', () => {
    const navigate = vi.fn();
    // The page the sign-in answer carried goes with it, for the area to show without asking.
    const carried = { endpoint: 'fundingList', query: { page: 2 }, data: {} };
    loader.signIn('/submissions?page=2', navigate, carried);
    expect(loadArea).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      expect.objectContaining({ pathname: '/submissions', search: '?page=2' }),
      'sign-in',
      carried,
    );
    expect(navigateWhenAreaReady).toHaveBeenCalledTimes(1);
    expect(vi.mocked(loadArea).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(navigateWhenAreaReady).mock.invocationCallOrder[0]!,
    );
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('without the signed-in chunk yet, goes at once and loads once it has arrived', async () => {
    const later = chunk(() => Promise.resolve({ createSessionLoading }));
    const cold = createPageLoader([], later);
    const navigate = vi.fn();
    cold.signIn('/members', navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(loadArea).toHaveBeenCalled());
    expect(navigateWhenAreaReady).not.toHaveBeenCalled();
    cold.dispose();
  });
});
