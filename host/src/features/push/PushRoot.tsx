import { isAuthenticatedWithToken } from '@backoffice/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { handleForegroundPush } from './foreground-push';
import { createPushDedupe, PUSH_CHANNEL_NAME } from './push-dedupe';
import { followAuthentication, loadPushAdapter, pushRegistration } from './push-service';

/** What the service worker posts when a background push is clicked and a tab is open. */
const openRequestSchema = z.object({ type: z.literal('backoffice-push-open'), path: z.string() });

/**
 * Mounted once in the host, above every route: device registration follows the login state, and
 * foreground pushes become toasts, whatever remote is open.
 */
export function PushRoot() {
  const navigate = useNavigate();
  // The subscriptions below live as long as the page; navigate changes with the location.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => followAuthentication(pushRegistration), []);

  useEffect(() => {
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(PUSH_CHANNEL_NAME) : null;
    const dedupe = createPushDedupe(channel);
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void loadPushAdapter().then((adapter) => {
      if (!adapter || stopped) return;
      unsubscribe = adapter.onForegroundMessage((message) => {
        // A push for the previous session must not show on the login page.
        if (!isAuthenticatedWithToken()) return;
        handleForegroundPush(message, {
          dedupe,
          navigate: (path) => void navigateRef.current(path),
        });
      });
    });
    return () => {
      stopped = true;
      unsubscribe?.();
      channel?.close();
    };
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const request = openRequestSchema.safeParse(event.data);
      if (request.success && request.data.path.startsWith('/')) {
        void navigateRef.current(request.data.path);
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  return null;
}
