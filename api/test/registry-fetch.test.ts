import { createServer, type Server } from 'node:http';
import { endpoints, releaseResultSchema } from '@backoffice/shared/contract';
import { listenOnLoopback } from '../src/testing';
import { client, dataOf, errorOf, startWithAdminForFile } from './helpers';
import { areaOf, compatibleRange, manifestOf } from './registry-manifests';

/**
 * The manifest check against the review's attempts: a redirect off RELEASE_ORIGINS, a refusal
 * that repeats what an address answered, and an address stored as typed.
 */

const started = startWithAdminForFile();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/hop') {
      // 127.0.0.2 is not an allowed release origin; the api must not go there.
      response.writeHead(302, { location: 'http://127.0.0.2:1/mf-manifest.json' }).end();
      return;
    }
    const bodies: Record<string, unknown> = {
      '/internal': { data: [{ to: 'owner@internal.example', name: 'secret-mailbox-name' }] },
      '/other': manifestOf('internal_secret_remote'),
      '/members/mf-manifest.json': manifestOf('remote_members', compatibleRange, '3.1.0'),
    };
    const body = bodies[request.url ?? ''];
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  base = await listenOnLoopback(server);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function ci() {
  const created = dataOf(
    await started.admin.post('/registry/areas/remote_members/tokens', { label: 'members CI' }),
    endpoints.createReleaseToken.response,
  );
  return client(started.api.url, created.token);
}
const release = async (manifestUrl: string) =>
  (await ci()).post('/registry/areas/remote_members/releases', { manifestUrl });

describe('the manifest check', () => {
  it('follows no redirect: a 302 to an origin RELEASE_ORIGINS does not allow is refused', async () => {
    const refused = errorOf(await release(`${base}/hop`), 422);
    expect(refused.message).toMatch(/redirects elsewhere/);
    expect(refused.message).not.toContain('127.0.0.2');
    expect((await areaOf(started.admin, 'remote_members')).current).toBeNull();
  });

  it('never repeats what the address answered', async () => {
    const internal = errorOf(await release(`${base}/internal`), 422);
    expect(internal.message).toBe(`${base}/internal is not an mf-manifest.json`);
    const other = errorOf(await release(`${base}/other`), 422);
    expect(other.message).not.toContain('internal_secret_remote');
  });

  it('stores the address in canonical form', async () => {
    const port = new URL(base).port;
    const typed = `http://0x7f000001:${port}/members/mf-manifest.json`;
    const released = dataOf(await release(typed), releaseResultSchema);
    expect(released.release?.manifestUrl).toBe(`${base}/members/mf-manifest.json`);
    expect((await areaOf(started.admin, 'remote_members')).current?.manifestUrl).toBe(
      `${base}/members/mf-manifest.json`,
    );
  });
});
