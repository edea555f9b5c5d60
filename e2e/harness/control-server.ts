import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  listenOnLoopback,
  type NewNotification,
  type StoredDeviceToken,
} from '@backoffice/api/testing';
import type { AreaEntry } from '../../scripts/serve/runtime-files.ts';
import { remoteApps, type RemoteName } from '../../scripts/stack-layout.ts';
import { createFakePushService, FAKE_PUSH_PATH, readJson } from './fake-push-service.ts';

/**
 * The stack runs in Playwright's main process; tests run in a worker. This small HTTP server is
 * how a test stops a remote, breaks its manifest or restarts the api in the middle of a run.
 */
export interface StackControls {
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  /** Points remotes.json's entry for `name` at a URL (a broken manifest, another build). */
  pointRemoteAt(name: RemoteName, manifestUrl: string): Promise<void>;
  /** Back to the stack's own server for `name`, running. */
  restoreRemote(name: RemoteName): Promise<void>;
  /** Lists an area the stack does not serve in remotes.json (a team's own deploy). */
  addArea(name: string, area: AreaEntry): Promise<void>;
  /** Takes such an area out of remotes.json again. */
  removeArea(name: string): void;
  restartApi(): Promise<void>;
  /** The push device tokens the running api holds (the push suite checks its registrations). */
  readDeviceTokens(): Promise<StoredDeviceToken[]>;
  /** Adds an unread notification for a user, so a suite does not rely on the seeded ones. */
  notify(email: string, notification: NewNotification): Promise<string>;
  /** Sets a funding request's member-written texts (no endpoint writes them). */
  writeFundingTexts(id: string, texts: { title: string; story: string }): Promise<void>;
  /** Puts the fake push service's URL in the runtime config the host serves, or takes it out. */
  setFakePushUrl(url: string | null): void;
}

const isRemoteName = (value: string): value is RemoteName =>
  remoteApps.some((app) => app.name === value);

export async function startControlServer(
  controls: StackControls,
): Promise<{ url: string; close(): Promise<void> }> {
  const fakePush = createFakePushService();
  let ownUrl = '';
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://control');
    if (await fakePush.handle(request, response, url.pathname)) return;
    if (url.pathname === '/api/device-tokens' && request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(await controls.readDeviceTokens()));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    if (url.pathname === '/api/notifications') {
      const { email, notification } = await readJson(request);
      if (typeof email !== 'string') throw new Error('/api/notifications needs { email }');
      const id = await controls.notify(email, notification as NewNotification);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ id }));
      return;
    }
    if (url.pathname === '/api/funding-texts') {
      const { id, title, story } = await readJson(request);
      if (typeof id !== 'string' || typeof title !== 'string' || typeof story !== 'string') {
        throw new Error('/api/funding-texts needs { id, title, story }');
      }
      await controls.writeFundingTexts(id, { title, story });
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/api/fake-push') {
      const { enabled, token } = await readJson(request);
      if (typeof enabled !== 'boolean') throw new Error('/api/fake-push needs { enabled }');
      fakePush.setEnabled(enabled, typeof token === 'string' ? token : undefined);
      controls.setFakePushUrl(enabled ? `${ownUrl}${FAKE_PUSH_PATH}` : null);
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/api/restart') {
      await controls.restartApi();
      response.writeHead(204).end();
      return;
    }
    const areaMatch = /^\/areas\/(remote_[a-z0-9_]+)\/(add|remove)$/.exec(url.pathname);
    if (areaMatch?.[1]) {
      if (areaMatch[2] === 'add')
        await controls.addArea(areaMatch[1], (await readJson(request)) as unknown as AreaEntry);
      else controls.removeArea(areaMatch[1]);
      response.writeHead(204).end();
      return;
    }
    const match = /^\/remotes\/([a-z_]+)\/(stop|start|point-at|restore)$/.exec(url.pathname);
    const name = match?.[1];
    if (!match || !name || !isRemoteName(name)) {
      response.writeHead(404).end();
      return;
    }
    const action = match[2];
    if (action === 'stop') await controls.stopRemote(name);
    if (action === 'start') await controls.startRemote(name);
    if (action === 'restore') await controls.restoreRemote(name);
    if (action === 'point-at') {
      const { manifestUrl } = await readJson(request);
      if (typeof manifestUrl !== 'string') throw new Error('point-at needs { manifestUrl }');
      await controls.pointRemoteAt(name, manifestUrl);
    }
    response.writeHead(204).end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    });
  });
  // A test's worker reuses its connection to this server between calls. With Node's default
  // 5 s keep-alive timeout, a call made just as the server drops an idle connection fails with
  // "other side closed" (seen in CI while the stack was busy); the worker's client closes idle
  // connections itself, and close() below ends what is left.
  server.keepAliveTimeout = 0;
  ownUrl = await listenOnLoopback(server);
  return {
    url: ownUrl,
    close: () => {
      fakePush.setEnabled(false);
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
