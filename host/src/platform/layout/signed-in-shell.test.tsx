import { loadRemoteApp } from '../federation/federation-runtime';
import { remoteAppQuery } from '../federation/remote-app-query';
import { useRemoteStatusStore } from '../federation/remote-status-store';
import { submissionsArea as submissions } from '../federation/testing/submissions-area';
import { createQuerySession, type QuerySession } from './session-query-client';
import { preloadPageForSignIn } from './signed-in-shell';

vi.mock('../federation/federation-runtime', () => ({
  pageAreaRuntime: { ready: vi.fn() },
  preloadArea: vi.fn(() => Promise.resolve(true)),
  loadRemoteApp: vi.fn(),
  reloadAreaList: vi.fn(),
}));

const target = { pathname: '/submissions', search: '?page=2' };
let session: QuerySession;
const areaCodeState = () =>
  session.client().getQueryState(remoteAppQuery(submissions.remote).queryKey)?.status;

describe('preloadPageForSignIn', () => {
  beforeEach(() => {
    useRemoteStatusStore.getState().setList({ areas: [submissions], rejected: [] });
    session = createQuerySession();
  });
  afterEach(() => {
    vi.clearAllMocks();
    session.dispose();
  });

  it("runs the target area's code into the session's QueryClient, so the shell's first render shows it", async () => {
    vi.mocked(loadRemoteApp).mockResolvedValue(() => null);

    preloadPageForSignIn(target, session);

    await vi.waitFor(() => expect(areaCodeState()).toBe('success'));
    expect(loadRemoteApp).toHaveBeenCalledTimes(1);
  });

  it('leaves an area whose code cannot load to its visit, which says so', async () => {
    vi.mocked(loadRemoteApp).mockRejectedValue(new Error('remote_submissions is down'));

    preloadPageForSignIn(target, session);

    await vi.waitFor(() => expect(areaCodeState()).toBe('error'));
  });
});
