import { isApiError } from '@backoffice/shared';
import {
  clearDeviceRegistration,
  ensureDeviceId,
  readDeviceId,
  readStoredPushToken,
  storePushToken,
} from './device-storage';
import type { DeviceTokenApi } from './device-token-api';
import type { PushAdapter } from './push-adapter';

/** docs/spec.md §4 and §9. */
export const REGISTRATION_DELAY_MS = 1_000;
export const TOKEN_CHECK_FIRST_DELAY_MS = 5_000;
export const TOKEN_CHECK_INTERVAL_MS = 30 * 60 * 1_000;

export type SkipReason =
  'not-authenticated' | 'unsupported' | 'permission' | 'no-token' | 'unchanged';

export type RegistrationOutcome =
  | { status: 'registered'; token: string }
  | { status: 'skipped'; reason: SkipReason }
  | { status: 'failed'; message: string; unauthorized: boolean };

export interface PushRegistrationOptions {
  /** The push adapter, or null when push is skipped (no config, unsupported browser). */
  loadAdapter: () => Promise<PushAdapter | null>;
  api: DeviceTokenApi;
  /** Signed in with an access token (the protection rule). */
  isAuthenticated: () => boolean;
  /** Whether an access token is stored: without one the api can only answer 401. */
  hasAccessToken: () => boolean;
  onOutcome?: (outcome: RegistrationOutcome) => void;
}

export interface PushRegistration {
  /** The user became authenticated: register after 1 s, check the token after 5 s, then every 30 min. */
  signedIn(): void;
  /** Stops the timers and unregisters this device. */
  signedOut(): Promise<void>;
  /** Registers now; `force` registers even when the token equals the stored one. */
  register(options?: { force?: boolean }): Promise<RegistrationOutcome>;
  /** Stops the timers without unregistering (the app is going away). */
  dispose(): void;
}

const skipped = (reason: SkipReason): RegistrationOutcome => ({ status: 'skipped', reason });

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createPushRegistration(options: PushRegistrationOptions): PushRegistration {
  const { api, loadAdapter, isAuthenticated, hasAccessToken, onOutcome } = options;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let interval: ReturnType<typeof setInterval> | undefined;
  // Bumped on every sign-in and sign-out, so work started in an earlier session never posts.
  let session = 0;
  let unregistering: Promise<void> | null = null;

  function clearTimers() {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    clearInterval(interval);
    interval = undefined;
  }

  async function attemptRegistration(force: boolean): Promise<RegistrationOutcome> {
    const startedIn = session;
    const stillSignedIn = () => startedIn === session && isAuthenticated();
    if (!stillSignedIn()) return skipped('not-authenticated');
    const adapter = await loadAdapter();
    if (!adapter) return skipped('unsupported');
    if (adapter.permission() !== 'granted') return skipped('permission');
    try {
      const token = await adapter.getToken();
      if (!token) return skipped('no-token');
      if (!force && token === readStoredPushToken()) return skipped('unchanged');
      if (!stillSignedIn()) return skipped('not-authenticated');
      await api.register({ deviceId: ensureDeviceId(), token });
      if (!stillSignedIn()) return skipped('not-authenticated');
      storePushToken(token);
      return { status: 'registered', token };
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        console.warn('Push registration was refused (401): the device registration is cleared');
        clearDeviceRegistration();
        return { status: 'failed', message: describe(error), unauthorized: true };
      }
      console.error('Push registration failed', error);
      return { status: 'failed', message: describe(error), unauthorized: false };
    }
  }

  async function register({ force = false } = {}): Promise<RegistrationOutcome> {
    const outcome = await attemptRegistration(force);
    onOutcome?.(outcome);
    return outcome;
  }

  const registerInBackground = () => void register();

  async function deleteDevice(): Promise<void> {
    const deviceId = readDeviceId();
    try {
      // Started synchronously, so the request carries the access token even when logout
      // removes it right after this call.
      if (deviceId && hasAccessToken()) await api.unregister(deviceId);
    } catch (error) {
      // A 401 is expected during logout: the session may already be over.
      if (!(isApiError(error) && error.status === 401)) {
        console.error('Push unregistration failed', error);
      }
    } finally {
      clearDeviceRegistration();
    }
  }

  function unregister(): Promise<void> {
    // Called twice during one sign-out (the sign-out action, then the store change): one request.
    if (unregistering) return unregistering;
    const run = deleteDevice();
    unregistering = run;
    void run.finally(() => {
      if (unregistering === run) unregistering = null;
    });
    return run;
  }

  return {
    signedIn() {
      clearTimers();
      session += 1;
      timers.push(setTimeout(registerInBackground, REGISTRATION_DELAY_MS));
      timers.push(
        setTimeout(() => {
          registerInBackground();
          interval = setInterval(registerInBackground, TOKEN_CHECK_INTERVAL_MS);
        }, TOKEN_CHECK_FIRST_DELAY_MS),
      );
    },
    signedOut() {
      clearTimers();
      session += 1;
      return unregister();
    },
    register,
    dispose: clearTimers,
  };
}
