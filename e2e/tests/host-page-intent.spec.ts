import { expect, navName, test } from '../fixtures';

/**
 * The host's own pages start like an area does (startPage): pointing at a nav link fetches the
 * page's code, so the click after it waits for no script.
 */
test("pointing at Settings in the nav fetches its page's code: the click fetches none", async ({
  adminPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const hostScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin)) {
      hostScripts.push(new URL(request.url()).pathname);
    }
  });
  const settings = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: navName('Settings') });

  await settings.hover();
  await expect.poll(() => hostScripts.length).toBeGreaterThan(0);
  // Settled: no script asked for in the last half second.
  let seen = -1;
  await expect
    .poll(
      async () => {
        const settled = seen === hostScripts.length;
        seen = hostScripts.length;
        return settled;
      },
      { intervals: [500] },
    )
    .toBe(true);
  const beforeClick = [...hostScripts];

  await settings.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(hostScripts).toEqual(beforeClick);
});
