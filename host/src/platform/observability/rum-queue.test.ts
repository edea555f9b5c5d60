import { ACCESS_TOKEN_KEY, setRuntimeConfig } from '@backoffice/shared/session';
import { ok, startFakeApi, waitUntil, type FakeApi } from '@backoffice/shared/testing';
import { createRumQueue, type RumQueue } from './rum-queue';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  api.on('POST /rum', () => ok({ accepted: 1 }));
});
afterAll(() => api.close());
let rum: RumQueue;
beforeEach(() => {
  rum = createRumQueue(() => undefined);
  api.seen.length = 0;
  localStorage.setItem(ACCESS_TOKEN_KEY, 'stored-token');
  window.history.replaceState(null, '', '/settings/staff/7f3a9c2e-1111-4222-8333-444455556666');
});

describe('the real-user report queue', () => {
  it('sends a caught error in a batch with the bearer token: host page, route pattern, short stack', async () => {
    const error = new Error('Settings failed');
    error.stack = [
      'Error: Settings failed',
      ...Array.from({ length: 9 }, (_, i) => `    at f${i} (x.js:1:${i})`),
    ].join('\n');
    rum.reportError(error);
    rum.flush();
    await waitUntil(() => api.seen.length === 1);
    const [sent] = api.seen;
    expect(sent?.headers.authorization).toBe('Bearer stored-token');
    const body = sent?.body as { session: string; entries: Record<string, unknown>[] };
    expect(body.entries).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'Settings failed',
        area: 'Settings',
        remote: 'host',
        routePattern: '/settings/staff/:id',
        canary: false,
      }),
    ]);
    expect(String(body.entries[0]?.stack).split('\n')).toHaveLength(5);
  });

  it('sends a timing with the remote whose build it measures, so the api can check its release', async () => {
    rum.queueVital('data-shown', 420, '/settings/staff');
    rum.flush();
    await waitUntil(() => api.seen.length === 1);
    const body = api.seen[0]?.body as { entries: Record<string, unknown>[] };
    expect(body.entries).toEqual([
      expect.objectContaining({
        kind: 'vital',
        name: 'data-shown',
        value: 420,
        area: 'Settings',
        remote: 'host',
        routePattern: '/settings/staff',
      }),
    ]);
  });

  it('sends nothing when the runtime config turns reporting off', async () => {
    setRuntimeConfig({ rum: false });
    try {
      rum.reportError(new Error('ignored'));
      rum.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(api.seen).toHaveLength(0);
    } finally {
      setRuntimeConfig({ rum: true });
    }
  });
});
