import { areas, expect, expectAreaLoaded, navName, test } from '../fixtures';

test.describe('routes of docs/spec.md §2', () => {
  test('/ and unknown paths go to /dashboard', async ({ adminPage: page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/^[^?#]*\/\/[^/]+\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/^[^?#]*\/\/[^/]+\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('every area and settings open from the nav', async ({ adminPage: page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      await nav.getByRole('link', { name: navName(area.nav) }).click();
      await expect(page).toHaveURL(new RegExp(`${area.path}$`));
      await expectAreaLoaded(page, area);
    }
    await nav.getByRole('link', { name: navName('Settings') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await nav.getByRole('link', { name: navName('Dashboard') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('deep links under an area mount stay inside that area', async ({ adminPage: page }) => {
    await page.goto('/members-management/member-profile/does-not-matter-yet');
    // The members remote answers the deep link itself: its own not-found page, same URL.
    await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
    await expect(
      page.getByText('There is no member with the id does-not-matter-yet.'),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(
      '/members-management/member-profile/does-not-matter-yet',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  for (const path of [
    '/',
    '/dashboard',
    '/submissions',
    '/submissions/ticket-details/FR-10001',
    '/members-management',
    '/members-management/member-profile/M-1',
    '/support',
    '/coupons',
    '/settings',
    '/anything-else',
  ]) {
    test(`signed out, ${path} goes to /login`, async ({ page, baseURL }) => {
      await page.goto(path);
      // Back to where the user was after sign-in; `/` has nothing to come back to.
      const target = path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
      await expect(page).toHaveURL(`${baseURL}${target}`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }
});
