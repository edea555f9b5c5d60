import { apiRequest, type DeviceToken } from '@backoffice/shared';

/** The two device-token calls of docs/spec.md §7, behind an interface so the rules test without HTTP. */
export interface DeviceTokenApi {
  register(body: DeviceToken): Promise<unknown>;
  unregister(deviceId: string): Promise<unknown>;
}

/**
 * The shared client reads the access token from storage when a call starts (synchronously, before
 * its first await), so an unregister started before logout still carries the token. A 401 here
 * gets the client's global handling like any call (docs/spec.md §8: sign out, /login).
 */
export const httpDeviceTokenApi: DeviceTokenApi = {
  register: (body) => apiRequest('registerDeviceToken', { body }),
  unregister: (deviceId) => apiRequest('unregisterDeviceToken', { params: { deviceId } }),
};
