import type { PushAdapter } from './push-adapter';
import {
  PUSH_SKIPPED_WARNING,
  selectPushAdapter,
  type PushAdapterSources,
} from './select-push-adapter';

function adapter(supported: boolean): PushAdapter {
  return {
    isSupported: () => Promise.resolve(supported),
    permission: () => 'granted',
    requestPermission: () => Promise.resolve('granted'),
    getToken: () => Promise.resolve('token'),
    onForegroundMessage: () => () => {},
  };
}

const firebaseConfig = {
  apiKey: 'key',
  projectId: 'project',
  messagingSenderId: '1',
  appId: 'app',
};

function sources(overrides: Partial<PushAdapterSources>) {
  const warn = vi.fn<(message: string) => void>();
  const loadFirebaseAdapter = vi.fn(() => Promise.resolve(adapter(true)));
  return {
    warn,
    loadFirebaseAdapter,
    sources: {
      injected: undefined,
      config: { firebase: firebaseConfig, vapidKey: 'vapid' },
      loadFirebaseAdapter,
      warn,
      ...overrides,
    } satisfies PushAdapterSources,
  };
}

describe('selectPushAdapter', () => {
  it('uses the firebase adapter with the runtime config and VAPID key', async () => {
    const { sources: given, loadFirebaseAdapter, warn } = sources({});
    await expect(selectPushAdapter(given)).resolves.not.toBeNull();
    expect(loadFirebaseAdapter).toHaveBeenCalledWith(firebaseConfig, 'vapid');
    expect(warn).not.toHaveBeenCalled();
  });

  it('prefers an adapter injected on the page', async () => {
    const injected = adapter(true);
    const { sources: given, loadFirebaseAdapter } = sources({
      injected,
      config: { firebase: null, vapidKey: null },
    });
    await expect(selectPushAdapter(given)).resolves.toBe(injected);
    expect(loadFirebaseAdapter).not.toHaveBeenCalled();
  });

  it.each([
    ['no firebase config', { firebase: null, vapidKey: 'vapid' }],
    ['no VAPID key', { firebase: firebaseConfig, vapidKey: null }],
  ])('skips push with a warning and never loads firebase with %s', async (_, config) => {
    const { sources: given, loadFirebaseAdapter, warn } = sources({ config });
    await expect(selectPushAdapter(given)).resolves.toBeNull();
    expect(loadFirebaseAdapter).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(new RegExp(`^${PUSH_SKIPPED_WARNING}: `));
  });

  it('skips push with a warning in a browser without push support', async () => {
    const { sources: given, warn } = sources({ injected: adapter(false) });
    await expect(selectPushAdapter(given)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      `${PUSH_SKIPPED_WARNING}: this browser does not support push`,
    );
  });
});
