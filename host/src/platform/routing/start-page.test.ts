import { createQueryClient } from '@backoffice/shared';
import { ok, signedInAs, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { dashboardChartChunk } from '../../features/dashboard/dashboard-chart-chunk';
import { dashboardFirstQueries } from '../../features/dashboard/dashboard-first-data';
import { startArea } from '../federation/area-preload';
import { dashboardChunk, healthChunk, settingsChunk } from './host-page-chunks';
import { startPage } from './start-page';

vi.mock('../federation/area-preload', () => ({ startArea: vi.fn() }));
vi.mock('../../features/dashboard/dashboard-page', () => ({ default: () => null }));
vi.mock('../../features/dashboard/requests-per-day-chart', () => ({ default: () => null }));
vi.mock('../../features/settings/settings-pages', () => ({ SettingsLayout: () => null }));
vi.mock('../../features/health/health-page', () => ({ default: () => null }));

const queryClient = createQueryClient();
const to = (pathname: string) => ({ pathname, search: '' });

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  queryClient.clear();
});

describe('startPage', () => {
  afterEach(() => vi.mocked(startArea).mockClear());

  it("starts a host page's chunks, and only that page's: Health is Settings' layout and its own page", async () => {
    startPage(queryClient, to('/settings/health'));
    await vi.waitFor(() => expect(healthChunk.loaded()).toBeDefined());
    expect(settingsChunk.loaded()).toBeDefined();
    expect(dashboardChunk.loaded()).toBeUndefined();
    expect(startArea).not.toHaveBeenCalled();

    // The dashboard's chart too: the page renders with it instead of suspending there for it.
    startPage(queryClient, to('/dashboard'));
    await vi.waitFor(() => expect(dashboardChunk.loaded()).toBeDefined());
    expect(dashboardChartChunk.loaded()).toBeDefined();
    // Its first data is answered here, not in the next test's fake api.
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 5000 });
  });

  it("asks for a host page's first data beside its chunks, and its own query shows it without asking again", async () => {
    api.on('GET /due/overdue', () => ok({ conversations: 1, requests: 12 }));
    startPage(queryClient, to('/dashboard'));
    // Every card's query is on its way at once: none waits for the page's code.
    const first = dashboardFirstQueries().length;
    expect(queryClient.isFetching()).toBe(first);
    const asked = () => api.seen.map((request) => request.path);
    await vi.waitFor(() => expect(asked()).toHaveLength(first), { timeout: 5000 });
    expect(asked()).toEqual(
      expect.arrayContaining(['/due/overdue', '/coupons/statistics', '/support/admin/rooms']),
    );

    // The cards' own queries: the answered one is fresh, so it is not asked for again.
    const shown = await Promise.allSettled(
      dashboardFirstQueries().map(({ queryKey, queryFn }) =>
        queryClient.fetchQuery({ queryKey, queryFn }),
      ),
    );
    expect(shown).toContainEqual({
      status: 'fulfilled',
      value: { conversations: 1, requests: 12 },
    });
    expect(api.requestsTo('GET /due/overdue')).toHaveLength(1);
  });

  it('asks for nothing on a page its reader may not open: Health for a reviewer', async () => {
    await signedInAs('reviewer', async () => {
      startPage(queryClient, to('/settings/health'));
      await vi.waitFor(() => expect(healthChunk.loaded()).toBeDefined());
    });
    expect(api.seen).toEqual([]);
  });

  it("starts an area's code and first data for any other path, as the caller's intent asks", () => {
    startPage(queryClient, to('/members'), 'run');
    expect(startArea).toHaveBeenCalledWith(queryClient, to('/members'), 'run');
    startPage(queryClient, to('/coupons'));
    expect(startArea).toHaveBeenLastCalledWith(queryClient, to('/coupons'), 'fetch');
  });
});
