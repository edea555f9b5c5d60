import { createQueryClient } from '@backoffice/shared';
import { startArea } from '../federation/area-preload';
import { dashboardChunk, healthChunk, settingsChunk } from './host-page-chunks';
import { startPage } from './start-page';

vi.mock('../federation/area-preload', () => ({ startArea: vi.fn() }));
vi.mock('../../features/dashboard/dashboard-page', () => ({ default: () => null }));
vi.mock('../../features/settings/settings-pages', () => ({ SettingsLayout: () => null }));
vi.mock('../../features/health/health-page', () => ({ default: () => null }));

const queryClient = createQueryClient();
const to = (pathname: string) => ({ pathname, search: '' });

describe('startPage', () => {
  afterEach(() => vi.mocked(startArea).mockClear());

  it("starts a host page's chunks, and only that page's: Health is Settings' layout and its own page", async () => {
    startPage(queryClient, to('/settings/health'));
    await vi.waitFor(() => expect(healthChunk.loaded()).toBeDefined());
    expect(settingsChunk.loaded()).toBeDefined();
    expect(dashboardChunk.loaded()).toBeUndefined();
    expect(startArea).not.toHaveBeenCalled();

    startPage(queryClient, to('/dashboard'));
    await vi.waitFor(() => expect(dashboardChunk.loaded()).toBeDefined());
  });

  it("starts an area's code and first data for any other path, as the caller's intent asks", () => {
    startPage(queryClient, to('/members'), 'run');
    expect(startArea).toHaveBeenCalledWith(queryClient, to('/members'), 'run');
    startPage(queryClient, to('/coupons'));
    expect(startArea).toHaveBeenLastCalledWith(queryClient, to('/coupons'), 'fetch');
  });
});
