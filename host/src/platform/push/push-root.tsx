import { useEffect, useRef } from 'react';
import { whenIdle } from '@backoffice/shared/session';
import { hasDeviceRegistration } from './device-storage';
import { followAuthentication } from './follow-authentication';
import { chunk } from '../routing/loaded-chunk';

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

const importForegroundListener = () => import('./foreground-listener');
/** The push code: fetched once; a failed fetch (while typing, say) is asked again at sign-in. */
const pushService = chunk(() => import('./push-service'));

/**
 * While the person types on /login: the push code that signing in starts. Fetched and run at
 * sign-in, it landed between the sign-in answer and the first page's data, and the first page
 * waited for it (bench/history.md, run Q). Nothing registers or listens until sign-in.
 */
export function preloadPushCode(): void {
  void pushService.load().catch(() => undefined);
  void importForegroundListener().catch(() => undefined);
}

/*
 * The device registration, run only when there is something to do: on sign-in, or on sign-out
 * with a registration stored. A signed-out /login fetches its code only at idle, with what sign-in
 * will need (preloadPushCode); firebase, behind it, loads only when push is configured with it.
 */
const onDemandRegistration = {
  signedIn: () =>
    void pushService.load().then((service) => service.pagePush.registration.signedIn()),
  signedOut: async () => {
    if (!pushService.loaded() && !hasDeviceRegistration()) return;
    const service = await pushService.load();
    await service.pagePush.registration.signedOut();
  },
  dispose: () => pushService.loaded()?.pagePush.registration.dispose(),
};

/**
 * Mounted once in the host, above every route: device registration follows the login state,
 * foreground pushes become toasts from the first sign-in on, and a click on a background push
 * opens its page in this tab. Nothing of it runs for a signed-out /login.
 */
export function PushRoot({ openPage }: { openPage: (path: string) => void }) {
  // The subscriptions below live as long as the page; openPage may change.
  const openPageRef = useRef(openPage);
  useEffect(() => {
    openPageRef.current = openPage;
  }, [openPage]);

  useEffect(() => {
    let stopListening: (() => void) | undefined;
    let listening = false;
    let unmounted = false;
    // Foreground pushes: listened to from the first sign-in for the page's life (the listener
    // drops pushes that arrive signed out), so a push right after signing in still shows.
    const listen = () => {
      if (listening) return;
      listening = true;
      void importForegroundListener()
        .then(({ listenForForegroundPushes }) =>
          listenForForegroundPushes((path) => openPageRef.current(path)),
        )
        .then((stop) => {
          if (unmounted) stop();
          else stopListening = stop;
        });
    };
    let cancelListen: () => void = () => undefined;
    const stopFollowing = followAuthentication({
      ...onDemandRegistration,
      signedIn: () => {
        onDemandRegistration.signedIn();
        // Once the signed-in page has rendered: at sign-in, setting the listener up (the adapter,
        // a broadcast channel) ran while the first page's data was on its way and slowed it
        //. The device registers a second after sign-in; a push in the moment before
        // idle could only come through a registration an earlier session left behind.
        cancelListen();
        cancelListen = whenIdle(listen);
      },
    });
    return () => {
      unmounted = true;
      cancelListen();
      stopFollowing();
      stopListening?.();
    };
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const path = requestedPath(event.data);
      if (path) openPageRef.current(path);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  return null;
}
