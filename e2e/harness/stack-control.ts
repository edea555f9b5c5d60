import type { NewNotification, StoredDeviceToken } from '@backoffice/api/testing';
import type { RemoteName } from '../../scripts/stack-layout.ts';
import { BROKEN_MANIFEST_PATH } from './control-server.ts';
import { readStackEnvironment } from './environment.ts';

async function post(path: string, body?: unknown): Promise<void> {
  const { controlUrl } = readStackEnvironment();
  const response = await fetch(`${controlUrl}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Remote faults for the isolation suites; every change is undone by `restore`. */
export const remoteControl = {
  stop: (name: RemoteName) => post(`/remotes/${name}/stop`),
  start: (name: RemoteName) => post(`/remotes/${name}/start`),
  /** remotes.json now sends the host to a manifest that is not valid JSON. */
  breakManifest: (name: RemoteName) =>
    post(`/remotes/${name}/point-at`, {
      manifestUrl: `${readStackEnvironment().controlUrl}${BROKEN_MANIFEST_PATH}`,
    }),
  pointAt: (name: RemoteName, manifestUrl: string) =>
    post(`/remotes/${name}/point-at`, { manifestUrl }),
  restore: (name: RemoteName) => post(`/remotes/${name}/restore`),
};

/** Closes the api and starts it again on the same port and data directory. */
export const restartApi = () => post('/api/restart');

/** The push device tokens the running api holds, for every user. */
export async function readApiDeviceTokens(): Promise<StoredDeviceToken[]> {
  const response = await fetch(`${readStackEnvironment().controlUrl}/api/device-tokens`);
  if (!response.ok) throw new Error(`/api/device-tokens: ${response.status}`);
  return (await response.json()) as StoredDeviceToken[];
}

/** Adds an unread notification for a user through the running api's own repository. */
export const notifyUser = (email: string, notification: NewNotification) =>
  post('/api/notifications', { email, notification });
