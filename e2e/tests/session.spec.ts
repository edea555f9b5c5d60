import { demoAdmin, expect, navName, signInThroughForm, localStack, test } from '../fixtures';

test.describe('session', () => {
  test('a 401 mid-session lands on /login with the stored token gone', async ({
    adminPage: page,
  }) => {
    // Let the dashboard's own calls finish first: the next call is the area's.
    await expect(page.getByRole('list', { name: 'Latest notifications' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Oldest pending requests' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-valid-token'));
    const couponsLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: navName('Coupons') });
    const box = await couponsLink.boundingBox();
    // A raw click: pointing at the link preloads the area's data, whose 401 may take the page to
    // /login before the click lands, and a locator click would then wait for the link forever.
    // The bell's own re-read of the unread count may meet the 401 first and leave no link to
    // click: either call must take the page to /login.
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/login(\?next=%2F(coupons|dashboard))?$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test(
    'login and notification state survive a reload; other state does not',
    localStack,
    async ({ fakePush, page }) => {
      await page.goto('/login');
      await signInThroughForm(page);
      await expect(page).toHaveURL(/\/dashboard$/);
      const startDate = page.getByLabel('Start date');
      const defaultStart = await startDate.inputValue();
      await startDate.fill('2025-01-01');
      await startDate.blur();
      await expect(startDate).toHaveValue('1 Jan 2025');
      // A foreground push raises the new-notification flag, as a user would see it arrive.
      const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
      await expect(bell).not.toHaveAccessibleDescription('You have new notifications');
      await expect.poll(() => fakePush.listeners()).toBe(1);
      await fakePush.send({
        messageId: 'e2e-session-flag',
        notification: { title: 'Funding request', body: 'Flag survives a reload' },
        data: { screen: 'FundingRequest', fundingRequestId: 'FR-1' },
      });
      await expect(bell).toHaveAccessibleDescription('You have new notifications');

      await page.reload();

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('banner')).toContainText(demoAdmin.email);
      await expect(page.getByLabel('Start date')).toHaveValue(defaultStart);
      await expect(bell).toHaveAccessibleDescription('You have new notifications');
    },
  );
});
