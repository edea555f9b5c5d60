import { z } from 'zod';
import type { TokenUpdate } from '../contract';
import { apiRequest } from '../http/api-request';
import { readStoredAccessToken, REFRESH_TOKEN_KEY, useAuthStore } from '@backoffice/shared/session';

/** The refresh runs this long before the access token's `exp`, so no request meets an expired one. */
export const REFRESH_AHEAD_MS = 5 * 60_000;
/** After a failed refresh (api unreachable), the next try; the token may still be valid. */
export const REFRESH_RETRY_MS = 30_000;
/** The Web Lock every tab of this origin takes before refreshing: one refresh for all tabs. */
export const REFRESH_LOCK_NAME = 'backoffice-token-refresh';

const jwtPayloadSchema = z.object({ exp: z.number() });

/** When the JWT `token` expires (ms since the epoch), from its `exp` claim; null if unreadable. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = jwtPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** How long to wait before refreshing a token that expires at `expiresAt`. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - REFRESH_AHEAD_MS - now);
}

export type RefreshDeps = {
  /** Runs `task` while no other tab runs it (the Web Locks API in a browser). */
  withLock: (task: () => Promise<void>) => Promise<void>;
  readStoredAccessToken: () => string | null;
  readStoredRefreshToken: () => string | null;
  /** POST /auth/refresh. */
  requestRefresh: (refreshToken: string) => Promise<TokenUpdate>;
  applyUpdate: (update: TokenUpdate) => void;
};

/**
 * Refreshes the session that `scheduledFor` belongs to, once for all tabs: inside the lock, a
 * stored access token that is no longer `scheduledFor` means another tab has refreshed already
 * (or the session ended), and this tab only picks the new tokens up (the storage event has done
 * that). Sending the same refresh token twice would revoke the whole family on the api.
 */
export async function refreshOnce(scheduledFor: string, deps: RefreshDeps): Promise<void> {
  await deps.withLock(async () => {
    if (deps.readStoredAccessToken() !== scheduledFor) return;
    const refreshToken = deps.readStoredRefreshToken();
    if (!refreshToken) return;
    deps.applyUpdate(await deps.requestRefresh(refreshToken));
  });
}

async function browserLock(task: () => Promise<void>): Promise<void> {
  // Without Web Locks (very old browsers) the stored-token check above still avoids most repeats.
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  await navigator.locks.request(REFRESH_LOCK_NAME, task);
}

export const browserRefreshDeps: RefreshDeps = {
  withLock: browserLock,
  readStoredAccessToken,
  readStoredRefreshToken: () => localStorage.getItem(REFRESH_TOKEN_KEY),
  requestRefresh: (refreshToken) =>
    apiRequest('refresh', { body: { refresh_token: refreshToken } }),
  applyUpdate: (update) => useAuthStore.getState().updateToken(update),
};

/**
 * Keeps the signed-in session alive: for each access token the page holds, a refresh is set for
 * REFRESH_AHEAD_MS before its expiry (docs/spec.md's 401 rule is untouched: a 401 still ends the
 * session, with no refresh attempted). A refresh made by another tab arrives through storage and
 * reschedules this one. Returns the stop function.
 */
export function startTokenRefresh(deps: RefreshDeps = browserRefreshDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | null = null;
  const schedule = (token: string | null, delay?: number) => {
    clearTimeout(timer);
    scheduledFor = token;
    const expiresAt = token ? readTokenExpiry(token) : null;
    if (!token || expiresAt === null) return;
    timer = setTimeout(
      () => {
        refreshOnce(token, deps).catch((error: unknown) => {
          console.warn('The session could not be refreshed; trying again shortly', error);
          if (scheduledFor === token && Date.now() < expiresAt) schedule(token, REFRESH_RETRY_MS);
        });
      },
      delay ?? refreshDelay(expiresAt, Date.now()),
    );
  };
  const follow = () => {
    const { isAuthenticated, accessToken } = useAuthStore.getState();
    const token = isAuthenticated ? accessToken : null;
    if (token !== scheduledFor) schedule(token);
  };
  const unsubscribe = useAuthStore.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    clearTimeout(timer);
    scheduledFor = null;
  };
}
