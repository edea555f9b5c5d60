import { expect } from '@playwright/test';
import { allPayloads, xssPayloads } from '../support/payloads';
import type { AreaChecks } from './area-checks';

export const coupons: AreaChecks = {
  firstCall: {
    path: '/coupons/list',
    shown: (data) => (data as { items: { code: string }[] }).items[0]?.code,
  },

  a11y: async ({ page, scan }) => {
    await page.goto('/coupons?status=active');
    const row = page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1);
    await expect(row).toBeVisible();
    await scan('coupons');

    await page.getByRole('button', { name: 'New coupon' }).first().click();
    const create = page.getByRole('dialog', { name: 'New coupon' });
    await create.getByRole('button', { name: 'Create coupon' }).click();
    await scan('create coupon dialog with errors', '[role="dialog"]');
    await create.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: /^Edit / }).click();
    await expect(page.getByRole('dialog', { name: /^Edit coupon/ })).toBeVisible();
    await scan('edit coupon dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: /^Revoke / }).click();
    await expect(page.getByRole('dialog', { name: /^Revoke coupon/ })).toBeVisible();
    await scan('revoke dialog', '[role="dialog"]');
  },

  xss: async ({ page, hostile, inert }) => {
    const code = hostile.couponCode;
    await page.goto(`/coupons?search=${code}`);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText(xssPayloads[4]);
    await row.getByRole('button', { name: `Edit ${code}` }).click();
    await expect(page.getByRole('dialog').getByLabel('Description')).toHaveValue(allPayloads);
    await inert('coupons');
  },
};
