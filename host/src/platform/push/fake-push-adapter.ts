import type { PushAdapter } from './push-adapter';

const hasToken = (value: unknown): value is { token: string | null } =>
  typeof value === 'object' &&
  value !== null &&
  'token' in value &&
  (typeof value.token === 'string' || value.token === null);

/**
 * The e2e stack's push service, used only when the runtime config names one (`fakePushUrl`): a
 * browser under test has no push service, and the built files must stay the ones production
 * serves. The e2e control server drives it from outside: `GET <url>/token` answers this browser's
 * current push token, `<url>/messages` streams foreground pushes (server-sent events).
 * Permission is granted: no prompt can be answered under test.
 */
export function createFakePushAdapter(serviceUrl: string): PushAdapter {
  return {
    isSupported: () => Promise.resolve(true),
    permission: () => 'granted',
    requestPermission: () => Promise.resolve('granted'),
    getToken: async () => {
      const response = await fetch(`${serviceUrl}/token`, { cache: 'no-store' });
      const body: unknown = response.ok ? await response.json() : null;
      if (!hasToken(body)) throw new Error(`The fake push service answered ${response.status}`);
      return body.token;
    },
    onForegroundMessage: (listener) => {
      const stream = new EventSource(`${serviceUrl}/messages`);
      // The page's foreground handling checks the message's shape, as for firebase's.
      stream.onmessage = (event: MessageEvent<string>) => listener(JSON.parse(event.data));
      return () => stream.close();
    },
  };
}
