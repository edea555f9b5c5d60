import { isAuthenticatedWithToken } from '@backoffice/shared/session';
import { handleForegroundPush } from './foreground-push';
import { createPushDedupe, PUSH_CHANNEL_NAME } from './push-dedupe';
import { pagePush } from './push-service';

/**
 * Turns foreground pushes into toasts (toasts sent before the signed-in shell mounts its
 * container wait for it). Loaded on the first sign-in of the page; resolves to the stop function.
 */
export async function listenForForegroundPushes(
  navigate: (path: string) => void,
): Promise<() => void> {
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(PUSH_CHANNEL_NAME) : null;
  const dedupe = createPushDedupe(channel);
  const adapter = await pagePush.loadAdapter();
  const unsubscribe = adapter?.onForegroundMessage((message) => {
    // A push for the previous session must not show on the login page.
    if (!isAuthenticatedWithToken()) return;
    handleForegroundPush(message, { dedupe, navigate });
  });
  return () => {
    unsubscribe?.();
    channel?.close();
  };
}
