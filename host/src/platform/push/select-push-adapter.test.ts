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
  const loadFakeAdapter = vi.fn(() => Promise.resolve(adapter(true)));
  return {
    warn,
    loadFirebaseAdapter,
    loadFakeAdapter,
    sources: {
      config: { firebase: firebaseConfig, vapidKey: 'vapid' },
      loadFirebaseAdapter,
      loadFakeAdapter,
      warn,
      ...overrides,
    } satisfies PushAdapterSources,
  };
}

describe('selectPushAdapter', () => {
  it('uses the firebase adapter with the runtime config and VAPID key', async () => {
    const { sources: given, loadFirebaseAdapter, loadFakeAdapter, warn } = sources({});
    const firebase = adapter(true);
    loadFirebaseAdapter.mockResolvedValueOnce(firebase);
    await expect(selectPushAdapter(given)).resolves.toBe(firebase);
    expect(loadFirebaseAdapter).toHaveBeenCalledWith(firebaseConfig, 'vapid');
    expect(loadFakeAdapter).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the fake push service only when the runtime config names one (the e2e stack)', async () => {
    const {
      sources: given,
      loadFirebaseAdapter,
      loadFakeAdapter,
    } = sources({
      config: { firebase: null, vapidKey: null, fakePushUrl: 'http://127.0.0.1:9/push' },
    });
    const fake = adapter(true);
    loadFakeAdapter.mockResolvedValueOnce(fake);
    await expect(selectPushAdapter(given)).resolves.toBe(fake);
    expect(loadFakeAdapter).toHaveBeenCalledWith('http://127.0.0.1:9/push');
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
    const { sources: given, warn, loadFirebaseAdapter } = sources({});
    loadFirebaseAdapter.mockResolvedValueOnce(adapter(false));
    await expect(selectPushAdapter(given)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      `${PUSH_SKIPPED_WARNING}: this browser does not support push`,
    );
  });
});
