import { endpoints, rumBatchSchema, UNKNOWN_RELEASE } from '@backoffice/shared/contract';
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../scripts/serve/app-server.ts';
import {
  areas,
  expect,
  expectAreaLoaded,
  localStack,
  navName,
  signInThroughForm,
  test,
} from '../fixtures';
import {
  buildFixtureRemote,
  fixtureArea,
  type FixtureBuild,
} from '../harness/fixture-remote-build';
import { seriousViolations } from '../support/axe';
import { serveCopy } from '../support/remote-copy';
import { settingsMenuLink } from '../support/steps';

/**
 * Real-user timings and errors: what staff's browsers report reaches Settings → Health, per area
 * (named as in the nav) and per release, within seconds.
 */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const figuresOf = (page: Page, area: string) =>
  page.getByRole('table', { name: `${area} figures by release` });

/** The build a manifest names: what the host reports an environment build's timings under. */
async function manifestVersion(page: Page, manifest: string): Promise<string> {
  const body = (await (await page.request.get(manifest)).json()) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  return body.metaData.buildInfo.buildVersion;
}

/**
 * The releases this page reported its areas' "data shown" timings under, by area: what it ran,
 * whatever another suite pointed the stack's remotes at meanwhile.
 */
function reportedReleases(page: Page): Map<string, Set<string>> {
  const reported = new Map<string, Set<string>>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(endpoints.rumBatch.path)) return;
    const batch = rumBatchSchema.safeParse(request.postDataJSON());
    for (const entry of batch.data?.entries ?? []) {
      if (entry.kind !== 'vital' || entry.name !== 'data-shown') continue;
      reported.set(entry.area, (reported.get(entry.area) ?? new Set()).add(entry.release));
    }
  });
  return reported;
}

/** Health, opened from Settings; Refresh until `ready` holds (batches leave within seconds). */
async function openHealthUntil(page: Page, ready: () => Promise<void>) {
  await mainNav(page)
    .getByRole('link', { name: navName('Settings') })
    .click();
  await settingsMenuLink(page, 'Health').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await ready();
  }).toPass({ timeout: 20_000 });
}

test('after visiting two areas, Health shows both with a p75 "data shown" and sessions', async ({
  page,
}) => {
  const reported = reportedReleases(page);
  await page.goto('/login?next=/members-management');
  await signInThroughForm(page);
  const [members, coupons] = [
    areas.find((area) => area.remote === 'remote_members')!,
    areas.find((area) => area.remote === 'remote_coupons')!,
  ];
  await expectAreaLoaded(page, members);
  await mainNav(page)
    .getByRole('link', { name: navName(coupons.nav) })
    .click();
  await expectAreaLoaded(page, coupons);

  // Each is counted under the release it ran: a build the api knows, not "unknown".
  await openHealthUntil(page, async () => {
    for (const area of [members, coupons]) {
      const releases = [...(reported.get(area.nav) ?? [])];
      expect(releases, `${area.nav} reported its data shown`).toHaveLength(1);
      expect(releases[0]).not.toBe(UNKNOWN_RELEASE);
      const table = figuresOf(page, area.title);
      // Newest, or the one before when another suite's tab ran a newer build (a canary) since.
      const release = releases[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(
        table.getByRole('columnheader', {
          name: new RegExp(`^Release (before )?${release}( \\(canary\\))?$`),
        }),
      ).toBeVisible({ timeout: 1_000 });
      await expect(table.getByRole('row', { name: /^Data shown/ })).toContainText(/p75 \d+ ms/, {
        timeout: 1_000,
      });
      await expect(table.getByRole('row', { name: /^Sessions [1-9]/ })).toBeVisible({
        timeout: 1_000,
      });
    }
  });
  expect(await seriousViolations(page)).toEqual([]);
  // At 390 px the tables scroll inside their cards; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figuresOf(page, members.title)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/**
 * Figures are kept per area as the nav names it, for 24 hours: a name of its own keeps other
 * suites' visits to the fixture area (areas.spec.ts, other builds of it) out of this one's table.
 */
const throwingArea = 'Reports that throw';

test.describe('an area that throws', localStack, () => {
  let build: FixtureBuild | undefined;
  let server: RunningServer | undefined;
  test.afterEach(async () => {
    await server?.close();
    await build?.remove();
  });

  test('its error is counted once against its release', async ({ adminPage: page, extraAreas }) => {
    test.setTimeout(150_000);
    build = await buildFixtureRemote();
    server = await serveCopy(build.outDir, fixtureArea.name, new URL(page.url()).origin);
    const manifest = `${server.url}/mf-manifest.json`;
    const release = await manifestVersion(page, manifest);
    await extraAreas.add(fixtureArea.name, {
      manifest,
      path: fixtureArea.path,
      nav: { label: throwingArea, order: 50 },
    });

    await page.goto(`${fixtureArea.path}/broken`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    await openHealthUntil(page, async () => {
      const table = figuresOf(page, throwingArea);
      await expect(table.getByRole('columnheader', { name: `Release ${release}` })).toBeVisible({
        timeout: 1_000,
      });
      await expect(table.getByRole('row', { name: 'Errors 1' })).toBeVisible({ timeout: 1_000 });
    });
  });
});
