import type { Browser, BrowserContext, Page } from '@playwright/test';
import { account, expect, signInThroughForm } from '../fixtures';

/**
 * A second staff member's own browser context (support@ by default) beside the `adminPage`
 * fixture, signed in through the form. The caller closes `context`.
 */
export async function signInSecondStaff(
  browser: Browser,
  credentials = account('support'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, credentials);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}
