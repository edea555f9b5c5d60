import { rm } from 'node:fs/promises';
import { startAppServer, type RunningServer } from '../../scripts/serve/app-server.ts';
import { expect, navName, test } from '../fixtures';
import { freePort } from '../harness/free-port';
import { buildRemoteCopy } from '../harness/remote-build';

test.describe('shipping a remote never needs a host rebuild', () => {
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
    copyServer = await startAppServer({
      name: 'remote_coupons canary',
      root: copyDir,
      host: '127.0.0.1',
      port: await freePort(),
      spa: false,
      runtimeFiles: () => {
        throw new Error('the canary remote serves no runtime files in this test');
      },
      serveRemotesJson: false,
      corsOrigins: [hostOrigin],
      csp: () => ({ remoteOrigins: [], apiOrigins: [] }),
    });
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
});
