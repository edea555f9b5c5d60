import type { Locator, Page } from '@playwright/test';
import { connectMember, sendUntilToast, type MemberClient } from '../support/member-chat';
import { desktop, expectNoHorizontalOverflow, phone } from '../support/polish.ts';
import { signInSecondStaff } from '../support/second-staff';
import { account, expect, requireAccounts, test } from '../fixtures';

// Toasts for the people who can act on them, three at a time, never over the page's own actions,
// a dialog or the right edge of a phone.

requireAccounts('support', 'finance', 'member');

const messageToasts = (page: Page) => page.getByRole('alert').filter({ hasText: /^New message/ });

/** Boxes that overlap, by any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectUncovered(page: Page, control: Locator, what: string) {
  const box = (await control.boundingBox())!;
  for (const toast of await page.locator('.Toastify__toast').all()) {
    if (!(await toast.isVisible())) continue;
    expect(overlap((await toast.boundingBox())!, box), `a toast covers ${what}`).toBe(false);
  }
}

test.describe('who gets a toast for a member message', () => {
  test.use({ viewport: desktop });

  test('support staff elsewhere do; finance and the admin reading that room do not', async ({
    adminPage: admin,
    adminApi,
    apiUrl,
    browser,
  }) => {
    const member = await connectMember(apiUrl, adminApi);
    const support = await signInSecondStaff(browser);
    const finance = await signInSecondStaff(browser, account('finance'));
    try {
      await admin.goto(`/support?room=${member.roomId}`);
      await expect(admin.getByRole('log', { name: 'Messages' })).toBeVisible();
      await expect(finance.page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // Support's module is loaded and listening once a toast reaches the support agent.
      await sendUntilToast(support.page, member, 'Warm-up');

      const text = `Who hears this ${Date.now().toString(36)}`;
      member.send(text);
      await expect(messageToasts(support.page).filter({ hasText: text })).toBeVisible();
      // The admin has it on screen, in the conversation, and no toast about it.
      await expect(admin.getByRole('log', { name: 'Messages' })).toContainText(text);
      // Well past the moment the support agent's toast came up.
      await support.page.waitForTimeout(1_000);
      await expect(messageToasts(admin)).toHaveCount(0);
      await expect(messageToasts(finance.page)).toHaveCount(0);
      // Finance cannot answer chats: its Support link counts nothing waiting, though the message
      // reached every staff session by now.
      await expect(
        finance.page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /Support/ }),
      ).not.toHaveAccessibleName(/awaiting reply/);
    } finally {
      member.close();
      await support.context.close();
      await finance.context.close();
    }
  });
});

for (const [size, viewport] of [
  ['1440×900', desktop],
  ['390×844', phone],
] as const) {
  test.describe(`a burst of toasts at ${size}`, () => {
    test.use({ viewport });

    let member: MemberClient;
    test.afterEach(() => member?.close());

    test('three show, the rest are summed up, clear of "New coupon" and the right edge', async ({
      adminPage: page,
      adminApi,
      apiUrl,
    }) => {
      member = await connectMember(apiUrl, adminApi);
      await page.goto('/coupons');
      const newCoupon = page.getByRole('button', { name: 'New coupon' });
      await expect(newCoupon).toBeVisible();
      await sendUntilToast(page, member, 'Burst start');
      const tag = Date.now().toString(36);
      for (let index = 1; index <= 10; index += 1) member.send(`Burst ${tag} ${index}`);

      await expect(page.getByRole('status').filter({ hasText: /^and \d+ more$/ })).toBeVisible();
      const shown = page.locator('.Toastify__toast:visible');
      await expect.poll(() => shown.count()).toBeLessThanOrEqual(4);
      expect(await shown.filter({ hasText: /^New message/ }).count()).toBeLessThanOrEqual(3);
      await expectUncovered(page, newCoupon, '"New coupon"');
      for (const toast of await shown.all()) {
        const box = (await toast.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await expectNoHorizontalOverflow(page);

      // A dialog stays on top of any toast.
      await newCoupon.click();
      const dialog = page.getByRole('dialog', { name: 'New coupon' });
      await expect(dialog).toBeVisible();
      for (let index = 11; index <= 14; index += 1) member.send(`Burst ${tag} ${index}`);
      await expect(
        messageToasts(page)
          .filter({ hasText: `Burst ${tag} ` })
          .first(),
      ).toBeAttached();
      const box = (await dialog.boundingBox())!;
      const topmostInDialog = await page.evaluate(
        ({ x, y, width }) =>
          [x + 8, x + width / 2, x + width - 8].map((left) => {
            const hit = document.elementFromPoint(left, y + 8);
            return Boolean(hit?.closest('[role="dialog"]'));
          }),
        box,
      );
      expect(topmostInDialog).toEqual([true, true, true]);
    });
  });
}
