import { areas, expect, navName, test } from '../fixtures';

test.describe('routes of docs/spec.md §2', () => {
  test('/ and unknown paths go to /dashboard', async ({ adminPage: page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('every area and settings open from the nav', async ({ adminPage: page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      await nav.getByRole('link', { name: navName(area.nav) }).click();
      await expect(page).toHaveURL(new RegExp(`${area.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
    }
    await nav.getByRole('link', { name: navName('Settings') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await nav.getByRole('link', { name: navName('Dashboard') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('deep links under an area mount stay inside that area', async ({ adminPage: page }) => {
    await page.goto('/members-management/member-profile/does-not-matter-yet');
    await expect(page).toHaveURL(/\/members-management/);
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
    test(`signed out, ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }
});
