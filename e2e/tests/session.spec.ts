import type { BackofficeDebugRegistry } from '@backoffice/shared/session';
import { expect, navName, test } from '../fixtures';

type ProbeWindow = Window & { __backoffice?: BackofficeDebugRegistry };

test.describe('session', () => {
  test('a 401 mid-session lands on /login with the stored token gone', async ({
    adminPage: page,
  }) => {
    // Let the dashboard's own calls finish first: the next call is the area's.
    await expect(page.getByRole('list', { name: 'Latest notifications' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Oldest pending requests' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-valid-token'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: navName('Coupons') })
      .click();
    await expect(page).toHaveURL(/\/login(\?next=%2Fcoupons)?$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('login and notification state survive a reload; other state does not', async ({
    adminPage: page,
  }) => {
    const startDate = page.getByLabel('Start date');
    const defaultStart = await startDate.inputValue();
    await startDate.fill('2025-01-01');
    await expect(startDate).toHaveValue('2025-01-01');
    await page.evaluate(() => {
      const store = (window as ProbeWindow).__backoffice?.probes.host?.notificationStore as {
        getState(): { setHasNewNotification(flag: boolean): void };
      };
      store.getState().setHasNewNotification(true);
    });

    await page.reload();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText('admin@backoffice.test');
    await expect(page.getByLabel('Start date')).toHaveValue(defaultStart);
    const hasNewNotification = await page.evaluate(() => {
      const store = (window as ProbeWindow).__backoffice?.probes.host?.notificationStore as {
        getState(): { hasNewNotification: boolean };
      };
      return store.getState().hasNewNotification;
    });
    expect(hasNewNotification).toBe(true);
  });
});
