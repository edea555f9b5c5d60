import { create } from 'zustand';
import type { AuthUser, SigninResponse, TokenUpdate } from '../contract';
import { persistSlice, readPersistedRoot } from './persist-root';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, readStoredAccessToken } from './storage-keys';

/** The login state of docs/spec.md §3. */
export type LoginState = {
  isAuthenticated: boolean;
  user: AuthUser | null;
  accessToken: string | null;
  refreshToken: string | null;
};

export type AuthStore = LoginState & {
  login: (response: SigninResponse) => void;
  logout: () => void;
  updateToken: (update: TokenUpdate) => void;
  /** The signed-in account as the api now sees it (an owner may have changed its role). */
  updateUser: (user: AuthUser) => void;
};

const loggedOut: LoginState = {
  isAuthenticated: false,
  user: null,
  accessToken: null,
  refreshToken: null,
};

/**
 * docs/spec.md §4: authentication is restored only when a stored access token exists; the persisted
 * slice supplies the user. Without the token, a persisted "authenticated" is not trusted.
 */
export function restoreLoginState(): LoginState {
  const accessToken = readStoredAccessToken();
  if (!accessToken) return loggedOut;
  const persisted = readPersistedRoot().login;
  return {
    isAuthenticated: true,
    user: persisted?.user ?? null,
    accessToken,
    refreshToken: localStorage.getItem(REFRESH_TOKEN_KEY) ?? persisted?.refreshToken ?? null,
  };
}

export const useAuthStore = create<AuthStore>()((set) => ({
  ...restoreLoginState(),
  login: (response) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, response.access_token);
    localStorage.setItem(REFRESH_TOKEN_KEY, response.refresh_token);
    set({
      isAuthenticated: true,
      user: response.user,
      accessToken: response.access_token,
      refreshToken: response.refresh_token,
    });
  },
  logout: () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    set(loggedOut);
  },
  updateToken: ({ access, refresh }) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, access);
    if (refresh !== undefined) localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
    set((state) => ({ accessToken: access, refreshToken: refresh ?? state.refreshToken }));
  },
  updateUser: (user) => set((state) => (state.isAuthenticated ? { user } : {})),
}));

useAuthStore.subscribe(({ isAuthenticated, user, accessToken, refreshToken }) =>
  persistSlice('login', { isAuthenticated, user, accessToken, refreshToken }),
);

/** Re-reads storage, e.g. after another tab signed in or out. */
export function rehydrateAuth(): void {
  useAuthStore.setState(restoreLoginState());
}

// Signing out (or in) in one tab applies to every open tab of the dashboard.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) rehydrateAuth();
  });
}

export const selectIsAuthenticated = (state: AuthStore) => state.isAuthenticated;
export const selectUser = (state: AuthStore) => state.user;
export const selectAccessToken = (state: AuthStore) => state.accessToken;

/** The protection rule: the login state says authenticated and an access token is stored. */
export function isAuthenticatedWithToken(): boolean {
  return useAuthStore.getState().isAuthenticated && readStoredAccessToken() !== null;
}

/** `isAuthenticatedWithToken` for components: re-renders when the login state changes. */
export function useIsAuthenticatedWithToken(): boolean {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const accessToken = useAuthStore(selectAccessToken);
  return isAuthenticated && accessToken !== null && readStoredAccessToken() !== null;
}
