import { useAuthStore } from '@backoffice/shared/session';
import {
  readTokenExpiry,
  REFRESH_AHEAD_MS,
  refreshDelay,
  refreshOnce,
  startTokenRefresh,
  type RefreshDeps,
} from './token-refresh';

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT-shaped token expiring at `expMs` (the signature is not read by the client). */
const jwt = (expMs: number, id = 'x') =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ sub: id, exp: expMs / 1000 }))}.sig`;

const user = {
  id: 'ADM-1',
  name: 'Alex Admin',
  email: 'admin@backoffice.test',
  role: 'admin',
} as const;

/** A lock shared by the "tabs" of one test, run one task at a time like navigator.locks. */
function sharedLock(): RefreshDeps['withLock'] {
  let queue = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    // The caller still gets `run`'s rejection; only the next holder must not inherit it (a lock is
    // released when its task fails, as navigator.locks does).
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

afterEach(() => {
  vi.useRealTimers();
  useAuthStore.getState().logout();
});

describe('readTokenExpiry and refreshDelay', () => {
  it("reads a JWT's exp claim, and refreshes REFRESH_AHEAD_MS before it", () => {
    const exp = Date.parse('2026-03-01T18:00:00.000Z');
    expect(readTokenExpiry(jwt(exp))).toBe(exp);
    expect(refreshDelay(exp, exp - 8 * 3_600_000)).toBe(8 * 3_600_000 - REFRESH_AHEAD_MS);
    expect(refreshDelay(exp, exp - 60_000)).toBe(0);
  });

  it('gives null for a token that is not a JWT with exp', () => {
    expect(readTokenExpiry('opaque-token')).toBeNull();
    expect(readTokenExpiry(`a.${base64url('{"sub":"x"}')}.c`)).toBeNull();
    expect(readTokenExpiry('a.%%%.c')).toBeNull();
  });
});

describe('refreshOnce: one refresh for all tabs', () => {
  it('refreshes once when two tabs fire together; the second sees the new token and stops', async () => {
    const stored = { access: 'access-1', refresh: 'refresh-1' };
    const requestRefresh = vi.fn(async (refreshToken: string) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { access: `access-after-${refreshToken}`, refresh: 'refresh-2' };
    });
    const deps: RefreshDeps = {
      withLock: sharedLock(),
      readStoredAccessToken: () => stored.access,
      readStoredRefreshToken: () => stored.refresh,
      requestRefresh,
      applyUpdate: (update) => {
        stored.access = update.access;
        stored.refresh = update.refresh ?? stored.refresh;
      },
    };
    await Promise.all([refreshOnce('access-1', deps), refreshOnce('access-1', deps)]);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(requestRefresh).toHaveBeenCalledWith('refresh-1');
    expect(stored).toEqual({ access: 'access-after-refresh-1', refresh: 'refresh-2' });
  });
});

describe('startTokenRefresh', () => {
  it('refreshes ahead of expiry through the auth store, then schedules the new token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    vi.setSystemTime(now);
    const first = jwt(now + 8 * 3_600_000, 'first');
    const second = jwt(now + 16 * 3_600_000, 'second');
    const requestRefresh = vi
      .fn<RefreshDeps['requestRefresh']>()
      .mockResolvedValue({ access: second, refresh: 'refresh-2' });
    useAuthStore.getState().login({ access_token: first, refresh_token: 'refresh-1', user });
    const stop = startTokenRefresh({
      withLock: (task) => task(),
      readStoredAccessToken: () => localStorage.getItem('accessToken'),
      readStoredRefreshToken: () => localStorage.getItem('refreshToken'),
      requestRefresh,
      applyUpdate: (update) => useAuthStore.getState().updateToken(update),
    });
    try {
      await vi.advanceTimersByTimeAsync(8 * 3_600_000 - REFRESH_AHEAD_MS - 1);
      expect(requestRefresh).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(requestRefresh).toHaveBeenCalledWith('refresh-1');
      expect(useAuthStore.getState().accessToken).toBe(second);
      expect(localStorage.getItem('accessToken')).toBe(second);
      expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
      // The next refresh follows the new token's expiry.
      await vi.advanceTimersByTimeAsync(8 * 3_600_000);
      expect(requestRefresh).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });

  it('schedules nothing once signed out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const requestRefresh = vi.fn<RefreshDeps['requestRefresh']>();
    useAuthStore
      .getState()
      .login({ access_token: jwt(Date.now() + 600_000), refresh_token: 'r', user });
    const stop = startTokenRefresh({
      withLock: (task) => task(),
      readStoredAccessToken: () => localStorage.getItem('accessToken'),
      readStoredRefreshToken: () => 'r',
      requestRefresh,
      applyUpdate: vi.fn(),
    });
    useAuthStore.getState().logout();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(requestRefresh).not.toHaveBeenCalled();
    stop();
  });
});
