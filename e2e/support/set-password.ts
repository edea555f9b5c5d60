import type { Page } from '@playwright/test';

/** On the set-password page a link opened: the new password twice, then "Set password". */
export async function submitNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
}
