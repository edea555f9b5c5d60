import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported, onMessage, type Messaging } from 'firebase/messaging';
import type { PushAdapter } from './push-adapter';

export const SERVICE_WORKER_URL = '/firebase-messaging-sw.js';
// Firebase's own default scope: the worker receives pushes without controlling the dashboard.
const SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

/** The production adapter over firebase messaging (docs/design.md §6). */
export function createFirebasePushAdapter(
  firebaseConfig: Record<string, string>,
  vapidKey: string,
): PushAdapter {
  let messaging: Messaging | undefined;
  let workerRegistration: Promise<ServiceWorkerRegistration> | undefined;

  const readMessaging = () =>
    (messaging ??= getMessaging(getApps()[0] ?? initializeApp(firebaseConfig)));

  const registerWorker = () =>
    (workerRegistration ??= navigator.serviceWorker.register(SERVICE_WORKER_URL, {
      scope: SERVICE_WORKER_SCOPE,
    }));

  return {
    isSupported: () => isSupported(),
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    getToken: async () =>
      (await getToken(readMessaging(), {
        vapidKey,
        serviceWorkerRegistration: await registerWorker(),
      })) || null,
    onForegroundMessage: (listener) => onMessage(readMessaging(), listener),
  };
}
