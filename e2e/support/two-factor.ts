import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { totpCode } from './mail-catcher';

/**
 * Settings → Your security with the set-up open: confirms a code of the key it shows, checks the
 * ten recovery codes and saves them. Returns the key, for the codes of later sign-ins.
 */
export async function enrolThroughForm(page: Page): Promise<string> {
  const setup = page.getByRole('form', { name: 'Set up two-factor' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await setup.getByLabel('Secret key').textContent())!.trim();
  await setup.getByLabel('Authentication code').fill(totpCode(secret));
  await setup.getByRole('button', { name: 'Turn on two-factor' }).click();
  const codes = page.getByRole('region', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  return secret;
}
