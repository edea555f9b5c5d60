import { z } from 'zod';

/** SPEC.md §3's local storage keys of the device registration. */
export const DEVICE_ID_KEY = 'deviceId';
export const PUSH_TOKEN_KEY = 'fcmToken';

const deviceIdSchema = z.uuid();
const pushTokenSchema = z.string().min(1);

/** A stored value that is not what we wrote (edited by hand, an old format) counts as absent. */
function readValid(key: string, schema: z.ZodType<string>): string | null {
  const parsed = schema.safeParse(localStorage.getItem(key));
  return parsed.success ? parsed.data : null;
}

export function readDeviceId(): string | null {
  return readValid(DEVICE_ID_KEY, deviceIdSchema);
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
  return readValid(PUSH_TOKEN_KEY, pushTokenSchema);
}

export function storePushToken(token: string): void {
  localStorage.setItem(PUSH_TOKEN_KEY, token);
}

export function clearDeviceRegistration(): void {
  localStorage.removeItem(PUSH_TOKEN_KEY);
  localStorage.removeItem(DEVICE_ID_KEY);
}
