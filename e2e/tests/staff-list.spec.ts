import type { StaffMember } from '@backoffice/shared/contract';
import { demoAdmin, expect, localStack, signInThroughForm, test } from '../fixtures';
import { seriousViolations, useTheme } from '../support/axe';
import { inviteStaff } from '../support/invite-staff';
import { desktop, expectNoHorizontalOverflow, phone } from '../support/polish.ts';

// Settings → Staff: the accounts by name (a new invitation takes its place at once), one search
// box by name or email, and each row's actions in one "Actions for <name>" menu.

const sizes = [
  { name: '1440×900', viewport: desktop, theme: 'light' },
  { name: '390×844', viewport: phone, theme: 'dark' },
] as const;

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

for (const size of sizes) {
  test.describe(`the staff list at ${size.name}, ${size.theme} theme`, localStack, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 120_000 });

    test('is sorted by name after an invite, searchable, with each row’s actions in a menu', async ({
      page,
      adminApi,
    }) => {
      const run = Date.now().toString(36);
      // First by name among the demo staff, though invited last.
      const person = { name: `Aaron Sorted ${run}`, email: `sorted-${run}@backoffice.test` };
      await useTheme(page, size.theme);
      // Inviting needs the password from the last ten minutes.
      await page.goto('/login');
      await signInThroughForm(page, demoAdmin);
      await expect(page).toHaveURL(/\/dashboard$/);
      await inviteStaff(page, person);

      const table = page.getByRole('table', { name: 'Staff' });
      const rows = table.locator('tbody tr');
      await expect(rows.filter({ hasText: person.email })).toHaveCount(1);
      const staff = await adminApi.get<StaffMember[]>('/staff');
      const expected = [...staff]
        .sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.email, b.email))
        .map((member) => member.email);
      const shown = await rows.evaluateAll((trs) =>
        trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''),
      );
      expect(shown).toEqual(expected);

      const search = page.getByRole('searchbox', { name: 'Search staff by name or email' });
      await expect(page.getByRole('searchbox')).toHaveCount(1);
      await search.fill(person.email.toUpperCase());
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(person.name);
      await search.fill('no-such-person-here');
      await expect(page.getByText('No staff account matches')).toBeVisible();
      await search.fill(person.name.split(' ')[1]!.toLowerCase());
      await expect(rows.filter({ hasText: person.email })).toHaveCount(1);

      // Three wrapping buttons became one menu; its items keep the actions' names.
      const row = rows.filter({ hasText: person.email });
      await expect(row.getByRole('button', { name: `Disable ${person.name}` })).toHaveCount(0);
      await row.getByRole('button', { name: `Actions for ${person.name}` }).click();
      const menu = page.getByRole('menu', { name: `Actions for ${person.name}` });
      await expect(menu.getByRole('menuitem')).toHaveText(['Disable', 'Resend invitation']);
      await expect(menu.getByRole('menuitem', { name: `Disable ${person.name}` })).toBeFocused();
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      expect(await seriousViolations(page, 'main'), 'axe with the menu open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await row.getByRole('button', { name: `Actions for ${person.name}` }).click();
      await page.getByRole('menuitem', { name: `Resend invitation to ${person.name}` }).click();
      await expect(
        page.getByRole('dialog', { name: `Reset ${person.name}'s password?` }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expectNoHorizontalOverflow(page);
    });
  });
}
