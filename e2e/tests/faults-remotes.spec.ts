import type { Page, Route } from '@playwright/test';
import { areas, areaUnavailable, expect, expectAreaLoaded, localStack, test } from '../fixtures';
import { connectMember } from '../support/member-chat';
import { manifestUrls } from '../support/remotes-json';
import { settingsMenuLink } from '../support/steps';

/**
 * Fault injection, remotes: for every area its server down, its manifest broken and a chunk
 * failing mid-navigation. Each ends the same way: the area says it is unavailable with Retry, the
 * rest of the dashboard keeps working, and Retry heals the area without a page reload.
 */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

type AreaInfo = (typeof areas)[number];

/** What the area's error state says went wrong, in plain words (not the runtime's wording). */
type Explain = (area: AreaInfo) => string;
const serverDown: Explain = (area) => `The server of ${area.title} did not answer.`;
const noManifest: Explain = (area) =>
  `The address of ${area.title} answered, but with no manifest for it`;
const codeFailed: Explain = (area) => `Part of the code of ${area.title} could not be downloaded.`;

async function expectAreaUnavailable(page: Page, area: AreaInfo, explain: Explain) {
  const failure = areaUnavailable(page, area);
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(failure).toContainText(explain(area));
  await expect(failure).not.toContainText('Federation Runtime');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
}

/** Settings → Diagnostics keeps the technical cause the area's page leaves out. */
async function expectDiagnosticsCause(page: Page, area: AreaInfo, cause: RegExp) {
  await nav(page).getByRole('link', { name: 'Settings' }).click();
  await settingsMenuLink(page, 'Diagnostics').click();
  const row = page.getByRole('table', { name: 'Remotes' }).getByRole('row', { name: area.remote });
  await expect(row).toContainText(cause);
}

/** The shell and another area still work while `broken` is down. */
async function expectRestWorks(page: Page, broken: AreaInfo) {
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const other = areas.find((area) => area.remote !== broken.remote)!;
  await areaLink(page, other).click();
  await expectAreaLoaded(page, other);
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The area's nav link (Support's name carries its unread count: "Support55 unread"). */
const areaLink = (page: Page, area: AreaInfo) =>
  nav(page).getByRole('link', { name: new RegExp(`^${area.nav}(?![A-Za-z])`) });

/** Back in the area while the fault lasts: it still says so (a later visit tries again). */
async function revisitStillFailing(page: Page, area: AreaInfo, explain: Explain) {
  await areaLink(page, area).click();
  await expectAreaUnavailable(page, area, explain);
}

async function retryHeals(page: Page, area: AreaInfo, urlBefore: string) {
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectAreaLoaded(page, area, { timeout: 15_000 });
  // Same document: a reload would have reset this marker.
  expect(await page.evaluate(() => (window as { faultMarker?: string }).faultMarker)).toBe(
    urlBefore,
  );
}

/** Marks the document, so the end of a test can prove no reload happened. */
async function markDocument(page: Page): Promise<string> {
  const marker = page.url();
  await page.evaluate((url) => Object.assign(window, { faultMarker: url }), marker);
  return marker;
}

for (const area of areas) {
  test.describe(`faults in ${area.title}`, () => {
    // The loader retries a failing remote twice before it gives up, per visit.
    test.describe.configure({ timeout: 150_000 });

    /**
     * The fault, then a fresh document: remotes.json is read at boot, and the signed-in page may
     * already have preloaded the area at idle (a down server must cost the area anyway, its
     * preload failing silently). Then the area fails, the rest works, and Retry heals it.
     */
    const faultThenRetry = async (
      page: Page,
      fault: { start: () => Promise<void>; explain: Explain; cause: RegExp },
      fix: () => Promise<void>,
    ) => {
      await fault.start();
      await page.reload();
      const marker = await markDocument(page);
      await areaLink(page, area).click();
      await expectAreaUnavailable(page, area, fault.explain);
      await expectRestWorks(page, area);
      await expectDiagnosticsCause(page, area, fault.cause);
      await revisitStillFailing(page, area, fault.explain);
      await fix();
      await retryHeals(page, area, marker);
    };

    test(`${area.title}: its server down`, localStack, async ({ adminPage: page, remotes }) => {
      await faultThenRetry(
        page,
        {
          start: () => remotes.stop(area.remote),
          explain: serverDown,
          cause: /failed: .*#RUNTIME-003: .*mf-manifest\.json did not answer \(TypeError/,
        },
        () => remotes.start(area.remote),
      );
    });

    test(
      `${area.title}: its manifest is broken`,
      localStack,
      async ({ adminPage: page, remotes }) => {
        await faultThenRetry(
          page,
          {
            start: () => remotes.breakManifest(area.remote),
            explain: noManifest,
            cause: /failed: .*#RUNTIME-003: .*lost-deploy\/mf-manifest\.json has no manifest/,
          },
          () => remotes.restore(area.remote),
        );
      },
    );

    test(`${area.title}: a chunk fails mid-navigation`, async ({ adminPage: page }) => {
      const manifestUrl = manifestUrls(await (await page.request.get('/remotes.json')).json())[
        area.remote
      ]!;
      const remoteOrigin = new URL(manifestUrl).origin;
      // The manifest and the entry load; every other script of the remote fails.
      const isChunk = (url: URL) =>
        url.origin === remoteOrigin &&
        url.pathname.endsWith('.js') &&
        !url.pathname.endsWith('/remoteEntry.js');
      let failed = 0;
      const failChunk = async (route: Route) => {
        failed += 1;
        await route.abort('connectionreset');
      };
      await page.route(isChunk, failChunk);
      // A page signed in from the stored state may have preloaded the area at idle already: a
      // fresh document (routing turns the HTTP cache off) has none of its code.
      await page.reload();
      const marker = await markDocument(page);
      await areaLink(page, area).click();
      await expectAreaUnavailable(page, area, codeFailed);
      expect(failed).toBeGreaterThan(0);
      await expectRestWorks(page, area);
      await revisitStillFailing(page, area, codeFailed);
      await page.unroute(isChunk, failChunk);
      await retryHeals(page, area, marker);
    });
  });
}

test(
  'support down: no unread badge in the nav, the rest of the dashboard works',
  localStack,
  async ({ adminPage: page, remotes, apiUrl, adminApi }) => {
    const support = areas.find((area) => area.remote === 'remote_support')!;
    const badge = areaLink(page, support).getByTestId('support-unread');
    // An unread member message, so the badge has something to show while support is up.
    const member = await connectMember(apiUrl, adminApi);
    member.send(`Waiting for an answer ${Date.now().toString(36)}`);
    member.close();
    await expect(badge).toHaveText(/^[1-9]\d*$/);

    await remotes.stop('remote_support');
    const supportGaveUp = page.waitForEvent('console', (message) =>
      message.text().includes("Support's SignedInSupport is unavailable"),
    );
    await page.reload();
    await supportGaveUp;
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status').first()).toContainText('Live');
    await expect(areaLink(page, support)).toHaveAccessibleName('Support');
    await expect(badge).toHaveCount(0);
    await expectRestWorks(page, support);
  },
);
