import { rm } from 'node:fs/promises';
import type { RunningServer } from '../../scripts/serve/app-server.ts';
import { areas, areaUnavailable, expect, localStack, test } from '../fixtures';
import { readStackEnvironment } from '../harness/environment';
import type { Page } from '@playwright/test';
import { buildRemoteCopy } from '../harness/remote-build';
import { serveCopy, supportDist } from '../support/remote-copy';

const support = areas.find((area) => area.remote === 'remote_support')!;

/** Settings → Diagnostics: asks to load Support from `manifest` in this tab. */
async function previewSupport(page: Page, manifest: string) {
  await page.goto('/settings/diagnostics');
  const form = page.getByRole('form', { name: 'Preview a build' });
  await form.getByLabel('Area to preview').selectOption({ label: 'Support' });
  await form.getByLabel('Manifest URL of the build').fill(manifest);
  await form.getByRole('button', { name: 'Preview in this tab' }).click();
}

const searchbox = (page: Page, name: string) => page.getByRole('searchbox', { name });

// The candidate build is served beside the local stack, on the port its previewOrigins allow.
test.describe('previewing another build of one area (issue 24)', localStack, () => {
  let copyDir: string | undefined;
  const servers: RunningServer[] = [];

  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    if (copyDir) await rm(copyDir, { recursive: true, force: true });
  });

  test('a changed support build shows in this tab only, under a banner, until Stop preview', async ({
    adminPage: page,
  }) => {
    // A real build of remote-support's source with one text changed, as the team's candidate.
    copyDir = await buildRemoteCopy('remote_support', '1.1.0-preview', {
      'Search conversations': 'Search chats',
    });
    const hostOrigin = new URL(page.url()).origin;
    const copy = await serveCopy(
      copyDir,
      'remote_support preview',
      hostOrigin,
      Number(readStackEnvironment().previewPort),
    );
    servers.push(copy);
    const manifest = `${copy.url}/mf-manifest.json`;

    await previewSupport(page, manifest);
    const banner = page.getByRole('region', { name: 'Preview' });
    await expect(banner).toHaveText(
      `Previewing Support from ${manifest} in this tab only.Stop preview`,
    );
    await page.goto('/support');
    await expect(searchbox(page, 'Search chats')).toBeVisible();
    await expect(banner).toBeVisible();

    // Another tab of the same browser and person keeps the deployed build.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/support');
    await expect(searchbox(otherTab, 'Search conversations')).toBeVisible();
    await expect(otherTab.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    await otherTab.close();

    // A preview that fails to load fails only its area; the banner stays to stop it.
    await copy.close();
    servers.splice(0);
    await page.reload();
    await expect(areaUnavailable(page, support)).toBeVisible();
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Stop preview' }).click();
    await expect(searchbox(page, 'Search conversations')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  });

  test('a build from an origin not in previewOrigins is refused and nothing loads from it', async ({
    adminPage: page,
  }) => {
    const stranger = await serveCopy(
      supportDist,
      'remote_support stranger',
      new URL(page.url()).origin,
    );
    servers.push(stranger);
    const fromStranger: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stranger.url)) fromStranger.push(request.url());
    });

    await previewSupport(page, `${stranger.url}/mf-manifest.json`);
    await expect(page.getByText(`${stranger.url} is not an allowed preview origin.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);

    await page.goto('/support');
    await expect(searchbox(page, 'Search conversations')).toBeVisible();
    expect(fromStranger).toEqual([]);
  });
});
