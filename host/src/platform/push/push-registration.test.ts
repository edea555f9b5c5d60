import { ApiError } from '@backoffice/shared';
import { DEVICE_ID_KEY, PUSH_TOKEN_KEY } from './device-storage';
import type { DeviceTokenApi } from './device-token-api';
import type { PushAdapter, PushPermission } from './push-adapter';
import {
  createPushRegistration,
  REGISTRATION_DELAY_MS,
  TOKEN_CHECK_FIRST_DELAY_MS,
  TOKEN_CHECK_INTERVAL_MS,
  type PushRegistration,
  type RegistrationOutcome,
} from './push-registration';

const STORED_DEVICE_ID = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';

function fakeAdapter(token: string | null = 'token-1', permission: PushPermission = 'granted') {
  const state = { token, permission };
  const adapter: PushAdapter = {
    isSupported: () => Promise.resolve(true),
    permission: () => state.permission,
    requestPermission: () => Promise.resolve(state.permission),
    getToken: () => Promise.resolve(state.token),
    onForegroundMessage: () => () => {},
  };
  return { adapter, state };
}

function fakeApi() {
  const calls: { register: { deviceId: string; token: string }[]; unregister: string[] } = {
    register: [],
    unregister: [],
  };
  const failures: { register?: Error; unregister?: Error } = {};
  const api: DeviceTokenApi = {
    register: (body) => {
      calls.register.push(body);
      return failures.register ? Promise.reject(failures.register) : Promise.resolve(body);
    },
    unregister: (deviceId) => {
      calls.unregister.push(deviceId);
      return failures.unregister
        ? Promise.reject(failures.unregister)
        : Promise.resolve({ deviceId });
    },
  };
  return { api, calls, failures };
}

const unauthorized = () => new ApiError('Token expired', { status: 401, kind: 'http' });

let auth: { authenticated: boolean; tokenStored: boolean };
let adapterState: ReturnType<typeof fakeAdapter>;
let server: ReturnType<typeof fakeApi>;
let outcomes: RegistrationOutcome[];
let registration: PushRegistration;

function setUp(adapter: PushAdapter | null = adapterState.adapter) {
  registration = createPushRegistration({
    loadAdapter: () => Promise.resolve(adapter),
    api: server.api,
    isAuthenticated: () => auth.authenticated,
    hasAccessToken: () => auth.tokenStored,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  auth = { authenticated: true, tokenStored: true };
  adapterState = fakeAdapter();
  server = fakeApi();
  outcomes = [];
  setUp();
});

afterEach(() => {
  registration.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('push registration timing (docs/spec.md §4, §9)', () => {
  it('uses the constants of docs/spec.md §9', () => {
    expect(REGISTRATION_DELAY_MS).toBe(1000);
    expect(TOKEN_CHECK_FIRST_DELAY_MS).toBe(5000);
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(30 * 60 * 1000);
  });

  it('registers 1 s after the user becomes authenticated, not before', async () => {
    registration.signedIn();
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS - 1);
    expect(server.calls.register).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.register).toEqual([
      { deviceId: localStorage.getItem(DEVICE_ID_KEY), token: 'token-1' },
    ]);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('token-1');
  });

  it('keeps the stored device id', async () => {
    localStorage.setItem(DEVICE_ID_KEY, STORED_DEVICE_ID);
    await registration.register();
    expect(server.calls.register[0]?.deviceId).toBe(STORED_DEVICE_ID);
  });

  it('checks the token first after 5 s, then every 30 minutes, re-registering when it changed', async () => {
    registration.signedIn();
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS);
    expect(server.calls.register).toHaveLength(1);

    adapterState.state.token = 'token-2';
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_FIRST_DELAY_MS - REGISTRATION_DELAY_MS - 1);
    expect(server.calls.register).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.register.map((call) => call.token)).toEqual(['token-1', 'token-2']);

    // Unchanged at the next check: nothing is sent.
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(server.calls.register).toHaveLength(2);
    expect(outcomes.at(-1)).toEqual({ status: 'skipped', reason: 'unchanged' });

    adapterState.state.token = 'token-3';
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1);
    expect(server.calls.register).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.register.map((call) => call.token)).toEqual([
      'token-1',
      'token-2',
      'token-3',
    ]);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('token-3');
  });
});

describe('registration skips (docs/spec.md §5, §8)', () => {
  it('skips when the user is not authenticated', async () => {
    auth.authenticated = false;
    await expect(registration.register()).resolves.toEqual({
      status: 'skipped',
      reason: 'not-authenticated',
    });
    expect(server.calls.register).toHaveLength(0);
  });

  it.each<PushPermission>(['default', 'denied'])(
    'skips when notification permission is %s',
    async (permission) => {
      adapterState.state.permission = permission;
      await expect(registration.register()).resolves.toEqual({
        status: 'skipped',
        reason: 'permission',
      });
      expect(server.calls.register).toHaveLength(0);
    },
  );

  it('skips when push is not available (no config, unsupported browser)', async () => {
    setUp(null);
    await expect(registration.register()).resolves.toEqual({
      status: 'skipped',
      reason: 'unsupported',
    });
    expect(server.calls.register).toHaveLength(0);
  });

  it('skips when the token equals the stored one, unless forced', async () => {
    localStorage.setItem(PUSH_TOKEN_KEY, 'token-1');
    await expect(registration.register()).resolves.toEqual({
      status: 'skipped',
      reason: 'unchanged',
    });
    expect(server.calls.register).toHaveLength(0);
    await expect(registration.register({ force: true })).resolves.toEqual({
      status: 'registered',
      token: 'token-1',
    });
    expect(server.calls.register).toHaveLength(1);
  });
});

describe('registration errors (docs/spec.md §8)', () => {
  it('on a 401 warns, clears the stored token and device id, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(DEVICE_ID_KEY, STORED_DEVICE_ID);
    localStorage.setItem(PUSH_TOKEN_KEY, 'old-token');
    server.failures.register = unauthorized();
    await expect(registration.register()).resolves.toMatchObject({
      status: 'failed',
      unauthorized: true,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('on a 401 from the token check (refresh) clears the registration too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    registration.signedIn();
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('token-1');
    adapterState.state.token = 'token-2';
    server.failures.register = unauthorized();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_FIRST_DELAY_MS);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('only logs other errors, keeping the stored registration', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(DEVICE_ID_KEY, STORED_DEVICE_ID);
    localStorage.setItem(PUSH_TOKEN_KEY, 'old-token');
    server.failures.register = new ApiError('Database unavailable', { status: 500, kind: 'http' });
    await expect(registration.register()).resolves.toEqual({
      status: 'failed',
      message: 'Database unavailable',
      unauthorized: false,
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(STORED_DEVICE_ID);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('old-token');
  });
});

describe('unregistration (docs/spec.md §4, §8)', () => {
  beforeEach(() => {
    localStorage.setItem(DEVICE_ID_KEY, STORED_DEVICE_ID);
    localStorage.setItem(PUSH_TOKEN_KEY, 'token-1');
  });

  it('deletes this device on the api and clears the storage', async () => {
    await registration.signedOut();
    expect(server.calls.unregister).toEqual([STORED_DEVICE_ID]);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('ignores a 401 (expected during logout) and still clears the storage', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.failures.unregister = unauthorized();
    await registration.signedOut();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('logs other errors and still clears the storage', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.failures.unregister = new ApiError('Database unavailable', {
      status: 500,
      kind: 'http',
    });
    await registration.signedOut();
    expect(error).toHaveBeenCalledWith('Push unregistration failed', server.failures.unregister);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('sends the delete once when the sign-out action and the store change both unregister', async () => {
    await Promise.all([registration.signedOut(), registration.signedOut()]);
    expect(server.calls.unregister).toEqual([STORED_DEVICE_ID]);
  });

  it('unregisters again in a later session, after a sign-out with nothing to delete', async () => {
    localStorage.clear();
    await registration.signedOut();
    await registration.register();
    const { deviceId } = server.calls.register[0] ?? {};
    await registration.signedOut();
    expect(server.calls.unregister).toEqual([deviceId]);
  });

  it('starts the delete synchronously, before logout can remove the access token', () => {
    void registration.signedOut();
    expect(server.calls.unregister).toEqual([STORED_DEVICE_ID]);
  });

  it('only clears the storage when no access token is left to send', async () => {
    auth.tokenStored = false;
    await registration.signedOut();
    expect(server.calls.unregister).toHaveLength(0);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });
});

describe('timers across sessions', () => {
  it('leaves no timers after sign-out: nothing registers after logout', async () => {
    registration.signedIn();
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS - 1);
    auth.authenticated = false;
    await registration.signedOut();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 2);
    expect(outcomes).toEqual([]);
    expect(server.calls.register).toHaveLength(0);
  });

  it('does not post a registration that was under way when the user signed out', async () => {
    let releaseToken: (token: string) => void = () => {};
    adapterState.adapter.getToken = () =>
      new Promise((resolve) => {
        releaseToken = resolve;
      });
    const pending = registration.register();
    await vi.advanceTimersByTimeAsync(0);
    await registration.signedOut();
    releaseToken('token-1');
    await expect(pending).resolves.toEqual({ status: 'skipped', reason: 'not-authenticated' });
    expect(server.calls.register).toHaveLength(0);
  });

  it('keeps one set of timers after a re-login', async () => {
    registration.signedIn();
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS);
    await registration.signedOut();
    outcomes = [];
    registration.signedIn();
    registration.signedIn();
    // Each timer that fires records one outcome: doubled timers would record two each time.
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS);
    expect(outcomes).toEqual([{ status: 'registered', token: 'token-1' }]);
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_FIRST_DELAY_MS - REGISTRATION_DELAY_MS);
    expect(outcomes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(outcomes).toHaveLength(3);
    expect(server.calls.register).toHaveLength(2);
  });
});
