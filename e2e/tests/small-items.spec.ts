import type { Locator } from '@playwright/test';
import { notifyUser } from '../harness/stack-control.ts';
import { submitPendingRequests } from '../support/own-requests.ts';
import { desktop, phone } from '../support/polish.ts';
import { demoAdmin, expect, localStack, test } from '../fixtures';

type Box = { x: number; y: number; width: number; height: number };

/** The area two boxes share, in square pixels (0 when they do not touch). */
function sharedArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
}

/** The element's box once it is laid out (a page that just opened may still replace it). */
async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} has a box`).not.toBeNull();
  return box!;
}

/**
 * The box a toast's message may fill: the toast's content box (toastify lays the message out in
 * it beside the icon), whose width the message wraps to, whatever its words.
 */
const messageArea = (toast: Locator): Promise<Box> =>
  toast.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const [top, right, bottom, left] = [
      style.paddingTop,
      style.paddingRight,
      style.paddingBottom,
      style.paddingLeft,
    ].map((value) => parseFloat(value));
    return {
      x: rect.x + left!,
      y: rect.y + top!,
      width: rect.width - left! - right!,
      height: rect.height - top! - bottom!,
    };
  });

for (const [size, viewport] of [
  ['1440×900', desktop],
  ['390×844', phone],
] as const) {
  test.describe(`the small things at ${size}`, () => {
    test.use({ viewport });

    test('a toast’s close button sits beside its text, not over it', async ({
      adminPage: page,
    }) => {
      // The longest code there is: a message over three lines, the first beside the close button.
      const code = `T-${Date.now()}`.padEnd(32, '-W');
      await page.goto('/coupons');
      await page.getByRole('button', { name: 'New coupon' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Code').fill(code);
      await dialog.getByLabel('Percent off').fill('10');
      await dialog.getByRole('button', { name: 'Create coupon' }).click();
      const toast = page.locator('.Toastify__toast').filter({ hasText: code });
      // A pointer over it holds the toast open while it is measured.
      await toast.hover();
      const close = await boxOf(toast.getByRole('button', { name: /close/i }));
      // However its words wrap, no line can run under the ×: the message's area stops short of it.
      const message = await messageArea(toast);
      expect(sharedArea(message, close), JSON.stringify({ message, close })).toBe(0);
    });

    test('after a decision, the next request opens at its top: "Back to submissions" below the sticky header', async ({
      adminPage: page,
      adminApi,
      apiUrl,
    }) => {
      const { tag, requests } = await submitPendingRequests(apiUrl, adminApi, 2, 'Back in sight');
      const [first, second] = requests;
      await page.goto(
        `/submissions/ticket-details/${first!.id}?queue=review&search=${encodeURIComponent(tag)}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
      // The reviewer reads down to the story's end before deciding.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      await page.getByRole('button', { name: 'Approve' }).click();
      await page
        .getByRole('dialog', { name: /Approve/ })
        .getByRole('button', { name: 'Approve' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();

      const header = await boxOf(page.getByRole('banner'));
      const back = page.getByRole('link', { name: 'Back to submissions' });
      const box = await boxOf(back);
      expect(box.y, 'the link starts below the header').toBeGreaterThanOrEqual(
        header.y + header.height,
      );
      const onTop = () =>
        back.evaluate((link) => {
          const { x, y, width, height } = link.getBoundingClientRect();
          return link.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        });
      // Nothing lies over its middle, the decision's toast neither while it is shown (3 s): a
      // click there reaches the link at once.
      const decided = page.locator('.Toastify__toast').filter({ hasText: first!.id });
      await expect(decided).toBeVisible();
      await expect
        .poll(onTop, { message: 'the link is on top while the toast is shown', timeout: 1000 })
        .toBe(true);
      expect(await decided.isVisible(), 'the toast is still shown when the link is read').toBe(
        true,
      );
      expect(sharedArea(await boxOf(decided), await boxOf(back)), 'toast over the link').toBe(0);
      await expect(decided).toBeHidden();
      await expect.poll(onTop, { message: 'the link is on top where it is drawn' }).toBe(true);
    });

    test('the command palette keeps its place when results come', async ({ adminPage: page }) => {
      await expect(page.getByRole('banner')).toBeVisible();
      await page.getByRole('button', { name: /^Search/ }).click();
      const palette = page.getByRole('dialog', { name: 'Search and commands' });
      const before = await boxOf(palette);
      await palette.getByRole('combobox').fill('fr-1');
      await expect(palette.getByRole('status')).toHaveText(/^\d+ results?$/);
      await expect(palette.getByRole('option', { name: /FR-1/ }).first()).toBeVisible();
      const after = await boxOf(palette);
      expect(Math.abs(after.y - before.y), `from y=${before.y} to y=${after.y}`).toBeLessThan(2);
    });

    test(
      'a two-digit count on the bell leaves the bell in sight',
      localStack,
      async ({ adminPage: page }) => {
        const bell = page.getByRole('button', { name: /^Notifications/ });
        const count = bell.locator('span[aria-hidden="true"]');
        await expect(bell).toBeVisible();
        // The demo admin has unread notifications of earlier runs; ten more make two digits at least.
        const shown = (await count.count()) > 0 ? await count.textContent() : '';
        if ((shown ?? '').length < 2) {
          for (let n = 0; n < 10; n += 1)
            await notifyUser(demoAdmin.email, {
              title: `Bell count ${Date.now()} ${n}`,
              body: 'Raised by an e2e suite.',
              data: { screen: 'Dashboard' },
            });
          await page.reload();
        }
        await expect(count).toHaveText(/^(\d{2,}|99\+)$/);
        const icon = await boxOf(bell.locator('svg'));
        const badge = await boxOf(count);
        // A corner may touch the bell's outline; most of the icon stays in sight.
        expect(sharedArea(icon, badge) / (icon.width * icon.height)).toBeLessThan(0.1);
      },
    );
  });
}
