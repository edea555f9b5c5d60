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

/** The device's push: the adapter it runs on and the registration that follows the login. */
export interface PushService {
  /** The adapter, chosen at the first call, so the "skipped" warning is logged once. */
  loadAdapter: () => Promise<PushAdapter | null>;
  registration: PushRegistration;
}

export function createPushService(): PushService {
  let adapter: Promise<PushAdapter | null> | undefined;
  const loadAdapter = () =>
    (adapter ??= selectPushAdapter({
      config: getRuntimeConfig(),
      loadFakeAdapter: async (serviceUrl) => {
        const { createFakePushAdapter } = await import('./fake-push-adapter');
        return createFakePushAdapter(serviceUrl);
      },
      loadFirebaseAdapter: async (firebase, vapidKey) => {
        const { createFirebasePushAdapter } = await import(
          /* webpackChunkName: "heavy-firebase" */ './firebase-push-adapter'
        );
        return createFirebasePushAdapter(firebase, vapidKey);
      },
      warn: (message) => console.warn(message),
    }));
  return {
    loadAdapter,
    registration: createPushRegistration({
      loadAdapter,
      api: httpDeviceTokenApi,
      isAuthenticated: isAuthenticatedWithToken,
      hasAccessToken: () => readStoredAccessToken() !== null,
      onOutcome: (outcome) => usePushStatusStore.getState().recordOutcome(outcome),
    }),
  };
}

/**
 * The page's one: one registration per browser, whatever area is open (the host owns it), and
 * one adapter. It lives in this chunk, which /login fetches at idle, not in the entry's loader.
 */
export const pagePush = createPushService();

/** How long signing out waits for the device's unregistration before going on without it. */
export const SIGN_OUT_UNREGISTER_WAIT_MS = 3_000;

/**
 * For the sign-out action, before the session ends: the unregister request must reach the api
 * while the access token is still valid (logout removes it, and the sign-out revokes it on the
 * api), so signing out waits for it, up to SIGN_OUT_UNREGISTER_WAIT_MS.
 */
export function unregisterPushBeforeSignOut(
  registration: PushRegistration = pagePush.registration,
): Promise<void> {
  return Promise.race([
    registration.signedOut(),
    new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_UNREGISTER_WAIT_MS)),
  ]);
}
