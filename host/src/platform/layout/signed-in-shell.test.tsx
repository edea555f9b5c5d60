import { loadRemoteApp } from '../federation/federation-runtime';
import { remoteAppQuery } from '../federation/remote-app-query';
import { useRemoteStatusStore } from '../federation/remote-status-store';
import { submissionsArea as submissions } from '../federation/testing/submissions-area';
import { warmUpPage } from './page-warmup';
import { endQuerySession, sessionQueryClient } from './session-query-client';
import { preloadAreaForSignIn, startAreaForSession } from './signed-in-shell';

vi.mock('../federation/federation-runtime', () => ({
  ensureFederation: vi.fn(),
  preloadArea: vi.fn(() => Promise.resolve(true)),
  loadRemoteApp: vi.fn(),
  reloadAreaList: vi.fn(),
}));
const cancelWarmUp = vi.fn();
vi.mock('./page-warmup', () => ({
  warmUpPage: vi.fn(() => ({ cancel: cancelWarmUp, finished: Promise.resolve(true) })),
}));

const target = { pathname: '/submissions', search: '?page=2' };
const idleMoments: (() => void)[] = [];
const areaCodeRun = () =>
  sessionQueryClient().getQueryData(remoteAppQuery(submissions.remote).queryKey) !== undefined;

describe('preloadAreaForSignIn', () => {
  beforeEach(() => {
    useRemoteStatusStore.getState().setList({ areas: [submissions], rejected: [] });
    vi.mocked(loadRemoteApp).mockResolvedValue(() => null);
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleMoments.push(task));
    vi.stubGlobal('cancelIdleCallback', () => idleMoments.splice(0));
  });
  afterEach(() => {
    idleMoments.splice(0);
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    endQuerySession();
  });

  const nextIdleMoment = () => idleMoments.shift()?.();

  it("warms the target page up at idle once its area's code has run, and sign-in stops it", async () => {
    let codeRunAtWarmUp = false;
    vi.mocked(warmUpPage).mockImplementationOnce(() => {
      codeRunAtWarmUp = areaCodeRun();
      return { cancel: cancelWarmUp, finished: Promise.resolve(true) };
    });

    preloadAreaForSignIn(target);
    await vi.waitFor(() => expect(idleMoments).toHaveLength(1));
    expect(warmUpPage).not.toHaveBeenCalled();
    nextIdleMoment();

    expect(warmUpPage).toHaveBeenCalledTimes(1);
    expect(codeRunAtWarmUp).toBe(true);
    startAreaForSession(target);
    expect(cancelWarmUp).toHaveBeenCalledTimes(1);
  });

  it('warms nothing up when the person signs in before the idle moment', async () => {
    preloadAreaForSignIn(target);
    await vi.waitFor(() => expect(idleMoments).toHaveLength(1));

    startAreaForSession(target);

    expect(idleMoments).toHaveLength(0);
    expect(warmUpPage).not.toHaveBeenCalled();
  });

  it("warms nothing up when the area's code cannot load: its visit says so", async () => {
    vi.mocked(loadRemoteApp).mockRejectedValue(new Error('remote_submissions is down'));

    preloadAreaForSignIn(target);
    await vi.waitFor(() =>
      expect(
        sessionQueryClient().getQueryState(remoteAppQuery(submissions.remote).queryKey)?.status,
      ).toBe('error'),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(idleMoments).toHaveLength(0);
    expect(warmUpPage).not.toHaveBeenCalled();
  });
});
