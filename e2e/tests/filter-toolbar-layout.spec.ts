import type { Locator } from '@playwright/test';
import { FILTER_DAY_OUTSIDE } from '@backoffice/shared/contract';
import { peoplesDay } from '../support/days.ts';
import { phone } from '../support/polish.ts';
import { expect, test } from '../fixtures';
import { openListFilters } from '../support/steps';

/*
 * A day filter that shows its message under it (a day outside 2000–2099, a reversed range) must
 * not move the filters beside it: the toolbar aligned its fields by their bottom edge, for the
 * search box that has no visible label, so every neighbour went down by the message's height.
 */

/** The message of a day outside 2000–2099 (after the field's hint, where it has one). */
const outside = new RegExp(FILTER_DAY_OUTSIDE);

/** Where each control starts, down the page. */
const tops = (controls: Locator[]) =>
  Promise.all(controls.map(async (control) => Math.round((await control.boundingBox())?.y ?? -1)));

/**
 * Types `day` into `field` and leaves it, so its message shows; the neighbours stay put. The box
 * takes ISO as typed and shows it the people's way once left ("1 Jan 1999").
 */
async function expectMessageKeepsNeighbours(
  field: Locator,
  day: string,
  message: RegExp,
  neighbours: Locator[],
) {
  await expect(neighbours[0]!).toBeVisible();
  const before = await tops(neighbours);
  await field.fill(day);
  await field.blur();
  await expect(field).toHaveValue(peoplesDay(day));
  await expect(field).toHaveAccessibleDescription(message);
  expect(await tops(neighbours)).toEqual(before);
}

for (const viewport of [{ width: 1280, height: 800 }, phone]) {
  test.describe(`filters at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a day outside the range or a reversed range on Members moves no other filter', async ({
      adminPage: page,
    }) => {
      await page.goto('/members-management');
      await openListFilters(page);
      const search = page.getByRole('searchbox', { name: 'Search members' });
      const status = page
        .getByRole('group', { name: 'Member filters' })
        .getByRole('combobox')
        .first();
      const from = page.getByLabel('Joined from');
      const to = page.getByLabel('Joined to');
      await expectMessageKeepsNeighbours(from, '1999-01-01', outside, [search, status, to]);
      await from.fill('2025-06-01');
      await expectMessageKeepsNeighbours(
        to,
        '2025-01-01',
        /The end date must not be before the start date/,
        [search, status, from],
      );
      if (viewport.width > phone.width) {
        // In one row, the search box lines up with the selects; the days share the next row.
        const [searchTop, statusTop, fromTop, toTop] = await tops([search, status, from, to]);
        expect(searchTop).toBe(statusTop);
        expect(fromTop).toBe(toTop);
      }
    });

    test('a day outside the range on Submissions moves no other filter', async ({
      adminPage: page,
    }) => {
      await page.goto('/submissions');
      await openListFilters(page);
      // On a phone both days share a row, and keep it: the message wraps under its own box.
      const to = page.getByLabel('Created to');
      await expectMessageKeepsNeighbours(page.getByLabel('Created from'), '1999-01-01', outside, [
        to,
      ]);
    });
  });
}
