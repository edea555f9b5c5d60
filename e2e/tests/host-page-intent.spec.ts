import { expect, navName, test } from '../fixtures';

/**
 * The host's own pages start like an area does: the idle time after landing fetches their code,
 * and pointing at a nav link before then does, so the click waits for no script.
 */
test("Settings' code is there before the click: the click fetches none", async ({
  adminPage: page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const hostScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).origin === origin) {
      hostScripts.push(new URL(request.url()).pathname);
    }
  });
  // Settled: the network quiet, and no script asked for in the last half second.
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    let seen = -1;
    await expect
      .poll(
        async () => {
          const quiet = seen === hostScripts.length;
          seen = hostScripts.length;
          return quiet;
        },
        { intervals: [500] },
      )
      .toBe(true);
  };
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await settled();
  const settings = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: navName('Settings') });

  await settings.hover();
  await settled();
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
