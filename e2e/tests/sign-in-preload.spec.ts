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

/**
 * The page sign-in leads to is rendered and laid out once while the person types (page-warmup.tsx),
 * so that its real render after sign-in finds the browser's caches warm. Nobody may notice it:
 * it is laid out and removed in one moment, it keeps the focus where the person types, and it
 * asks the api for nothing, since nobody is signed in yet.
 */
test('the page sign-in leads to is laid out unseen while the person types, and leaves nothing', async ({
  page,
}) => {
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  await page.addInitScript(() => {
    const copies: { text: string; hidden: boolean }[] = [];
    Object.assign(window, { unseenCopies: copies });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.hasAttribute('inert')) continue;
          copies.push({
            text: node.textContent ?? '',
            hidden: node.getAttribute('aria-hidden') === 'true',
          });
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });

  await page.goto('/login?next=/submissions');
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  const unseenCopies = () =>
    page.evaluate(
      () =>
        (window as unknown as { unseenCopies: { text: string; hidden: boolean }[] }).unseenCopies,
    );
  await expect.poll(async () => (await unseenCopies()).length, { timeout: 10_000 }).toBe(1);
  // Idle moments later, still one: it is not repeated while the person stays on the form.
  await page.waitForTimeout(500);

  const copies = await unseenCopies();
  expect(copies).toHaveLength(1);
  expect(copies[0]!.hidden).toBe(true);
  // The signed-in page, before its data: the main menu, and the list's caption.
  expect(copies[0]!.text).toContain('Skip to content');
  expect(copies[0]!.text).toContain('Funding requests');
  await expect(page.locator('body > [inert]')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toBeFocused();
  expect(unauthorized).toEqual([]);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('table', { name: 'Funding requests' }).locator('tbody tr').first(),
  ).toContainText(/\S/);
  await expect(page.locator('body > [inert]')).toHaveCount(0);
});
