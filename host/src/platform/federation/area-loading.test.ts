import { createQueryClient, type FirstRequest } from '@backoffice/shared';
import type { CarriedFirstPage } from '@backoffice/shared/session';
import type { QueryClient } from '@tanstack/react-query';
import type { Area } from './area-list';
import { createNavigations, type Navigations } from '../routing/navigations';
import {
  FIRST_PAGE_WAIT_MS,
  loadArea,
  loadEveryAreaCode,
  navigateWhenAreaReady,
} from './area-loading';
import { fetchAreaCode, loadRemoteApp } from './federation-runtime';
import { federationKeys } from './federation-keys';
import { useRemoteStatusStore } from './remote-status-store';
import { stubAreaRuntime } from './testing/stub-area-runtime';
import { submissionsArea as submissions } from './testing/submissions-area';

vi.mock('./federation-runtime', () => ({
  fetchAreaCode: vi.fn(() => Promise.resolve(true)),
  loadRemoteApp: vi.fn(() => Promise.resolve(() => null)),
}));
const declaration: FirstRequest = {
  endpoint: 'fundingList',
  key: ['submissions', 'list'],
  query: {
    page: { search: 'page', default: 1, number: true },
    limit: { default: 20, number: true },
  },
  staleTimeMs: 30_000,
};
/** The same list with its day range from the URL, and a link whose range ends before it starts. */
const ranged: FirstRequest = {
  ...declaration,
  query: { ...declaration.query, from: { search: 'from' }, to: { search: 'to' } },
};
const reversedRange = '?from=2026-03-01&to=2026-02-01';
const runtime = stubAreaRuntime();

/** A link to the area pointed at: its declared first request, asked for beside its code. */
function pointAt(queryClient: QueryClient, area: Area, search: string) {
  useRemoteStatusStore.getState().setList({ areas: [area], rejected: [] });
  loadArea(queryClient, runtime, { pathname: area.path, search }, 'point');
}

/** Signed in to the area's `?page=2` with the page the answer carried. */
function signInWith(queryClient: QueryClient, carried: CarriedFirstPage) {
  const area = { ...submissions, firstRequest: declaration };
  useRemoteStatusStore.getState().setList({ areas: [area], rejected: [] });
  loadArea(queryClient, runtime, { pathname: area.path, search: '?page=2' }, 'sign-in', carried);
}

/** Signing in runs the area's code too: done before the next test counts its runs. */
async function areaCodeRun() {
  await vi.waitFor(() => expect(loadRemoteApp).toHaveBeenCalled());
  vi.mocked(loadRemoteApp).mockClear();
}

describe('loadArea', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the declared first request in the cache under the key the area reads, fresh', async () => {
    const page = { items: [], total: 0, page: 2, limit: 20 };
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ data: page }, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    pointAt(queryClient, { ...submissions, firstRequest: declaration }, '?page=2');
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryState(['submissions', 'list', { page: 2, limit: 20 }])?.status,
      ).toBe('success'),
    );
    const key = ['submissions', 'list', { page: 2, limit: 20 }];
    expect(queryClient.getQueryData(key)).toEqual(page);
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(asked.pathname).toBe('/funding-requests/dashboard/funding/list');
    expect(asked.search).toBe('?page=2&limit=20');
    // SPEC's default is "stale at once"; this request stays fresh, so the area does not refetch.
    expect(queryClient.getQueryDefaults(key).staleTime).toBe(30_000);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('puts the page the sign-in answer carried in the cache, fresh, without asking', async () => {
    const page = { items: [], total: 0, page: 2, limit: 20 };
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    signInWith(queryClient, { endpoint: 'fundingList', query: { page: 2, limit: 20 }, data: page });
    const key = ['submissions', 'list', { page: 2, limit: 20 }];
    expect(queryClient.getQueryData(key)).toEqual(page);
    expect(queryClient.getQueryDefaults(key).staleTime).toBe(30_000);
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/funding-requests/'),
      expect.anything(),
    );
    await areaCodeRun();
  });

  it('asks for the page itself when the one the sign-in answer carried is another read', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        Response.json({ data: { items: [], total: 0, page: 2, limit: 20 } }, { status: 200 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    signInWith(createQueryClient(), {
      endpoint: 'fundingList',
      query: { page: 1, limit: 20 },
      data: {},
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).search).toBe('?page=2&limit=20');
    await areaCodeRun();
  });

  it('asks nothing for parameters the api refuses together: the area says why instead', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    pointAt(queryClient, { ...submissions, firstRequest: ranged }, reversedRange);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('does nothing for an area that declares no first request', () => {
    const queryClient = createQueryClient();
    pointAt(queryClient, submissions, '');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('sends the first request before it returns once the area list has been read', () => {
    useRemoteStatusStore
      .getState()
      .setList({ areas: [{ ...submissions, firstRequest: declaration }], rejected: [] });
    const fetchMock = vi.fn<typeof fetch>().mockReturnValue(new Promise(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    // Sign-in calls this before React renders the signed-in shell: nothing may wait for a tick,
    // not even the federation runtime being asked for the area's code (usually there already).
    loadArea(createQueryClient(), runtime, { pathname: '/submissions', search: '' }, 'point');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).pathname).toBe(
      '/funding-requests/dashboard/funding/list',
    );
    expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(fetchAreaCode).mock.invocationCallOrder.at(-1)!,
    );
  });

  it("runs the area's code into the query its route renders from when the person is surely going", async () => {
    useRemoteStatusStore.getState().setList({ areas: [submissions], rejected: [] });
    const queryClient = createQueryClient();
    loadArea(
      queryClient,
      runtime,
      { pathname: '/submissions/ticket-details/7', search: '' },
      'point',
    );
    await vi.waitFor(() =>
      expect(fetchAreaCode).toHaveBeenCalledWith('remote_submissions', runtime),
    );
    expect(loadRemoteApp).not.toHaveBeenCalled();

    loadArea(queryClient, runtime, { pathname: '/submissions', search: '' }, 'land');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(federationKeys.app('remote_submissions'))).toBeDefined(),
    );
    expect(loadRemoteApp).toHaveBeenCalledWith('remote_submissions', runtime);
  });

  it('a clicked link runs only what its area first renders: its lazy parts are not fetched', async () => {
    const members: Area = { ...submissions, remote: 'remote_members', path: '/members' };
    useRemoteStatusStore.getState().setList({ areas: [members], rejected: [] });
    vi.mocked(fetchAreaCode).mockClear();
    const queryClient = createQueryClient();
    loadArea(queryClient, runtime, { pathname: '/members', search: '' }, 'click');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(federationKeys.app('remote_members'))).toBeDefined(),
    );
    expect(fetchAreaCode).not.toHaveBeenCalled();
  });

  it("runs every area's fetched code at idle, leaving a remote that could not be fetched to its visit", async () => {
    const members: Area = { ...submissions, remote: 'remote_members', path: '/members' };
    useRemoteStatusStore.getState().setList({ areas: [submissions, members], rejected: [] });
    vi.mocked(fetchAreaCode).mockImplementation((remote) =>
      Promise.resolve(remote === 'remote_members'),
    );
    vi.mocked(loadRemoteApp).mockClear();
    await loadEveryAreaCode(createQueryClient(), runtime, () => false);
    expect(vi.mocked(loadRemoteApp).mock.calls).toEqual([['remote_members', runtime]]);
  });
});

describe('navigateWhenAreaReady', () => {
  const landing = { pathname: '/submissions', search: '' };
  const firstPage = ['submissions', 'list', { page: 1, limit: 20 }];
  const page = { items: [], total: 0, page: 1, limit: 20 };
  const declared = () =>
    useRemoteStatusStore
      .getState()
      .setList({ areas: [{ ...submissions, firstRequest: declaration }], rejected: [] });
  const withCodeRun = () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(federationKeys.app('remote_submissions'), () => () => null);
    return queryClient;
  };

  /** The declared first page is asked for and never answered; timers are the test's. */
  const declaredWithFirstPageNeverAnswered = () => {
    declared();
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise(() => undefined)),
    );
  };

  let navigations: Navigations;
  beforeEach(() => {
    navigations = createNavigations();
  });
  afterEach(() => {
    navigations.dispose();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes at once, rendering in one pass, when the code has run and the first page is cached', () => {
    declared();
    const queryClient = withCodeRun();
    queryClient.setQueryData(firstPage, page);
    const navigate = vi.fn();
    navigateWhenAreaReady(queryClient, landing, navigate, navigations);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigations.takeAtOnce('/submissions')).toBe(true);
  });

  it('waits for the first page when only that is missing, then renders in one pass', async () => {
    declared();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise((resolve) => (answer = resolve))),
    );
    const navigate = vi.fn();
    navigateWhenAreaReady(withCodeRun(), landing, navigate, navigations);
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    answer(Response.json({ data: page }, { status: 200 }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigations.takeAtOnce('/submissions')).toBe(true);
  });

  it('waits no longer than FIRST_PAGE_WAIT_MS, then goes as a transition', async () => {
    declaredWithFirstPageNeverAnswered();
    const navigate = vi.fn();
    navigateWhenAreaReady(withCodeRun(), landing, navigate, navigations);
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigations.takeAtOnce(landing.pathname)).toBe(false);
  });

  it('lets a later move win over a switch still waiting for its first page', async () => {
    declaredWithFirstPageNeverAnswered();
    const waiting = vi.fn();
    navigateWhenAreaReady(withCodeRun(), landing, waiting, navigations);
    const later = vi.fn();
    navigateWhenAreaReady(withCodeRun(), { pathname: '/settings', search: '' }, later, navigations);
    expect(later).toHaveBeenCalledTimes(1);
    const afterBack = vi.fn();
    navigateWhenAreaReady(withCodeRun(), landing, afterBack, navigations);
    window.history.pushState(null, '', '/elsewhere');
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS);
    expect(waiting).not.toHaveBeenCalled();
    expect(afterBack).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it("goes at once, as a transition, while the area's code is not there: nothing to wait for", () => {
    declared();
    const queryClient = createQueryClient();
    queryClient.setQueryData(firstPage, page);
    const navigate = vi.fn();
    navigateWhenAreaReady(queryClient, landing, navigate, navigations);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigations.takeAtOnce(landing.pathname)).toBe(false);
  });

  it('renders an area that declares no first request in one pass once its code has run', () => {
    useRemoteStatusStore.getState().setList({ areas: [submissions], rejected: [] });
    const navigate = vi.fn();
    navigateWhenAreaReady(withCodeRun(), landing, navigate, navigations);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigations.takeAtOnce('/submissions')).toBe(true);
  });

  it('renders a link the api would refuse in one pass, with nothing to wait for', () => {
    useRemoteStatusStore
      .getState()
      .setList({ areas: [{ ...submissions, firstRequest: ranged }], rejected: [] });
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    navigateWhenAreaReady(
      withCodeRun(),
      { ...landing, search: reversedRange },
      navigate,
      navigations,
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigations.takeAtOnce('/submissions')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes at once, as a transition, to a page no area owns', () => {
    useRemoteStatusStore.getState().setList({ areas: [submissions], rejected: [] });
    const navigate = vi.fn();
    navigateWhenAreaReady(
      withCodeRun(),
      { pathname: '/settings', search: '' },
      navigate,
      navigations,
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigations.takeAtOnce('/settings')).toBe(false);
  });
});
