import { seriousViolations, useTheme } from '../support/axe';
import { expectNoHorizontalOverflow, phone } from '../support/polish.ts';
import { expect, test } from '../fixtures';

// Below 640 px every list shows each row as a card of labelled lines (the UI kit's DataTable):
// the same data and actions, never wider than the screen.

// The work lists' cards are compact (their values without labels; dense-lists.spec.ts measures
// them): `label` is then null.
const lists = [
  { path: '/submissions', table: 'Funding requests', label: null, action: null },
  { path: '/members-management', table: 'Members', label: null, action: null },
  { path: '/coupons', table: 'Coupons', label: null, action: /^Edit / },
  { path: '/settings/staff', table: 'Staff', label: 'Role', action: /^Actions for / },
] as const;

test.use({ viewport: phone });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`lists on a 390 px phone, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });
    test.describe.configure({ timeout: 150_000 });

    for (const list of lists) {
      test(`${list.table}: cards no wider than the screen, with their labels and actions`, async ({
        adminPage: page,
      }) => {
        await page.goto(list.path);
        const table = page.getByRole('table', { name: list.table });
        const firstRow = table.locator('tbody tr').first();
        await expect(firstRow.locator('td').first()).toBeVisible();
        await expect(firstRow.locator('td').first()).not.toHaveAttribute('aria-hidden', 'true');

        const box = (await table.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${list.table} is ${box.width} px wide`).toBeLessThanOrEqual(
          phone.width,
        );
        await expectNoHorizontalOverflow(page);

        // Each line names its value, as the column header did.
        if (list.label) {
          const labelled = firstRow.locator(`td[data-label="${list.label}"]`);
          await expect(labelled).toBeVisible();
          const label = await labelled.evaluate(
            (cell) => getComputedStyle(cell, '::before').content,
          );
          expect(label).toBe(`"${list.label}"`);
        }
        // The row's actions are on the card, on screen.
        if (list.action) {
          const action = table.getByRole('button', { name: list.action }).first();
          await expect(action).toBeVisible();
          const actionBox = (await action.boundingBox())!;
          expect(actionBox.x + actionBox.width).toBeLessThanOrEqual(phone.width);
        }
        expect(await seriousViolations(page, 'main'), `axe on ${list.path}`).toEqual([]);
      });
    }
  });
}
