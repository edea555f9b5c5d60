import { rm } from 'node:fs/promises';
import type { RunningServer } from '../../scripts/serve/app-server.ts';
import { expect, navName, localStack, test } from '../fixtures';
import { buildRemoteCopy } from '../harness/remote-build';
import { connectMember, sendUntilToast } from '../support/member-chat';
import { serveCopy } from '../support/remote-copy';
import { settingsMenuLink } from '../support/steps';

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
    await page.goto('/settings/diagnostics');
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
    await settingsMenuLink(page, 'Diagnostics').click();
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
    copyDir = await buildRemoteCopy('remote_support', '1.0.1-fix', {
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
