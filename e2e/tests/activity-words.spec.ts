import { seriousViolations, useTheme } from '../support/axe';
import { signInAs } from '../support/api-client';
import { desktop, expectNoHorizontalOverflow, phone } from '../support/polish.ts';
import { demoAdmin, expect, test, useSignedInState } from '../fixtures';

// Settings → Activity names each record as the screens do (a coupon's code, "Approval
// threshold"), the threshold in dollars, never a raw id or a field's code name; on a phone its
// cards wrap instead of scrolling sideways.

const sizes = [
  { name: '1440×900', viewport: desktop, theme: 'light' },
  { name: '390×844', viewport: phone, theme: 'dark' },
] as const;

for (const size of sizes) {
  test.describe(`the activity trail at ${size.name}, ${size.theme} theme`, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 150_000 });

    test('names the coupon by its code and the threshold as its page does, in dollars', async ({
      page,
      apiUrl,
    }) => {
      const owner = await signInAs(apiUrl, demoAdmin);
      const code = `WORDS${size.viewport.width}${Date.now().toString(36).toUpperCase()}`;
      await owner.call('POST', '/coupons/create', {
        code,
        description: 'Named in the trail',
        discountType: 'percent',
        value: 10,
        currency: 'USD',
        startsAt: new Date().toISOString(),
      });
      // Asked for and withdrawn: the threshold in force stays as it was.
      await owner.call('PUT', '/settings/approval', { thresholdUsd: 2_500_000 });
      await owner.call('DELETE', '/settings/approval/pending');

      await useTheme(page, size.theme);
      await useSignedInState(page, demoAdmin);
      await page.goto('/settings/activity');
      const table = page.getByRole('table', { name: 'Activity' });
      const rows = table.locator('tbody tr');
      await expect(rows.filter({ hasText: `Coupon ${code}` })).toHaveCount(1);
      const threshold = rows.filter({ hasText: 'Approval threshold' }).first();
      await expect(threshold).toContainText('$25,000.00');
      await expect(table).not.toContainText('Threshold usd');
      await expect(table).not.toContainText('approval_threshold_usd');
      await expect(table).not.toContainText(/cpn-[0-9a-f]{8}/);
      await expectNoHorizontalOverflow(page);
      expect(await seriousViolations(page, 'main'), 'axe on Activity').toEqual([]);
    });
  });
}
