import type { AuthUser } from '../contract';
import { isAuthUser, isNullableString, isRecord, pickAuthUser } from './guards';
import { PERSIST_ROOT_KEY } from './storage-keys';

/**
 * The two slices that survive a reload (docs/spec.md §9), stored together under `persist:root`.
 * Writes are synchronous; a write that throws (storage full or blocked) is retried until
 * PERSIST_WRITE_TIMEOUT_MS after its first failure, then dropped with an error in the console so
 * the app keeps working on its in-memory state.
 */
export const PERSIST_WRITE_TIMEOUT_MS = 5000;
const PERSIST_RETRY_INTERVAL_MS = 250;

export type PersistedLogin = {
  isAuthenticated: boolean;
  user: AuthUser | null;
  accessToken: string | null;
  refreshToken: string | null;
};
export type PersistedNotification = { hasNewNotification: boolean };
export type PersistedRoot = { login?: PersistedLogin; notification?: PersistedNotification };

/** The stored value as PersistedRoot (unknown keys dropped), or null when it is not one. */
export function parsePersistedRoot(value: unknown): PersistedRoot | null {
  if (!isRecord(value)) return null;
  const root: PersistedRoot = {};
  const { login, notification } = value;
  if (login !== undefined) {
    if (
      !isRecord(login) ||
      typeof login.isAuthenticated !== 'boolean' ||
      !(login.user === null || isAuthUser(login.user)) ||
      !isNullableString(login.accessToken) ||
      !isNullableString(login.refreshToken)
    ) {
      return null;
    }
    root.login = {
      isAuthenticated: login.isAuthenticated,
      user: login.user && pickAuthUser(login.user),
      accessToken: login.accessToken,
      refreshToken: login.refreshToken,
    };
  }
  if (notification !== undefined) {
    if (!isRecord(notification) || typeof notification.hasNewNotification !== 'boolean') {
      return null;
    }
    root.notification = { hasNewNotification: notification.hasNewNotification };
  }
  return root;
}

/** The stored slices; a corrupt or foreign value is removed and ignored. */
export function readPersistedRoot(): PersistedRoot {
  const raw = localStorage.getItem(PERSIST_ROOT_KEY);
  if (raw === null) return {};
  try {
    const parsed = parsePersistedRoot(JSON.parse(raw));
    if (parsed) return parsed;
  } catch {
    // Not JSON: handled as corrupt below.
  }
  console.warn(`Discarding corrupt ${PERSIST_ROOT_KEY} from local storage`);
  localStorage.removeItem(PERSIST_ROOT_KEY);
  return {};
}

let pendingWrite: { root: PersistedRoot; firstFailureAt: number } | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function write(root: PersistedRoot): void {
  clearTimeout(retryTimer);
  try {
    localStorage.setItem(PERSIST_ROOT_KEY, JSON.stringify(root));
    pendingWrite = null;
  } catch (error) {
    const firstFailureAt = pendingWrite?.firstFailureAt ?? Date.now();
    if (Date.now() - firstFailureAt >= PERSIST_WRITE_TIMEOUT_MS) {
      pendingWrite = null;
      console.error(
        `Gave up saving ${PERSIST_ROOT_KEY} after ${PERSIST_WRITE_TIMEOUT_MS} ms`,
        error,
      );
      return;
    }
    pendingWrite = { root, firstFailureAt };
    retryTimer = setTimeout(() => {
      if (pendingWrite) write(pendingWrite.root);
    }, PERSIST_RETRY_INTERVAL_MS);
  }
}

/** Saves one slice next to the other; a newer state replaces a write still waiting to retry. */
export function persistSlice<K extends keyof PersistedRoot>(
  key: K,
  value: NonNullable<PersistedRoot[K]>,
): void {
  const base = pendingWrite?.root ?? readPersistedRoot();
  write({ ...base, [key]: value });
}
