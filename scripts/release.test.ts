import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signinAs, startApi, type TestApi } from '../api/src/testing.ts';

/** The major of @backoffice/shared the host provides: a build requiring it is releasable. */
const sharedMajor = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'shared', 'package.json'), 'utf8')) as {
    version: string;
  }
).version.split('.')[0];

const script = join(import.meta.dirname, 'release.ts');
let api: TestApi;
let manifests: Server;
let manifestUrl: string;
let token: string;

const manifest = {
  id: 'remote_coupons',
  name: 'remote_coupons',
  metaData: { buildInfo: { buildVersion: '1.7.0' } },
  shared: [{ name: '@backoffice/shared', requiredVersion: `^${sharedMajor}.0.0` }],
  exposes: [],
};

beforeAll(async () => {
  api = await startApi();
  manifests = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest)),
  );
  await new Promise<void>((resolve) => manifests.listen(0, '127.0.0.1', resolve));
  manifestUrl = `http://127.0.0.1:${(manifests.address() as AddressInfo).port}/mf-manifest.json`;
  const owner = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const created = await fetch(`${api.url}/registry/areas/remote_coupons/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'coupons CI' }),
  });
  token = ((await created.json()) as { data: { token: string } }).data.token;
}, 60_000);
afterAll(async () => {
  manifests?.close();
  await api?.close();
});

/** Runs the command (asynchronously: the api answering it runs in this process). */
const release = (...args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { ...process.env, RELEASE_TOKEN: token, API_URL: api.url } },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });

describe('pnpm release', () => {
  it('releases, prints what was live before and now, and rolls back', async () => {
    const released = await release('remote_coupons', '--manifest', manifestUrl, '--canary', '25');
    expect(released.status, released.stderr).toBe(0);
    expect(released.stdout).toContain('Before:\n  current: nothing');
    expect(released.stdout).toContain(`canary (25% of staff): ${manifestUrl} (version 1.7.0)`);
    const promoted = await release(
      'remote_coupons',
      '--manifest',
      manifestUrl,
      '--version',
      '1.7.0',
    );
    expect(promoted.stdout).toContain(`Now:\n  current: ${manifestUrl} (version 1.7.0)`);
    const rolledBack = await release('remote_coupons', '--rollback');
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(rolledBack.stdout).toContain("Now:\n  current: the environment's build (release zero)");
  }, 60_000);

  it("exits non-zero with the api's reason when the release is refused", async () => {
    const refused = await release('remote_support', '--manifest', manifestUrl);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Refused (403): This token releases remote_coupons only');
    const usage = await release('remote_coupons');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('--manifest or --rollback is needed');
  }, 60_000);
});
