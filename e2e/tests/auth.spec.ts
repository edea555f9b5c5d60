import { account, demoAdmin, expect, requireAccounts, signInThroughForm, test } from '../fixtures';

test.describe('sign-in', () => {
  test('the login page does not load the dashboard or its chart library', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes('recharts'))).toEqual([]);
  });

  test('an admin signs in and lands on the dashboard with their name in the header', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(demoAdmin.email);
  });

  test('a wrong password shows the server error and keeps the typed email', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, { email: demoAdmin.email, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toContainText(/invalid|incorrect|wrong/i);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(demoAdmin.email);
  });

  test('the form explains a malformed email before calling the api', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, { email: 'not-an-email', password: 'x' });
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a member account cannot sign in to the back-office', async ({ page }) => {
    requireAccounts('member');
    await page.goto('/login');
    await signInThroughForm(page, {
      ...account('member'),
    });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-in returns to the page the user was going to, never to another origin', async ({
    page,
  }) => {
    await page.goto('/coupons');
    await expect(page).toHaveURL(/\/login\?next=%2Fcoupons$/);
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/coupons$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/login?next=//evil.example/steal');
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signed in, /login goes on to the page it names; Back does not return to the form', async ({
    adminPage: page,
  }) => {
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login?next=/coupons');
    await expect(page).toHaveURL(/\/coupons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('sign-out clears the session and protects the pages again', async ({ adminPage: page }) => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });
});
