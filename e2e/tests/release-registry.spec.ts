import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../scripts/serve/app-server.ts';
import {
  account,
  areas,
  demoAdmin,
  expect,
  expectAreaLoaded,
  localStack,
  navName,
  requireAccounts,
  test,
  useSignedInState,
} from '../fixtures';
import { buildRemoteCopy } from '../harness/remote-build';
import { registryPost, runRelease } from '../support/release-command';
import { serveCopy } from '../support/remote-copy';

const rootDir = join(import.meta.dirname, '..', '..');
const coupons = areas.find((area) => area.remote === 'remote_coupons')!;

/** `pnpm release …` as a team's CI runs it, with the area's token. */
const pnpmRelease = (apiUrl: string, token: string, ...args: string[]) =>
  runRelease(
    { file: 'pnpm', args: ['--silent', 'run', 'release'], cwd: rootDir },
    apiUrl,
    token,
    ...args,
  );

/** An area release token, created by the owner as in Settings → Areas. */
async function areaToken(apiUrl: string, ownerToken: string, remote: string) {
  const created = await registryPost(apiUrl, ownerToken, `/registry/areas/${remote}/tokens`, {
    label: `${remote} e2e CI`,
  });
  expect(created.status).toBe(201);
  return (created.body.data as { token: string }).token;
}

/** Every rollback down to release zero, so the next test finds the environment's builds. */
async function backToReleaseZero(apiUrl: string, ownerToken: string, remote: string) {
  for (let step = 0; step < 20; step++) {
    const answer = await registryPost(apiUrl, ownerToken, `/registry/areas/${remote}/rollback`);
    if (answer.status !== 200) return;
  }
}

const searchbox = (page: Page, name: string) => page.getByRole('searchbox', { name });
const notice = (page: Page) => page.getByRole('status', { name: 'New versions' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

/** The open tab's notice (within the minute a release may take to reach it), then its Reload. */
async function reloadFromNotice(page: Page) {
  await expect(notice(page)).toContainText('Support has a new version. Reload to use it.', {
    timeout: 60_000,
  });
  await notice(page).getByRole('button', { name: 'Reload' }).click();
}

test.describe('teams release their own remote through the registry', localStack, () => {
  requireAccounts('reviewer');
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  const released = new Set<string>();

  test.afterEach(async ({ apiUrl, adminApi }) => {
    for (const remote of released) await backToReleaseZero(apiUrl, adminApi.token, remote);
    released.clear();
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** remote-support built with one text changed, served for the host's pages. */
  async function changedSupport(page: Page, version: string) {
    const dir = await buildRemoteCopy('remote_support', version, {
      'Search conversations': 'Search chats',
    });
    dirs.push(dir);
    const server = await serveCopy(dir, `remote_support ${version}`, new URL(page.url()).origin);
    servers.push(server);
    return `${server.url}/mf-manifest.json`;
  }

  test('pnpm release reaches an open tab as a notice, Reload shows it keeping the draft, --rollback brings the old back', async ({
    adminPage: page,
    apiUrl,
    adminApi,
  }) => {
    test.setTimeout(300_000);
    const manifest = await changedSupport(page, '1.1.0-release');
    const token = await areaToken(apiUrl, adminApi.token, 'remote_support');
    const { rooms } = await adminApi.get<{ rooms: { id: string }[] }>('/support/admin/rooms');
    if (!rooms[0]) throw new Error('the seed has no support room');
    await page.goto(`/support?room=${rooms[0].id}`);
    await expect(searchbox(page, 'Search conversations')).toBeVisible();
    const draft = `A reply half written before the release ${Date.now().toString(36)}`;
    await composer(page).fill(draft);

    released.add('remote_support');
    const release = await pnpmRelease(apiUrl, token, 'remote_support', '--manifest', manifest);
    expect(release.code, release.stderr).toBe(0);
    expect(release.stdout).toContain(`Now:\n  current: ${manifest} (version 1.1.0-release)`);
    await reloadFromNotice(page);
    await expect(searchbox(page, 'Search chats')).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    // What was typed before the Reload is still there.
    await expect(composer(page)).toHaveValue(draft);

    const rollback = await pnpmRelease(apiUrl, token, 'remote_support', '--rollback');
    expect(rollback.code, rollback.stderr).toBe(0);
    expect(rollback.stdout).toContain("Now:\n  current: the environment's build (release zero)");
    await reloadFromNotice(page);
    await expect(searchbox(page, 'Search conversations')).toBeVisible();
  });

  test('a 50% canary gives the owner (inside it) and a reviewer (outside) different builds until promoted', async ({
    adminPage: owner,
    browser,
    apiUrl,
    adminApi,
  }) => {
    test.setTimeout(300_000);
    const manifest = await changedSupport(owner, '1.2.0-canary');
    const token = await areaToken(apiUrl, adminApi.token, 'remote_support');
    released.add('remote_support');
    const canary = await pnpmRelease(
      apiUrl,
      token,
      'remote_support',
      '--manifest',
      manifest,
      '--canary',
      '50',
    );
    expect(canary.code, canary.stderr).toBe(0);
    expect(canary.stdout).toContain(`canary (50% of staff): ${manifest}`);

    const reviewerContext = await browser.newContext();
    const reviewer = await reviewerContext.newPage();
    await useSignedInState(reviewer, account('reviewer'));
    // canaryBucket: the demo owner is 17, the demo reviewer 60 (api/test/registry.test.ts).
    for (let visit = 0; visit < 2; visit++) {
      await expect(async () => {
        await owner.goto('/support');
        await expect(searchbox(owner, 'Search chats')).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await reviewer.goto('/support');
      await expect(searchbox(reviewer, 'Search conversations')).toBeVisible();
    }
    await owner.goto('/settings');
    const ownBuild = owner.getByRole('table', { name: 'Your build' }).getByRole('row', {
      name: /^Support/,
    });
    await expect(ownBuild).toContainText('1.2.0-canary');
    await expect(ownBuild).toContainText('Canary');
    await reviewer.goto('/settings');
    await expect(
      reviewer.getByRole('table', { name: 'Your build' }).getByRole('row', { name: /^Support/ }),
    ).toContainText('Current release');

    const promote = await pnpmRelease(apiUrl, token, 'remote_support', '--manifest', manifest);
    expect(promote.code, promote.stderr).toBe(0);
    await reloadFromNotice(reviewer);
    await reviewer.goto('/support');
    await expect(searchbox(reviewer, 'Search chats')).toBeVisible();
    await owner.goto('/support');
    await expect(searchbox(owner, 'Search chats')).toBeVisible();
    await reviewerContext.close();
  });

  test('a tab whose build was deleted loads the area from the current release, with no error', async ({
    browser,
    apiUrl,
    adminApi,
  }) => {
    test.setTimeout(180_000);
    // The old build: a copy of coupons' dist at its own origin, released for everyone.
    const oldDir = await mkdtemp(join(tmpdir(), 'remote-coupons-old-'));
    dirs.push(oldDir);
    await cp(join(rootDir, 'remote-coupons', 'dist'), oldDir, { recursive: true });
    const context = await browser.newContext();
    // On save-data the tab fetches no area ahead of a visit, so the old build's code is not
    // already in the browser when its files go.
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      }),
    );
    const page = await context.newPage();
    await page.goto('/login');
    const oldServer = await serveCopy(oldDir, 'remote_coupons old', new URL(page.url()).origin);
    servers.push(oldServer);
    const token = await areaToken(apiUrl, adminApi.token, 'remote_coupons');
    released.add('remote_coupons');
    const oldManifest = `${oldServer.url}/mf-manifest.json`;
    expect(
      (await pnpmRelease(apiUrl, token, 'remote_coupons', '--manifest', oldManifest)).code,
    ).toBe(0);
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/remotes.json')).json()))
      .toContain(oldManifest);

    await useSignedInState(page, demoAdmin);
    // Back to the environment's build; the old one's code is removed from its server.
    expect((await pnpmRelease(apiUrl, token, 'remote_coupons', '--rollback')).code).toBe(0);
    for (const file of await readdir(oldDir)) {
      if (file.endsWith('.js')) await rm(join(oldDir, file));
    }
    let environmentManifest = '';
    await expect
      .poll(async () => {
        const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
          string,
          { manifest: string }
        >;
        environmentManifest = remotes.remote_coupons?.manifest ?? '';
        return environmentManifest;
      })
      .not.toBe(oldManifest);
    const fromCurrent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(new URL(environmentManifest).origin)) {
        fromCurrent.push(request.url());
      }
    });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: navName(coupons.title) })
      .click();
    await expectAreaLoaded(page, coupons);
    expect(fromCurrent.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    await context.close();
  });
});
