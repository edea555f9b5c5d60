import { signInAs } from '../support/api-client.ts';
import { demoAdmin, expect, test } from '../fixtures';

test.describe('issue 26 item 8: the coupon form shows every error at once', () => {
  test('five bad fields give five messages on the first submit', async ({ adminPage: page }) => {
    await page.goto('/coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code').fill('x');
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByLabel('Maximum redemptions').fill('lots');
    await dialog.getByLabel('Per-member limit').fill('0');
    await dialog.getByLabel('Starts').fill('2026-05-01T09:00');
    await dialog.getByLabel('Expires').fill('2026-04-01T09:00');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    for (const message of [
      'Code must be at least 3 characters',
      'A percentage is between 1 and 100',
      'Enter a whole number, or leave it empty',
      'Per-member limit must be at least 1',
      'Expiry must be after the start',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
  });
});

test('fields side by side keep their controls the same height when one shows a hint or an error', async ({
  adminPage: page,
}) => {
  await page.goto('/coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog');
  const height = async (label: string) => (await dialog.getByLabel(label).boundingBox())!.height;
  // "Percent off" has a hint ("1 to 100"); "Discount type" beside it has none.
  expect(Math.abs((await height('Discount type')) - (await height('Percent off')))).toBeLessThan(3);
  await dialog.getByLabel('Maximum redemptions').fill('5');
  await dialog.getByLabel('Per-member limit').fill('9');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(
    dialog.getByText('Per-member limit cannot be more than the maximum redemptions'),
  ).toBeVisible();
  expect(
    Math.abs((await height('Maximum redemptions')) - (await height('Per-member limit'))),
  ).toBeLessThan(3);
});

test.describe('coupons on a laptop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a coupon's actions are on the screen, the table does not scroll sideways", async ({
    adminPage: page,
    apiUrl,
  }) => {
    // A coupon as the seeded ones are (a word and a number, a sentence), alone in the list: how
    // wide the table is depends on the rows shown, and other tests create longer codes.
    const admin = await signInAs(apiUrl, demoAdmin);
    const code = `THANKS${Date.now().toString(36).toUpperCase()}`;
    await admin.call('POST', '/coupons/create', {
      code,
      description: 'Thank-you offer for returning donors',
      discountType: 'fixed',
      value: 1500,
      currency: 'USD',
      maxRedemptions: 250,
      startsAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    });
    await page.goto(`/coupons?search=${code}`);
    const table = page.getByRole('table', { name: 'Coupons' });
    const revoke = table.getByRole('button', { name: `Revoke ${code}` });
    await expect(revoke).toBeVisible();
    // Three buttons side by side made the table 126 px wider than its area: Edit and Revoke
    // started off-screen, behind a sideways scroll.
    const overflow = await table.evaluate((element) => {
      const area = element.parentElement;
      return area ? area.scrollWidth - area.clientWidth : 0;
    });
    expect(overflow).toBe(0);
    const box = await revoke.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    // The search and the status filter share one row.
    const search = await page.getByRole('searchbox', { name: 'Search coupons' }).boundingBox();
    const status = await page.getByLabel('Status', { exact: true }).boundingBox();
    expect(status && search && Math.abs(status.y - search.y)).toBeLessThan(4);
  });
});
