import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The public pages carry the theme in their own stylesheet: the sign-in page before anything is
 * preloaded at idle, and the set-password page an invitation link opens (which preloads nothing).
 */
async function expectThemedBody(page: Page) {
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { font: style.fontFamily, background: style.backgroundColor };
  });
  expect(body.font).toContain('system-ui');
  expect(body.background).not.toBe('rgba(0, 0, 0, 0)');
}

test('the sign-in page is themed by the stylesheet it loads first', async ({ page }) => {
  // Only the entry's own stylesheet: what idle preloading adds later must not be what themes it.
  await page.route(
    (url) => url.pathname.endsWith('.css') && !/^\/main\.[0-9a-f]+\.css$/.test(url.pathname),
    (route) => route.abort(),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectThemedBody(page);
  const email = page.getByLabel('Email');
  expect(await email.evaluate((input) => getComputedStyle(input).borderTopStyle)).not.toBe('none');
});

test('the set-password page an invitation link opens is themed', async ({ page }) => {
  await page.goto('/set-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expectThemedBody(page);
  // A dead link is said at once, with no form: its message is in the theme's error colour.
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('invalid, expired or already used');
  expect(await alert.evaluate((element) => getComputedStyle(element).color)).not.toBe(
    'rgb(0, 0, 0)',
  );
});
