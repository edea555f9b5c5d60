import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startAppServer, type RunningServer } from '../../scripts/serve/app-server.ts';
import { areas, expect, expectAreaLoaded, navName, localStack, test } from '../fixtures';
import {
  buildFixtureRemote,
  fixtureArea,
  type FixtureBuild,
} from '../harness/fixture-remote-build';
import { settingsMenuLink } from '../support/steps';

/**
 * Issue 18: the host's build knows no area. A remote it has never heard of joins the dashboard by
 * its entry in remotes.json alone, and a remote built against a newer @backoffice/shared than
 * the host provides fails only its own area.
 */

const sharedVersion = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../shared/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const nextMajor = `${Number(sharedVersion.split('.')[0]) + 1}.0.0`;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const reportsLink = (page: Page) =>
  mainNav(page).getByRole('link', { name: navName(fixtureArea.label) });

test.describe('areas come from remotes.json', localStack, () => {
  let build: FixtureBuild | undefined;
  let server: RunningServer | undefined;

  test.afterEach(async () => {
    await server?.close();
    await build?.remove();
  });

  async function serveFixture(page: Page, options: { sharedVersion?: string } = {}) {
    build = await buildFixtureRemote(options);
    server = await startAppServer({
      name: fixtureArea.name,
      root: build.outDir,
      host: '127.0.0.1',
      port: 0,
      spa: false,
      runtimeFiles: () => {
        throw new Error('the fixture remote serves no runtime files');
      },
      serveRemotesJson: false,
      corsOrigins: [new URL(page.url()).origin],
      csp: () => ({ remoteOrigins: [], apiOrigins: [] }),
    });
    return {
      manifest: `${server.url}/mf-manifest.json`,
      path: fixtureArea.path,
      nav: { label: fixtureArea.label, order: 50 },
    };
  }

  test('a fifth remote the host never saw gets a nav entry and a route, and loses both', async ({
    adminPage: page,
    extraAreas,
  }) => {
    test.setTimeout(150_000);
    const entry = await serveFixture(page);
    await expect(mainNav(page).getByRole('link', { name: navName('Coupons') })).toBeVisible();
    await expect(reportsLink(page)).toHaveCount(0);

    await extraAreas.add(fixtureArea.name, entry);
    await page.reload();
    // After Coupons, before Settings: the order remotes.json gives.
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Dashboard',
      'Submissions',
      'Members',
      /^Support/,
      'Coupons',
      'Reports',
      'Settings',
    ]);
    await reportsLink(page).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByText('No reports yet.')).toBeVisible();
    // The area owns what is under its path: its own routes render there.
    await page.goto('/reports/weekly');
    await expect(page.getByRole('heading', { level: 1, name: 'Report weekly' })).toBeVisible();

    await extraAreas.remove(fixtureArea.name);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainNav(page).getByRole('link', { name: navName('Coupons') })).toBeVisible();
    await expect(reportsLink(page)).toHaveCount(0);
  });

  test('a remote built against a newer major of @backoffice/shared fails only its own area', async ({
    adminPage: page,
    extraAreas,
  }) => {
    test.setTimeout(150_000);
    await extraAreas.add(fixtureArea.name, await serveFixture(page, { sharedVersion: nextMajor }));
    await page.goto(fixtureArea.path);

    const error = page.getByRole('alert').filter({ hasText: 'Reports is unavailable' });
    await expect(error).toContainText(
      `remote_reports: It needs @backoffice/shared ^${nextMajor}, but this host provides ${sharedVersion}`,
    );
    await expect(error).not.toContainText('Federation Runtime');
    await expect(page.getByText('No reports yet.')).toHaveCount(0);

    for (const area of areas) {
      await mainNav(page)
        .getByRole('link', { name: navName(area.nav) })
        .click();
      await expectAreaLoaded(page, area);
    }

    await mainNav(page)
      .getByRole('link', { name: navName('Settings') })
      .click();
    await settingsMenuLink(page, 'Diagnostics').click();
    const remotesTable = page.getByRole('table', { name: 'Remotes' });
    const row = (remote: string) => remotesTable.getByRole('row', { name: new RegExp(remote) });
    await expect(
      page.getByText(`This host provides @backoffice/shared ${sharedVersion}.`),
    ).toBeVisible();
    await expect(row('remote_reports')).toContainText(
      `^${nextMajor} mismatch: this host provides ${sharedVersion}`,
    );
    for (const area of areas) {
      await expect(row(area.remote)).toContainText(`^${sharedVersion}`);
      await expect(row(area.remote)).not.toContainText('mismatch');
    }
  });
});
