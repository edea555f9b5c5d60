import type { SigninResponse } from '../contract';
import { rehydrateAuth, isAuthenticatedWithToken, useAuthStore } from './auth-store';
import { useNotificationStore } from './notification-store';
import { readPersistedRoot } from './persist-root';
import { ACCESS_TOKEN_KEY, PERSIST_ROOT_KEY, REFRESH_TOKEN_KEY } from './storage-keys';

const signin: SigninResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user: { id: 'u1', name: 'Ada Admin', email: 'admin@backoffice.test', role: 'admin' },
};

beforeEach(() => {
  useAuthStore.getState().logout();
  useNotificationStore.getState().setHasNewNotification(false);
  localStorage.clear();
});

describe('login store', () => {
  it('login sets the state from the sign-in response and stores both tokens', () => {
    useAuthStore.getState().login(signin);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: signin.user,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(isAuthenticatedWithToken()).toBe(true);
  });

  it('updateToken sets the access token and keeps the refresh token unless given', () => {
    useAuthStore.getState().login(signin);
    useAuthStore.getState().updateToken({ access: 'access-2' });
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-1',
    });
    useAuthStore.getState().updateToken({ access: 'access-3', refresh: 'refresh-3' });
    expect(useAuthStore.getState().refreshToken).toBe('refresh-3');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-3');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-3');
  });

  it('logout clears all login state and the stored tokens', () => {
    useAuthStore.getState().login(signin);
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      accessToken: null,
      refreshToken: null,
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(isAuthenticatedWithToken()).toBe(false);
  });

  it('is not authenticated when the stored token is gone, whatever the state says', () => {
    useAuthStore.getState().login(signin);
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    expect(isAuthenticatedWithToken()).toBe(false);
  });
});

describe('persistence under persist:root', () => {
  it('stores exactly the login and notification slices together', () => {
    useAuthStore.getState().login(signin);
    useNotificationStore.getState().setHasNewNotification(true);
    const stored = JSON.parse(localStorage.getItem(PERSIST_ROOT_KEY) ?? 'null') as unknown;
    expect(stored).toEqual({
      login: {
        isAuthenticated: true,
        user: signin.user,
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
      },
      notification: { hasNewNotification: true },
    });
  });

  it('restores authentication and the user when a stored access token exists', () => {
    useAuthStore.getState().login(signin);
    useAuthStore.setState({ isAuthenticated: false, user: null, accessToken: null });
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(
      PERSIST_ROOT_KEY,
      JSON.stringify({
        login: {
          ...signin,
          isAuthenticated: true,
          accessToken: 'access-1',
          refreshToken: 'refresh-1',
        },
      }),
    );
    rehydrateAuth();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: signin.user,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
  });

  it('does not restore authentication without a stored token, even if persist:root says so', () => {
    localStorage.setItem(
      PERSIST_ROOT_KEY,
      JSON.stringify({
        login: { isAuthenticated: true, user: signin.user, accessToken: 'x', refreshToken: 'y' },
      }),
    );
    rehydrateAuth();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, accessToken: null });
  });

  it('discards a corrupt persist:root and starts clean', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const corrupt of ['{not json', JSON.stringify({ login: { isAuthenticated: 'yes' } })]) {
      localStorage.setItem(PERSIST_ROOT_KEY, corrupt);
      localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
      expect(readPersistedRoot()).toEqual({});
      expect(localStorage.getItem(PERSIST_ROOT_KEY)).toBeNull();
      rehydrateAuth();
      expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: null });
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('retries a failing write and gives up with an error after 5000 ms', () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      useNotificationStore.getState().setHasNewNotification(true);
      vi.advanceTimersByTime(4900);
      expect(error).not.toHaveBeenCalled();
      const attempts = setItem.mock.calls.length;
      expect(attempts).toBeGreaterThan(1);
      vi.advanceTimersByTime(200);
      expect(error).toHaveBeenCalledWith(
        'Gave up saving persist:root after 5000 ms',
        expect.any(DOMException),
      );
      vi.advanceTimersByTime(1000);
      expect(setItem.mock.calls.length).toBe(attempts + 1);
    } finally {
      setItem.mockRestore();
      error.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('other tabs', () => {
  it('follows a sign-out made in another tab', () => {
    useAuthStore.getState().login(signin);
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: null }));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
