import type { Page } from '@playwright/test';
import { desktop, phone } from '../support/polish.ts';
import { areas, expect, test } from '../fixtures';

/**
 * Every screen and dialog says a time as people do ("1 Dec 2026", "tomorrow at 23:01"): no text
 * on it, and no box's text, reads as an ISO timestamp or day or as the browser's mm/dd/yyyy, and
 * no box is a `datetime-local` or `date` one (Chromium shows those as "12/01/2026, 11:14 PM" and
 * "mm/dd/yyyy", whatever the page says). The screens are
 * those axe scans (e2e/areas/, and the host's own); each is read at 1440×900, then again at
 * 390×844 as it stands (a phone lays out other texts: cards, short times), so the areas' own
 * desktop walks serve both sizes.
 */
const MACHINE_DATE = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|\b\d{1,2}\/\d{1,2}\/\d{4}\b/;

/** What on the page (or inside `include`) says a date as a machine or the browser's locale does. */
function machineDates(page: Page, include?: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, pattern }) => {
      const machine = new RegExp(pattern);
      // A box that holds a bare day as the URL does ("2026-12-01") shows it as a machine would.
      const ISO_DAY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;
      const found: string[] = [];
      const roots = selector ? [...document.querySelectorAll(selector)] : [document.body];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('script, style, noscript, template')) continue;
          const text = node.textContent ?? '';
          if (machine.test(text)) found.push(`text "${text.trim().slice(0, 120)}"`);
        }
        for (const box of root.querySelectorAll('input, textarea')) {
          const field = box as HTMLInputElement;
          const name = field.labels?.[0]?.textContent?.trim() ?? field.name;
          if (field.type === 'datetime-local' || field.type === 'date')
            found.push(`the ${field.type} box "${name}"`);
          else if (machine.test(field.value) || ISO_DAY.test(field.value))
            found.push(`the box "${name}" holding "${field.value}"`);
        }
      }
      return found;
    },
    { selector: include ?? null, pattern: MACHINE_DATE.source },
  );
}

/** Two frames: React has laid the page out again for the new size. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

async function expectPeoplesDates(page: Page, what: string, include?: string): Promise<void> {
  for (const [size, viewport] of [
    ['390×844', phone],
    ['1440×900', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await nextFrames(page);
    expect(await machineDates(page, include), `${what} at ${size}`).toEqual([]);
  }
}

test.describe("dates in people's words at 1440×900 and 390×844", () => {
  test.use({ viewport: desktop });
  test.describe.configure({ timeout: 180_000 });

  test('the dashboard, the bell and every settings page', async ({ adminPage: page }) => {
    await expect(page.getByRole('list', { name: 'Latest notifications' })).toBeVisible();
    await expectPeoplesDates(page, 'dashboard');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const panel = page.getByRole('banner').getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await expectPeoplesDates(page, 'notifications panel');
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const sections = await page
      .locator('a[href^="/settings/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
    expect(sections.length, 'the settings pages').toBeGreaterThan(3);
    for (const path of ['/settings', ...sections]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A page shows its data, not its loading state, when it is read.
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectPeoplesDates(page, path);
    }
  });

  // The same walks axe takes (a11y.spec.ts), read for dates instead.
  for (const { nav, a11y } of areas) {
    test(`${nav}: every screen and dialog`, ({ adminPage, adminApi }) =>
      a11y({
        page: adminPage,
        adminApi,
        scan: (what, include) => expectPeoplesDates(adminPage, what, include),
      }));
  }
});
