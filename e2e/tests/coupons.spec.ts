import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

type CouponStatistics = { total: number; active: number; revoked: number };
type ApiCoupon = {
  code: string;
  status: string;
  expiresAt: string | null;
  revokedAt: string | null;
  revokeReason: string | null;
};

/** The figure under a statistics card's label. */
function statistic(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Coupon statistics' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');
}

test.describe('coupons', () => {
  test('create, refuse a duplicate code, edit the expiry, revoke', async ({
    adminPage: page,
    adminApi,
  }) => {
    const before = await adminApi.get<CouponStatistics>('/coupons/statistics');
    const code = `E2E-${Date.now().toString(36)}`.toUpperCase();

    await page.getByRole('link', { name: 'Coupons' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await expect(statistic(page, 'Total coupons')).toHaveText(String(before.total));

    // Create: the code is typed in lowercase and saved in uppercase.
    await page.getByRole('button', { name: 'New coupon' }).first().click();
    const create = page.getByRole('dialog', { name: 'New coupon' });
    await create.getByLabel('Code').fill(code.toLowerCase());
    await expect(create.getByLabel('Code')).toHaveValue(code);
    await create.getByLabel('Description').fill('End-to-end campaign');
    await create.getByLabel('Percent off').fill('15');
    await create.getByLabel('Maximum redemptions').fill('100');
    await create.getByRole('button', { name: 'Create coupon' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText(`Coupon ${code} created`)).toBeVisible();

    // The statistics and the list follow without a reload.
    await expect(statistic(page, 'Total coupons')).toHaveText(String(before.total + 1));
    await expect(statistic(page, 'Active')).toHaveText(String(before.active + 1));
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill(code);
    await expect(page).toHaveURL(new RegExp(`search=${code}`));
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('15%');
    await expect(row).toContainText('0 / 100');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');

    // The same code again: the api's 409 lands on the code field, the input stays.
    await page.getByRole('button', { name: 'New coupon' }).first().click();
    const duplicate = page.getByRole('dialog', { name: 'New coupon' });
    await duplicate.getByLabel('Code').fill(code);
    await duplicate.getByLabel('Percent off').fill('20');
    await duplicate.getByRole('button', { name: 'Create coupon' }).click();
    await expect(duplicate.getByLabel('Code')).toHaveAccessibleDescription(
      new RegExp(`A coupon with code ${code} already exists`),
    );
    await expect(duplicate.getByLabel('Code')).toHaveValue(code);
    await expect(duplicate.getByLabel('Percent off')).toHaveValue('20');
    await duplicate.getByRole('button', { name: 'Cancel' }).click();
    await expect(duplicate).toBeHidden();
    await expect(statistic(page, 'Total coupons')).toHaveText(String(before.total + 1));

    // Edit the expiry.
    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit coupon ${code}` });
    await expect(edit.getByRole('group', { name: 'Fixed at creation' })).toContainText(code);
    await edit.getByLabel('Expires').fill('2030-12-31T23:00');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(`Coupon ${code} updated`)).toBeVisible();
    await expect(row).toContainText('31 Dec 2030');

    // Revoke: the confirmation says it is final; afterwards the row offers no edit.
    await row.getByRole('button', { name: `Revoke ${code}` }).click();
    const revoke = page.getByRole('dialog', { name: `Revoke coupon ${code}?` });
    await expect(revoke).toContainText('This cannot be undone.');
    await revoke.getByLabel('Reason (optional)').fill('Campaign ended early');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(revoke).toBeHidden();
    await expect(page.getByText(`Coupon ${code} revoked`)).toBeVisible();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: `Edit ${code}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Revoke ${code}` })).toHaveCount(0);
    await expect(statistic(page, 'Revoked')).toHaveText(String(before.revoked + 1));

    // What the api now holds for the coupon.
    const stored = await adminApi.get<{ items: ApiCoupon[] }>('/coupons/list', { search: code });
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]).toMatchObject({
      code,
      status: 'revoked',
      revokeReason: 'Campaign ended early',
    });
    expect(stored.items[0]?.revokedAt).toEqual(expect.any(String));
  });

  test('sorts by a column header and pages, both in the URL, as the api orders them', async ({
    adminPage: page,
    adminApi,
  }) => {
    type CouponPage = { items: { code: string }[]; total: number };
    const byCode = (sort: string, pageNumber: number) =>
      adminApi.get<CouponPage>('/coupons/list', { sort, page: pageNumber, limit: 20 });
    const [secondPage, descending] = await Promise.all([byCode('code', 2), byCode('-code', 1)]);
    expect(secondPage.total).toBeGreaterThan(20);
    await page.goto('/coupons');
    const table = page.getByRole('table', { name: 'Coupons' });
    const firstRow = table.getByRole('row').nth(1);
    const code = table.getByRole('columnheader', { name: /Code/ });
    await code.getByRole('button').click();
    await expect(page).toHaveURL(/\?sort=code$/);
    await expect(code).toHaveAttribute('aria-sort', 'ascending');
    await page
      .getByRole('navigation', { name: 'Coupon pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\?sort=code&page=2$/);
    await expect(firstRow).toContainText(secondPage.items[0]!.code);
    // Another sort starts again from the first page.
    await code.getByRole('button').click();
    await expect(page).toHaveURL(/\?sort=-code$/);
    await expect(firstRow).toContainText(descending.items[0]!.code);
  });

  test('keeps the status filter in the URL, and the back button restores it', async ({
    adminPage: page,
    adminApi,
  }) => {
    const revoked = await adminApi.get<{ items: { code: string }[]; total: number }>(
      '/coupons/list',
      { status: 'revoked', limit: 1 },
    );
    // The seed holds revoked coupons; the list must show the api's first one.
    const first = revoked.items[0];
    expect(first, 'the api holds a revoked coupon').toBeDefined();
    await page.goto('/coupons?status=revoked');
    await expect(page.getByLabel('Status')).toHaveValue('revoked');
    const firstRow = page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1);
    await expect(firstRow).toContainText(first!.code);
    await expect(firstRow).toContainText('Revoked');
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(/status=active/);
    await expect(firstRow).toContainText('Active');
    await page.goBack();
    await expect(page.getByLabel('Status')).toHaveValue('revoked');
  });
});
