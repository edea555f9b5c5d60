import type { Locator, Page } from '@playwright/test';
import { seriousViolations, useTheme } from '../support/axe';
import { desktop, expectNoHorizontalOverflow, phone } from '../support/polish.ts';
import { expect, test } from '../fixtures';

/*
 * Lists that start with data: the first row (or card) is near the top, the filters are one
 * compact row on a desktop and one button on a phone, a card is a few short lines, the review
 * queue is a tab, and the tabs' counts follow the filters in force.
 */

const lists = [
  {
    path: '/submissions',
    table: 'Funding requests',
    search: 'Search requests',
    select: 'Category',
  },
  { path: '/members-management', table: 'Members', search: 'Search members', select: 'Status' },
  { path: '/coupons', table: 'Coupons', search: 'Search coupons', select: 'Status' },
] as const;

/** The first row's (or card's) box, once its data is there. */
async function firstRowBox(page: Page, table: string) {
  const row = page.getByRole('table', { name: table }).locator('tbody tr').first();
  await expect(row.locator('td').first()).toBeVisible();
  await expect(row.locator('td').first()).not.toHaveAttribute('aria-hidden', 'true');
  // The page settles (the statistics and totals arrive) before the row is measured.
  await page.waitForLoadState('networkidle');
  return (await row.boundingBox())!;
}

/** A tab's count, as the tab's accessible name gives it ("All (321)"). */
async function countOf(tab: Locator): Promise<number> {
  await expect(tab).toHaveAccessibleName(/\(\d+\)$/);
  const text = (await tab.textContent()) ?? '';
  return Number(/(\d[\d,]*)\D*$/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`dense lists, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test.describe('at 1440×900', () => {
      test.use({ viewport: desktop });

      for (const list of lists) {
        test(`${list.table}: the first row starts within 350 px, filters in one row`, async ({
          adminPage: page,
        }) => {
          await page.goto(list.path);
          const box = await firstRowBox(page, list.table);
          expect(box.y, `${list.table}'s first row starts at ${box.y} px`).toBeLessThanOrEqual(350);
          await expect(page.getByRole('searchbox')).toHaveCount(1);
          await expect(page.getByRole('searchbox', { name: list.search })).toBeVisible();
          // The rarer filters wait behind one disclosure.
          await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
          // The header row stays in view while the rows scroll under it.
          const header = page.getByRole('table', { name: list.table }).locator('thead th').last();
          await page.mouse.wheel(0, 600);
          await expect
            .poll(async () => (await header.boundingBox())?.y ?? -1)
            .toBeGreaterThanOrEqual(55);
          expect(await seriousViolations(page, 'main'), `axe on ${list.path}`).toEqual([]);
        });
      }

      test('the review queue is a tab, selected when it is in force', async ({
        adminPage: page,
      }) => {
        await page.goto('/submissions');
        await expect(page.getByRole('combobox', { name: 'View' })).toHaveCount(0);
        const queue = page.getByRole('tab', { name: /^Review queue/ });
        await queue.click();
        await expect(page).toHaveURL(/queue=review/);
        await expect(queue).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute(
          'aria-selected',
          'false',
        );
        await firstRowBox(page, 'Funding requests');
      });

      test('the tabs’ counts follow the search; none found says 0', async ({
        adminPage: page,
        adminApi,
      }) => {
        const newest = await adminApi.get<{ items: { id: string }[] }>(
          '/funding-requests/dashboard/funding/list',
          { limit: 1 },
        );
        await page.goto('/submissions');
        const all = page.getByRole('tab', { name: /^All/ });
        const everything = await countOf(all);

        const search = page.getByRole('searchbox', { name: 'Search requests' });
        await search.fill(newest.items[0]!.id);
        await expect(all).toHaveAccessibleName('All (1)');
        expect(everything).toBeGreaterThan(1);

        await search.fill('no request is called this zzqx');
        await expect(all).toHaveAccessibleName('All (0)');
        await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAccessibleName(
          'Pending (0)',
        );
        await expect(page.getByRole('tab', { name: /^Review queue/ })).toHaveAccessibleName(
          'Review queue (0)',
        );
      });
    });

    test.describe('at 390×844', () => {
      test.use({ viewport: phone });

      for (const list of lists) {
        test(`${list.table}: filters behind one button, the first card within 600 px, short cards`, async ({
          adminPage: page,
        }) => {
          await page.goto(list.path);
          const box = await firstRowBox(page, list.table);
          expect(box.y, `${list.table}'s first card starts at ${box.y} px`).toBeLessThanOrEqual(
            600,
          );
          // Two or three short lines (about 24 px each) and the card's padding.
          expect(box.height, `${list.table}'s card is ${box.height} px tall`).toBeLessThanOrEqual(
            110,
          );
          // The search stays at hand; every other filter is behind the one button.
          await expect(page.getByRole('searchbox', { name: list.search })).toBeVisible();
          const select = page.getByRole('combobox', { name: list.select, exact: true });
          await expect(select).toBeHidden();
          const filters = page.getByRole('button', { name: /^Filters/ });
          await expect(filters).toHaveCount(1);
          await filters.click();
          await expect(filters).toHaveAttribute('aria-expanded', 'true');
          await expect(select).toBeVisible();
          await expectNoHorizontalOverflow(page);
          expect(await seriousViolations(page, 'main'), `axe on ${list.path}`).toEqual([]);
        });
      }
    });
  });
}
