import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../../scripts/serve/app-server.ts';
import { expect, localStack, navName, test } from '../fixtures';
import { registryPost, runRelease } from '../support/release-command';
import { serveCopy } from '../support/remote-copy';

/**
 * A team's own repository (`pnpm team-kit`), built there with npm alone: `pnpm check:team-kit`
 * writes, installs, tests and builds it, then runs this file with TEAM_KIT naming it. Here the
 * build is served on a port of its own, an owner registers the area and gives its team a token,
 * and the team's `npm run release` makes it live: the host's nav opens it.
 */
const project = process.env.TEAM_KIT
  ? (JSON.parse(process.env.TEAM_KIT) as {
      dir: string;
      remote: string;
      path: string;
      label: string;
    })
  : undefined;

/** `npm run release -- …` in the team's project, as its CI runs it. */
const npmRelease = (apiUrl: string, token: string, ...args: string[]) =>
  runRelease(
    { file: 'npm', args: ['run', '--silent', 'release', '--'], cwd: project!.dir },
    apiUrl,
    token,
    ...args,
  );

test.describe("a team's own repository releases its area", localStack, () => {
  test.skip(!project, 'runs from `pnpm check:team-kit`, which builds the project it names');
  const servers: RunningServer[] = [];
  const dirs: string[] = [];

  test.afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  test('registered, released with its token by npm run release, opened from the nav, rolled back', async ({
    adminPage: page,
    apiUrl,
    adminApi,
  }) => {
    test.setTimeout(240_000);
    const { dir, remote, path, label } = project!;
    const hostOrigin = new URL(page.url()).origin;
    const server = await serveCopy(join(dir, 'dist'), remote, hostOrigin);
    servers.push(server);
    const manifest = `${server.url}/mf-manifest.json`;

    const registered = await registryPost(apiUrl, adminApi.token, '/registry/areas', {
      remote,
      path,
      label,
      order: 60,
    });
    expect(registered.status).toBe(201);
    const created = await registryPost(apiUrl, adminApi.token, `/registry/areas/${remote}/tokens`, {
      label: `${remote} CI`,
    });
    expect(created.status).toBe(201);
    const token = (created.body.data as { token: string }).token;

    // A build that needs a @backoffice/shared the host does not have is refused, with the reason.
    const skewed = await mkdtemp(join(tmpdir(), 'team-kit-skewed-'));
    dirs.push(skewed);
    await cp(join(dir, 'dist'), skewed, { recursive: true });
    const manifestFile = join(skewed, 'mf-manifest.json');
    await writeFile(
      manifestFile,
      (await readFile(manifestFile, 'utf8')).replace(
        /"requiredVersion": "\^\d+\./g,
        '"requiredVersion": "^99.',
      ),
    );
    const skewedServer = await serveCopy(skewed, `${remote} skewed`, hostOrigin);
    servers.push(skewedServer);
    const refused = await npmRelease(
      apiUrl,
      token,
      '--manifest',
      `${skewedServer.url}/mf-manifest.json`,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused (422)');
    expect(refused.stderr).toContain('@backoffice/shared');

    const released = await npmRelease(apiUrl, token, '--manifest', manifest);
    expect(released.code, released.stderr).toBe(0);
    expect(released.stdout).toContain(`Now:\n  current: ${manifest} (version 1.0.0)`);

    const nav = page.getByRole('navigation', { name: 'Main' });
    // The open tab hears of the release and, once the host's server lists it, says so: a page's
    // CSP is written when the page is served, so only a reload may load the new area's origin.
    const notice = page.getByRole('status', { name: 'New versions' });
    await expect(notice).toContainText(`${label} is new. Reload to use it.`, { timeout: 45_000 });
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toHaveCount(0);
    await expect(nav.getByRole('link', { name: navName(label) })).toBeVisible();
    await nav.getByRole('link', { name: navName(label) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    // The members list, from the api, in the team's table.
    const table = page.getByRole('table', { name: label });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    const rolledBack = await npmRelease(apiUrl, token, '--rollback');
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    await expect(async () => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(nav.getByRole('link', { name: navName(label) })).toHaveCount(0, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
  });
});
