import { useNavigate } from '@backoffice/shared/router';
import { useEffect, useRef } from 'react';
import { hasDeviceRegistration } from './device-storage';
import { followAuthentication } from './follow-authentication';

/**
 * What the service worker posts when a background push is clicked and a tab is open: the path
 * to open, when it is one of ours. Checked by hand, not with zod (/login carries this root).
 */
function requestedPath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  return type === 'backoffice-push-open' && typeof path === 'string' && path.startsWith('/')
    ? path
    : null;
}

type PushService = Awaited<ReturnType<typeof importPushService>>;
const importPushService = () => import('./push-service');
let pushService: Promise<PushService> | undefined;
let loadedPushService: PushService | undefined;
const loadPushService = () =>
  (pushService ??= importPushService().then((service) => (loadedPushService = service)));

/*
 * The device registration, loaded only when there is something to do: on sign-in, or on sign-out
 * with a registration stored. A signed-out visit to /login loads none of it (firebase, the http
 * client and the contract come with it).
 */
const onDemandRegistration = {
  signedIn: () => void loadPushService().then((service) => service.pushRegistration.signedIn()),
  signedOut: async () => {
    if (!loadedPushService && !hasDeviceRegistration()) return;
    const service = await loadPushService();
    await service.pushRegistration.signedOut();
  },
  dispose: () => loadedPushService?.pushRegistration.dispose(),
};

/**
 * Mounted once in the host, above every route: device registration follows the login state,
 * foreground pushes become toasts from the first sign-in on, and a click on a background push
 * opens its page in this tab. Nothing of it loads for a signed-out /login.
 */
export function PushRoot() {
  const navigate = useNavigate();
  // The subscriptions below live as long as the page; navigate changes with the location.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let stopListening: (() => void) | undefined;
    let listening = false;
    let unmounted = false;
    // Foreground pushes: listened to from the first sign-in for the page's life (the listener
    // drops pushes that arrive signed out), so a push right after signing in still shows.
    const listen = () => {
      if (listening) return;
      listening = true;
      void import('./foreground-listener')
        .then(({ listenForForegroundPushes }) =>
          listenForForegroundPushes((path) => void navigateRef.current(path)),
        )
        .then((stop) => {
          if (unmounted) stop();
          else stopListening = stop;
        });
    };
    const stopFollowing = followAuthentication({
      ...onDemandRegistration,
      signedIn: () => {
        onDemandRegistration.signedIn();
        listen();
      },
    });
    return () => {
      unmounted = true;
      stopFollowing();
      stopListening?.();
    };
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const path = requestedPath(event.data);
      if (path) void navigateRef.current(path);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  return null;
}
