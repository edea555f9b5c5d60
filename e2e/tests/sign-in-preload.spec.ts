import { demoAdmin, expect, test } from '../fixtures';
import { holdRequests } from '../support/hold-route';

/**
 * What signing in needs is fetched while the person types, and the sign-in answer carries the
 * first page of where the `next` link leads (`first_page`): between the click and that page's
 * first row only the sign-in travels, with no request for the rows of their own.
 */
test('signing in after typing: only the sign-in travels before the first row shows', async ({
  page,
}) => {
  await page.goto('/login?next=/submissions');
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  // The idle preloads: the network quiet for a while after the typing.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');

  const fetchedBeforeRow = await page.evaluate(async () => {
    const firstRowShown = () => {
      const table = [...document.querySelectorAll('table')].find(
        (element) => element.caption?.textContent?.trim() === 'Funding requests',
      );
      const row = table?.querySelector('tbody tr:not([aria-hidden])');
      return Boolean(row && row.querySelectorAll('td').length > 1 && row.textContent?.trim());
    };
    const button = [...document.querySelectorAll('button')].find(
      (element) => element.textContent?.trim() === 'Sign in',
    );
    const clickedAt = performance.now();
    button!.click();
    const shownAt = await new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!firstRowShown()) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= clickedAt && entry.startTime <= shownAt)
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(fetchedBeforeRow.filter((path) => /\.(js|css)$/.test(path))).toEqual([]);
  expect(fetchedBeforeRow).toContain('/auth/signin/admin');
  expect(fetchedBeforeRow).not.toContain('/funding-requests/dashboard/funding/list');
});

/**
 * The area the sign-in leads to is fetched from the form's first use by /login's own
 * code, not once the signed-in code (which holds the federation runtime) has arrived and run: its
 * manifest, entry and first chunks then wait on nothing. Held here, the signed-in code cannot be
 * what asks for them. The runtime then takes that manifest read instead of asking again.
 */
test('the area’s code is asked for before the signed-in code, and its manifest once', async ({
  page,
}) => {
  const signedInCode = await holdRequests(page, /\/signed-in\.[0-9a-f]+\.js$/);
  const manifestReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifestReads.push(request.url());
  });
  await page.goto('/login?next=/submissions');
  const entryAsked = page.waitForRequest(/\/remoteEntry\.js$/, { timeout: 10_000 });
  await page.getByLabel('Email').fill(demoAdmin.email);
  const entry = await entryAsked;
  signedInCode.release();

  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('table', { name: 'Funding requests' }).getByRole('row').nth(1),
  ).toBeVisible();
  const entryOrigin = new URL(entry.url()).origin;
  expect(manifestReads.filter((url) => url.startsWith(entryOrigin))).toHaveLength(1);
});
