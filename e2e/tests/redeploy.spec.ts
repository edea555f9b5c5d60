import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer, type RunningServer } from '../../scripts/serve/app-server.ts';
import { expect, navName, localStack, test } from '../fixtures';
import { freePort } from '../harness/free-port';
import { buildRemoteCopy } from '../harness/remote-build';
import { connectMember, sendUntilToast } from '../support/member-chat';

const supportDist = join(import.meta.dirname, '..', '..', 'remote-support', 'dist');

/**
 * A copy of remote-support's build with texts changed in its code, as a fix shipped by the support
 * team alone would be (cheaper than a second build; the manifest names the same files).
 */
async function supportCopyWith(changes: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'remote-support-copy-'));
  await cp(supportDist, dir, { recursive: true });
  const changed = new Set<string>();
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.js'))) {
    let code = await readFile(join(dir, file), 'utf8');
    for (const [from, to] of Object.entries(changes)) {
      if (!code.includes(from)) continue;
      code = code.replaceAll(from, to);
      changed.add(from);
    }
    await writeFile(join(dir, file), code);
  }
  // A text not found would make the test pass without proving anything.
  expect([...changed].sort()).toEqual(Object.keys(changes).sort());
  return dir;
}

const serveCopy = async (root: string, name: string, hostOrigin: string) =>
  startAppServer({
    name,
    root,
    host: '127.0.0.1',
    port: await freePort(),
    spa: false,
    runtimeFiles: () => {
      throw new Error('a remote copy serves no runtime files in this test');
    },
    serveRemotesJson: false,
    corsOrigins: [hostOrigin],
    csp: () => ({ remoteOrigins: [], apiOrigins: [] }),
  });

test.describe('shipping a remote never needs a host rebuild', localStack, () => {
  let copyDir: string | undefined;
  let copyServer: RunningServer | undefined;

  test.afterEach(async () => {
    await copyServer?.close();
    if (copyDir) await rm(copyDir, { recursive: true, force: true });
  });

  test('pointing remotes.json at a new build of coupons changes what the host shows', async ({
    adminPage: page,
    remotes,
  }) => {
    test.setTimeout(150_000);
    const version = '2.0.0-canary';
    copyDir = await buildRemoteCopy('remote_coupons', version);
    const hostOrigin = new URL(page.url()).origin;
    copyServer = await serveCopy(copyDir, 'remote_coupons canary', hostOrigin);
    const canaryManifest = `${copyServer.url}/mf-manifest.json`;

    const settingsRow = () =>
      page.getByRole('table', { name: 'Remotes' }).getByRole('row', { name: /remote_coupons/ });
    await page.goto('/settings');
    await expect(settingsRow()).toContainText('1.0.0');

    await remotes.pointAt('remote_coupons', canaryManifest);
    // From the reload on: the signed-in shell preloads every area's code once the page is idle.
    const canaryRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(copyServer!.url)) canaryRequests.push(request.url());
    });
    await page.reload();

    await expect(settingsRow()).toContainText(canaryManifest);
    await expect(settingsRow()).toContainText(version);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: navName('Coupons') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    expect(canaryRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: navName('Settings') })
      .click();
    await expect(settingsRow()).toContainText('loaded');
  });

  test('a support chat change shipped in a copy of remote-support alone is live, host untouched', async ({
    adminPage: page,
    remotes,
    apiUrl,
    adminApi,
  }) => {
    // The room list's search (always support's) and the new-message toast the host shows
    // outside /support (support's code, mounted by the host after sign-in).
    copyDir = await supportCopyWith({
      'Search conversations': 'Search chats',
      'New message from ': 'New chat from ',
    });
    copyServer = await serveCopy(copyDir, 'remote_support copy', new URL(page.url()).origin);

    await remotes.pointAt('remote_support', `${copyServer.url}/mf-manifest.json`);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('status').first()).toContainText('Live');

    const member = await connectMember(apiUrl, adminApi);
    try {
      const text = await sendUntilToast(page, member, 'From the member');
      await expect(page.getByText(new RegExp(`^New chat from .+: ${text}$`))).toBeVisible();
    } finally {
      member.close();
    }
    await expect(page.getByText(/^New message from /)).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: navName('Support') })
      .click();
    await expect(page.getByRole('searchbox', { name: 'Search chats' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search conversations' })).toHaveCount(0);
  });
});
