import {
  isAuthenticatedWithToken,
  readStoredAccessToken,
  setUnauthorizedHandler,
  useAuthStore,
  type SigninResponse,
} from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { DEVICE_ID_KEY, PUSH_TOKEN_KEY } from './device-storage';
import { httpDeviceTokenApi } from './device-token-api';
import type { PushAdapter } from './push-adapter';
import { createPushRegistration } from './push-registration';

const DEVICE_ID = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
const signin: SigninResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user: { id: 'u1', name: 'Ada', email: 'ada@backoffice.test', role: 'admin' },
};
const grantedAdapter: PushAdapter = {
  isSupported: () => Promise.resolve(true),
  permission: () => 'granted',
  requestPermission: () => Promise.resolve('granted'),
  getToken: () => Promise.resolve('token-1'),
  onForegroundMessage: () => () => {},
};

let api: FakeApi;
const onUnauthorized = vi.fn();

const registration = () =>
  createPushRegistration({
    loadAdapter: () => Promise.resolve(grantedAdapter),
    api: httpDeviceTokenApi,
    isAuthenticated: isAuthenticatedWithToken,
    hasAccessToken: () => readStoredAccessToken() !== null,
  });

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  onUnauthorized.mockClear();
  setUnauthorizedHandler(onUnauthorized);
  useAuthStore.getState().login(signin);
});
afterEach(() => setUnauthorizedHandler(null));

describe('the device-token calls over HTTP', () => {
  it('POST /notification/device-token with {deviceId, token} and the bearer token', async () => {
    localStorage.setItem(DEVICE_ID_KEY, DEVICE_ID);
    api.on('POST /notification/device-token', () => ok({ deviceId: DEVICE_ID }));
    await expect(registration().register()).resolves.toEqual({
      status: 'registered',
      token: 'token-1',
    });
    const [request] = api.requestsTo('POST /notification/device-token');
    expect(request?.body).toEqual({ deviceId: DEVICE_ID, token: 'token-1' });
    expect(request?.headers.authorization).toBe('Bearer access-1');
  });

  it('unregistering from the sign-out action, before logout, still sends the access token', async () => {
    localStorage.setItem(DEVICE_ID_KEY, DEVICE_ID);
    localStorage.setItem(PUSH_TOKEN_KEY, 'token-1');
    api.on(`DELETE /notification/device-token/device/${DEVICE_ID}`, () =>
      ok({ deviceId: DEVICE_ID }),
    );
    const unregistered = registration().signedOut();
    useAuthStore.getState().logout();
    await unregistered;
    const [request] = api.requestsTo(`DELETE /notification/device-token/device/${DEVICE_ID}`);
    expect(request?.headers.authorization).toBe('Bearer access-1');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('a 401 on registration is an expired session like any call: signed out, sent to /login', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(DEVICE_ID_KEY, DEVICE_ID);
    api.on('POST /notification/device-token', () => failure(401, 'Token expired'));
    await expect(registration().register()).resolves.toMatchObject({ unauthorized: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    warn.mockRestore();
  });
});
