import type { RuntimeConfig } from '@backoffice/shared';
import type { PushAdapter } from './push-adapter';

export interface PushAdapterSources {
  config: Pick<RuntimeConfig, 'firebase' | 'vapidKey' | 'fakePushUrl'>;
  /** Loads the e2e stack's fake push service adapter (see README.md), when the config names one. */
  loadFakeAdapter: (serviceUrl: string) => Promise<PushAdapter>;
  /** Loads the firebase adapter; dynamic, so firebase is never in the /login bundle. */
  loadFirebaseAdapter: (firebase: Record<string, string>, vapidKey: string) => Promise<PushAdapter>;
  warn: (message: string) => void;
}

export const PUSH_SKIPPED_WARNING = 'Push notifications are skipped';

/** The adapter push uses, or null with one warning when push cannot work here (docs/spec.md §8). */
export async function selectPushAdapter(sources: PushAdapterSources): Promise<PushAdapter | null> {
  const { firebase, vapidKey, fakePushUrl } = sources.config;
  let adapter: PushAdapter;
  if (fakePushUrl) {
    adapter = await sources.loadFakeAdapter(fakePushUrl);
  } else if (firebase && vapidKey) {
    adapter = await sources.loadFirebaseAdapter(firebase, vapidKey);
  } else {
    sources.warn(`${PUSH_SKIPPED_WARNING}: the runtime config has no firebase config or VAPID key`);
    return null;
  }
  if (!(await adapter.isSupported())) {
    sources.warn(`${PUSH_SKIPPED_WARNING}: this browser does not support push`);
    return null;
  }
  return adapter;
}
