import { z } from 'zod';
import { authUserSchema } from '../contract';
import { PERSIST_ROOT_KEY } from './storageKeys';

/**
 * The two slices that survive a reload (SPEC.md §9), stored together under `persist:root`.
 * Writes are synchronous; a write that throws (storage full or blocked) is retried until
 * PERSIST_WRITE_TIMEOUT_MS after its first failure, then dropped with an error in the console so
 * the app keeps working on its in-memory state.
 */
export const PERSIST_WRITE_TIMEOUT_MS = 5000;
const PERSIST_RETRY_INTERVAL_MS = 250;

export const persistedLoginSchema = z.object({
  isAuthenticated: z.boolean(),
  user: authUserSchema.nullable(),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
});
export const persistedNotificationSchema = z.object({ hasNewNotification: z.boolean() });

export const persistedRootSchema = z.object({
  login: persistedLoginSchema.optional(),
  notification: persistedNotificationSchema.optional(),
});
export type PersistedRoot = z.infer<typeof persistedRootSchema>;

/** The stored slices; a corrupt or foreign value is removed and ignored. */
export function readPersistedRoot(): PersistedRoot {
  const raw = localStorage.getItem(PERSIST_ROOT_KEY);
  if (raw === null) return {};
  try {
    const parsed = persistedRootSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
