import {
  getRuntimeConfig,
  isAuthenticatedWithToken,
  readStoredAccessToken,
} from '@backoffice/shared';
import { httpDeviceTokenApi } from './device-token-api';
import type { PushAdapter } from './push-adapter';
import { createPushRegistration, type PushRegistration } from './push-registration';
import { usePushStatusStore } from './push-status-store';
import { selectPushAdapter } from './select-push-adapter';

let adapter: Promise<PushAdapter | null> | undefined;

/** The page's one push adapter; chosen once, so the "skipped" warning is logged once. */
export function loadPushAdapter(): Promise<PushAdapter | null> {
  adapter ??= selectPushAdapter({
    config: getRuntimeConfig(),
    loadFakeAdapter: async (serviceUrl) => {
      const { createFakePushAdapter } = await import('./fake-push-adapter');
      return createFakePushAdapter(serviceUrl);
    },
    loadFirebaseAdapter: async (firebase, vapidKey) => {
      const { createFirebasePushAdapter } = await import('./firebase-push-adapter');
      return createFirebasePushAdapter(firebase, vapidKey);
    },
    warn: (message) => console.warn(message),
  });
  return adapter;
}

/** One registration per browser, whatever remote is open: the host owns it. */
export const pushRegistration: PushRegistration = createPushRegistration({
  loadAdapter: loadPushAdapter,
  api: httpDeviceTokenApi,
  isAuthenticated: isAuthenticatedWithToken,
  hasAccessToken: () => readStoredAccessToken() !== null,
  onOutcome: (outcome) => usePushStatusStore.getState().recordOutcome(outcome),
});

/** How long signing out waits for the device's unregistration before going on without it. */
export const SIGN_OUT_UNREGISTER_WAIT_MS = 3_000;

/**
 * For the sign-out action, before the session ends: the unregister request must reach the api
 * while the access token is still valid (logout removes it, and the sign-out revokes it on the
 * api), so signing out waits for it, up to SIGN_OUT_UNREGISTER_WAIT_MS.
 */
export function unregisterPushBeforeSignOut(
  registration: PushRegistration = pushRegistration,
): Promise<void> {
  return Promise.race([
    registration.signedOut(),
    new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_UNREGISTER_WAIT_MS)),
  ]);
}
