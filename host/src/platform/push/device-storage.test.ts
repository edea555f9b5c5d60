import {
  clearDeviceRegistration,
  DEVICE_ID_KEY,
  ensureDeviceId,
  PUSH_TOKEN_KEY,
  readDeviceId,
  readStoredPushToken,
  storePushToken,
} from './device-storage';

describe('device storage (docs/spec.md §3)', () => {
  it('uses the keys deviceId and fcmToken', () => {
    expect(DEVICE_ID_KEY).toBe('deviceId');
    expect(PUSH_TOKEN_KEY).toBe('fcmToken');
  });

  it('creates a random UUID once and keeps it', () => {
    const first = ensureDeviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('deviceId')).toBe(first);
    expect(ensureDeviceId()).toBe(first);
    clearDeviceRegistration();
    expect(ensureDeviceId()).not.toBe(first);
  });

  it('treats a stored device id that is not a UUID as absent', () => {
    localStorage.setItem('deviceId', 'not-a-uuid');
    expect(readDeviceId()).toBeNull();
    expect(ensureDeviceId()).not.toBe('not-a-uuid');
  });

  it('stores and clears the push token with the device id', () => {
    storePushToken('token-1');
    ensureDeviceId();
    expect(readStoredPushToken()).toBe('token-1');
    clearDeviceRegistration();
    expect(localStorage.getItem('fcmToken')).toBeNull();
    expect(localStorage.getItem('deviceId')).toBeNull();
  });
});
