import type { RuntimeConfig } from '@backoffice/shared';
import type { PushAdapter } from './push-adapter';

export interface PushAdapterSources {
  /** An adapter put on the page by an init script (e2e), used when present. */
  injected: PushAdapter | undefined;
  config: Pick<RuntimeConfig, 'firebase' | 'vapidKey'>;
  /** Loads the firebase adapter; dynamic, so firebase is never in the /login bundle. */
  loadFirebaseAdapter: (firebase: Record<string, string>, vapidKey: string) => Promise<PushAdapter>;
  warn: (message: string) => void;
}

export const PUSH_SKIPPED_WARNING = 'Push notifications are skipped';

/** The adapter push uses, or null with one warning when push cannot work here (docs/spec.md §8). */
export async function selectPushAdapter(sources: PushAdapterSources): Promise<PushAdapter | null> {
  let adapter = sources.injected;
  if (!adapter) {
    const { firebase, vapidKey } = sources.config;
    if (!firebase || !vapidKey) {
      sources.warn(
        `${PUSH_SKIPPED_WARNING}: the runtime config has no firebase config or VAPID key`,
      );
      return null;
    }
    adapter = await sources.loadFirebaseAdapter(firebase, vapidKey);
  }
  if (!(await adapter.isSupported())) {
    sources.warn(`${PUSH_SKIPPED_WARNING}: this browser does not support push`);
    return null;
  }
  return adapter;
}
