import { loadRemoteApp } from '../federation/federation-runtime';
import { federationKeys } from '../federation/federation-keys';
import { useRemoteStatusStore } from '../federation/remote-status-store';
import { stubAreaRuntime } from '../federation/testing/stub-area-runtime';
import { submissionsArea as submissions } from '../federation/testing/submissions-area';
import { chunk } from './loaded-chunk';
import type { HostPage } from './page';
import type { SessionLoading } from './page-loader';
import { createSessionLoading } from './session-loading';

vi.mock('../federation/federation-runtime', () => ({
  createAreaRuntime: () => stubAreaRuntime(),
  fetchAreaCode: vi.fn(() => Promise.resolve(true)),
  loadRemoteApp: vi.fn(),
  reloadAreaList: vi.fn(),
}));

const target = { pathname: '/submissions', search: '?page=2' };
let session: SessionLoading;
const areaCodeState = () =>
  session.queryClient().getQueryState(federationKeys.app(submissions.remote))?.status;

describe('the session part, while the person types on /login', () => {
  beforeEach(() => {
    useRemoteStatusStore.getState().setList({ areas: [submissions], rejected: [] });
    session = createSessionLoading();
  });
  afterEach(() => {
    vi.clearAllMocks();
    session.end();
  });

  it("runs the target area's code into the session's QueryClient, so the shell's first render shows it", async () => {
    vi.mocked(loadRemoteApp).mockResolvedValue(() => null);

    session.load(target, 'type', undefined);

    await vi.waitFor(() => expect(areaCodeState()).toBe('success'));
    expect(loadRemoteApp).toHaveBeenCalledTimes(1);
  });

  it('leaves an area whose code cannot load to its visit, which says so', async () => {
    vi.mocked(loadRemoteApp).mockRejectedValue(new Error('remote_submissions is down'));

    session.load(target, 'type', undefined);

    await vi.waitFor(() => expect(areaCodeState()).toBe('error'));
  });
});

describe("the session's QueryClient", () => {
  const key = ['submissions', 'list'];

  it('is one client for the whole session, dropped with its data when the session ends', () => {
    const session = createSessionLoading();
    const signedIn = session.queryClient();
    expect(session.queryClient()).toBe(signedIn);
    signedIn.setQueryData(key, ['a request']);

    session.end();

    expect(signedIn.getQueryData(key)).toBeUndefined();
    const next = session.queryClient();
    expect(next).not.toBe(signedIn);
    expect(next.getQueryData(key)).toBeUndefined();
    session.end();
  });

  it('shares no client with another session', () => {
    const one = createSessionLoading();
    const other = createSessionLoading();
    one.queryClient().setQueryData(key, ['a request']);
    expect(other.queryClient()).not.toBe(one.queryClient());
    expect(other.queryClient().getQueryData(key)).toBeUndefined();
    one.end();
    other.end();
  });
});

describe('the session part, for a host page', () => {
  const dashboard: HostPage = {
    path: '/dashboard',
    code: [chunk(() => Promise.resolve({ default: () => null }))],
  };
  const to = { pathname: '/dashboard', search: '' };

  it('reads the area list when the person signs in or lands there: the nav needs it at once', () => {
    for (const intent of ['sign-in', 'land'] as const) {
      const session = createSessionLoading();
      session.load(to, intent, dashboard);
      expect(session.areas.ready).toHaveBeenCalledTimes(1);
      session.end();
    }
  });

  it('leaves it alone while the person types on /login, or points at a link', () => {
    const session = createSessionLoading();
    session.load(to, 'type', dashboard);
    session.load(to, 'point', dashboard);
    expect(session.areas.ready).not.toHaveBeenCalled();
    session.end();
  });
});
