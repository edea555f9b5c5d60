import { demoAdmin, expect, test } from '../fixtures';

/**
 * Issue 16 §2–3: what signing in needs is fetched while the person types, so between the click and
 * the first row of the page the `next` link names, only the sign-in and the page's data travel.
 */
test('signing in after typing fetches no code before the first row shows', async ({ page }) => {
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
  expect(fetchedBeforeRow).toContain('/funding-requests/dashboard/funding/list');
});
