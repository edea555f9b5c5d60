import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { PUSH_CHANNEL_NAME } from '../../platform/push/push-dedupe';
import { screenRoute } from './screen-route';

const source = readFileSync(
  join(import.meta.dirname, '../../../public/firebase-messaging-sw.js'),
  'utf8',
);
const ORIGIN = 'http://dashboard.test';

type Listener = (event: Record<string, unknown>) => void;

interface FakeClient {
  url: string;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function fakeClient(visibilityState: FakeClient['visibilityState']): FakeClient {
  const client: FakeClient = {
    url: `${ORIGIN}/coupons`,
    visibilityState,
    postMessage: vi.fn(),
    focus: vi.fn(() => Promise.resolve(client)),
  };
  return client;
}

/** Runs the worker script in its own global, with the parts of a service worker it uses. */
function startWorker(clients: FakeClient[]) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve(null));
  const self = {
    location: new URL(`${ORIGIN}/firebase-messaging-sw.js`),
    registration: { showNotification },
    clients: { matchAll: () => Promise.resolve(clients), openWindow },
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(source, { self, BroadcastChannel, URL, console, encodeURIComponent });
  async function dispatch(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  const push = (payload: unknown) => dispatch('push', { data: { json: () => payload } });
  const click = (data: unknown) =>
    dispatch('notificationclick', { notification: { data, close: vi.fn() } });
  return { push, click, showNotification, openWindow };
}

const backgroundPush = {
  fcmMessageId: 'm-1',
  notification: { title: 'New support message', body: 'Hello' },
  data: { screen: 'SupportChat', roomId: 'r1' },
};

describe('the push service worker', () => {
  it('shows a background push as a notification, once per message id', async () => {
    const worker = startWorker([fakeClient('hidden')]);
    await worker.push(backgroundPush);
    await worker.push(backgroundPush);
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
    expect(worker.showNotification).toHaveBeenCalledWith('New support message', {
      body: 'Hello',
      tag: 'm-1',
      data: backgroundPush.data,
    });
  });

  it('does not show a push a dashboard tab already showed', async () => {
    const worker = startWorker([fakeClient('hidden')]);
    const page = new BroadcastChannel(PUSH_CHANNEL_NAME);
    page.postMessage({ type: 'shown', messageId: 'm-1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.push(backgroundPush);
    expect(worker.showNotification).not.toHaveBeenCalled();
    page.close();
  });

  it('hands a push to a visible tab in the format firebase’s page SDK reads', async () => {
    const tab = fakeClient('visible');
    const worker = startWorker([tab]);
    await worker.push(backgroundPush);
    expect(worker.showNotification).not.toHaveBeenCalled();
    expect(tab.postMessage).toHaveBeenCalledWith({
      ...backgroundPush,
      isFirebaseMessaging: true,
      messageType: 'push-received',
    });
  });

  it.each([
    { screen: 'SupportChat', roomId: 'r1' },
    { screen: 'FundingRequest', fundingRequestId: 'FR-1' },
    { screen: 'Member', memberId: 'm 1' },
  ])('a click focuses the open tab and sends it to the screen of %o', async (data) => {
    const tab = fakeClient('hidden');
    const worker = startWorker([tab]);
    await worker.click(data);
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.postMessage).toHaveBeenCalledWith({
      type: 'backoffice-push-open',
      path: screenRoute(data),
    });
  });

  it('a click with no tab open opens one on the screen, or the dashboard for an unknown one', async () => {
    const worker = startWorker([]);
    await worker.click({ screen: 'SupportChat' });
    await worker.click({ screen: 'Wallet' });
    expect(worker.openWindow.mock.calls).toEqual([['/support'], ['/dashboard']]);
  });
});
