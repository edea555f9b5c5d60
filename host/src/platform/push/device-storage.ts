/** docs/spec.md §3's local storage keys of the device registration. */
export const DEVICE_ID_KEY = 'deviceId';
export const PUSH_TOKEN_KEY = 'fcmToken';

// The push root reads these on every page, /login included: hand checks, not zod (see the
// session entry's guards.ts).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isDeviceId = (value: string) => UUID.test(value);
const isPushToken = (value: string) => value.length > 0;

/** A stored value that is not what we wrote (edited by hand, an old format) counts as absent. */
function readValid(key: string, isValid: (value: string) => boolean): string | null {
  const value = localStorage.getItem(key);
  return value !== null && isValid(value) ? value : null;
}

export function readDeviceId(): string | null {
  return readValid(DEVICE_ID_KEY, isDeviceId);
}

/** The stored device id, or a new random UUID, stored first. */
export function ensureDeviceId(): string {
  const existing = readDeviceId();
  if (existing) return existing;
  const created = crypto.randomUUID();
  localStorage.setItem(DEVICE_ID_KEY, created);
  return created;
}

export function readStoredPushToken(): string | null {
  return readValid(PUSH_TOKEN_KEY, isPushToken);
}

export function storePushToken(token: string): void {
  localStorage.setItem(PUSH_TOKEN_KEY, token);
}

/** Whether this browser holds a device registration that signing out must remove. */
export function hasDeviceRegistration(): boolean {
  return (
    localStorage.getItem(DEVICE_ID_KEY) !== null || localStorage.getItem(PUSH_TOKEN_KEY) !== null
  );
}

export function clearDeviceRegistration(): void {
  localStorage.removeItem(PUSH_TOKEN_KEY);
  localStorage.removeItem(DEVICE_ID_KEY);
}
