import type { NewNotification, StoredDeviceToken } from '@backoffice/api/testing';
import type { AreaEntry } from '../../scripts/serve/runtime-files.ts';
import type { RemoteName } from '../../scripts/stack-layout.ts';
import { LOCAL_STACK_ONLY, readStackEnvironment } from './environment.ts';
import { manifestUrls } from '../support/remotes-json.ts';

/** The control server's URL; there is none against a deployment. */
function controlUrlOf(): string {
  const { controlUrl } = readStackEnvironment();
  if (!controlUrl) throw new Error(`The test ${LOCAL_STACK_ONLY}; tag it with localStack`);
  return controlUrl;
}

async function post(path: string, body?: unknown): Promise<void> {
  const controlUrl = controlUrlOf();
  const response = await fetch(`${controlUrl}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** The host's /remotes.json as the stack serves it now. */
async function readRemoteDirectory(): Promise<Partial<Record<RemoteName, string>>> {
  const response = await fetch(`${readStackEnvironment().hostUrl}/remotes.json`);
  if (!response.ok) throw new Error(`/remotes.json: ${response.status}`);
  return manifestUrls(await response.json()) as Partial<Record<RemoteName, string>>;
}

/** Remote faults for the isolation suites; every change is undone by `restore`. */
export const remoteControl = {
  stop: (name: RemoteName) => post(`/remotes/${name}/stop`),
  start: (name: RemoteName) => post(`/remotes/${name}/start`),
  /**
   * remotes.json now sends the host to a manifest its server does not have, on the remote's own
   * origin: a deploy that lost its manifest. (Another origin would not do: the host page's CSP
   * allows the origins remotes.json named when the page loaded, so a later fix could not load.)
   */
  breakManifest: async (name: RemoteName) => {
    const manifestUrl = (await readRemoteDirectory())[name];
    if (!manifestUrl) throw new Error(`remotes.json has no ${name}`);
    await post(`/remotes/${name}/point-at`, {
      manifestUrl: new URL('/lost-deploy/mf-manifest.json', manifestUrl).href,
    });
  },
  pointAt: (name: RemoteName, manifestUrl: string) =>
    post(`/remotes/${name}/point-at`, { manifestUrl }),
  restore: (name: RemoteName) => post(`/remotes/${name}/restore`),
};

/** Areas the stack does not serve, listed in remotes.json and taken out again. */
export const extraAreaControl = {
  add: (name: string, area: AreaEntry) => post(`/areas/${name}/add`, area),
  remove: (name: string) => post(`/areas/${name}/remove`),
};

/** Closes the api and starts it again on the same port and data directory. */
export const restartApi = () => post('/api/restart');

/** The push device tokens the running api holds, for every user. */
export async function readApiDeviceTokens(): Promise<StoredDeviceToken[]> {
  const response = await fetch(`${controlUrlOf()}/api/device-tokens`);
  if (!response.ok) throw new Error(`/api/device-tokens: ${response.status}`);
  return (await response.json()) as StoredDeviceToken[];
}

/** Adds an unread notification for a user through the running api's own repository. */
export const notifyUser = (email: string, notification: NewNotification) =>
  post('/api/notifications', { email, notification });

/** Sets a funding request's title and story in the running api's database. */
export const writeFundingTexts = (id: string, texts: { title: string; story: string }) =>
  post('/api/funding-texts', { id, ...texts });

/**
 * The fake push service the host uses when the runtime config names it (see
 * harness/fake-push-service.ts): tests turn it on before opening a page, then drive it.
 */
export const fakePushService = {
  enable: (token: string) => post('/api/fake-push', { enabled: true, token }),
  disable: () => post('/api/fake-push', { enabled: false }),
  setToken: (token: string) => post('/push/token', { token }),
  /** A foreground push to every page listening. */
  send: (message: unknown) => post('/push/messages', { message }),
  /** How many pages listen for foreground pushes. */
  listeners: async (): Promise<number> => {
    const response = await fetch(`${controlUrlOf()}/push/listeners`);
    if (!response.ok) throw new Error(`/push/listeners: ${response.status}`);
    return ((await response.json()) as { count: number }).count;
  },
};
