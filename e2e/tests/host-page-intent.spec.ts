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

test('pointing at Dashboard in the nav asks for its first data: the click asks for none of it again', async ({
  adminPage: page,
}) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const dashboardData = /\/due\/overdue|\/funding\/summary/;
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (dashboardData.test(pathname)) asked.push(pathname);
  });
  const dashboard = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: navName('Dashboard') });

  await dashboard.hover();
  await expect.poll(() => asked.length).toBe(2);

  await dashboard.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The cards render what the hover asked for, without a skeleton and without asking again.
  await expect(page.getByRole('status', { name: 'Loading what is overdue' })).toHaveCount(0);
  await expect(page.getByText('Funding requests', { exact: true })).toBeVisible();
  expect(asked).toHaveLength(2);
});
