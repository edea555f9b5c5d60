import type { Page } from '@playwright/test';
import {
  account,
  expect,
  openSignedInPage,
  requireAccounts,
  test,
  useSignedInState,
  type AdminApi,
} from '../fixtures';
import { seriousViolations, useTheme } from '../support/axe';
import { connectMember } from '../support/member-chat';

/**
 * The command palette (Ctrl+K, or the header's Search button): the api's search over members,
 * requests, conversations and coupons as the person types, Enter opens the chosen result, recent
 * items and commands, only kinds the role may read.
 */

requireAccounts('member', 'reviewer');

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });
const searchBox = (page: Page) => palette(page).getByRole('combobox');

async function openPalette(page: Page) {
  // The shortcut works once the signed-in header is there.
  await expect(page.getByRole('button', { name: 'Search (Ctrl+K)' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
}

/** Types `text`, waits until `option` is the chosen one (the answer is in), presses Enter. */
async function searchAndOpen(page: Page, text: string, option: RegExp) {
  await openPalette(page);
  await searchBox(page).fill(text);
  await expect(palette(page).getByRole('option', { name: option })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
}

async function someMember(api: AdminApi) {
  const { items } = await api.get<{ items: { id: string; fullName: string; email: string }[] }>(
    '/user/admin/members',
    { limit: 1, page: 7 },
  );
  return items[0]!;
}

test('Ctrl+K, a member’s name and Enter open their profile; it is then a recent item', async ({
  adminPage: page,
  adminApi,
}) => {
  const member = await someMember(adminApi);
  await searchAndOpen(page, member.fullName, new RegExp(member.email));
  await expect(page).toHaveURL(new RegExp(`/members-management/member-profile/${member.id}$`));

  await openPalette(page);
  const recent = palette(page).getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option', { name: new RegExp(member.fullName) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('a request id opens that request', async ({ adminPage: page }) => {
  await searchAndOpen(page, 'fr-10012', /FR-10012/);
  await expect(page).toHaveURL(/\/submissions\/ticket-details\/FR-10012$/);
});

test('a word that is only in a chat message opens that conversation', async ({
  adminPage: page,
  adminApi,
  apiUrl,
}) => {
  const member = await connectMember(apiUrl, adminApi);
  try {
    const word = `Quokkaroo${Date.now().toString(36)}`;
    member.send(`Is the ${word} form still needed?`);
    await expect
      .poll(async () => {
        const found = await adminApi.get<{ results: { id: string }[] }>('/search', { q: word });
        return found.results.map((result) => result.id);
      })
      .toEqual([member.roomId]);
    await searchAndOpen(page, word.toLowerCase(), new RegExp(word));
    await expect(page).toHaveURL(new RegExp(`/support\\?room=${member.roomId}$`));
    await expect(page.getByRole('log', { name: 'Messages' }).getByText(word)).toBeVisible();
  } finally {
    member.close();
  }
});

test('only kinds the role may read: staff accounts for owners, not for reviewers', async ({
  adminPage: page,
  browser,
}) => {
  const staffEmail = account('support').email;
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  await searchBox(page).fill(staffEmail);
  await expect(
    palette(page).getByRole('group', { name: 'Staff' }).getByRole('option', { name: /Sasha/ }),
  ).toBeVisible();

  const reviewer = await openSignedInPage(browser, account('reviewer'));
  try {
    await openPalette(reviewer);
    await searchBox(reviewer).fill(staffEmail);
    await expect(palette(reviewer).getByRole('status')).toHaveText('0 results');
    await expect(palette(reviewer).getByRole('group', { name: 'Staff' })).toHaveCount(0);
    // The reviewer may not create coupons, so the palette does not offer it.
    await searchBox(reviewer).fill('coupon');
    await expect(palette(reviewer).getByRole('option', { name: 'Go to Coupons' })).toBeVisible();
    await expect(palette(reviewer).getByRole('option', { name: 'New coupon' })).toHaveCount(0);
  } finally {
    await reviewer.context().close();
  }
});

test('commands: an area’s own command, new coupon, and the theme', async ({ adminPage: page }) => {
  // The members area registers its commands when its code runs (here: on its first visit).
  await page.goto('/members-management');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await openPalette(page);
  await searchBox(page).fill('suspended');
  await expect(palette(page).getByRole('group', { name: 'Members' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members-management\?status=suspended$/);

  await openPalette(page);
  await searchBox(page).fill('new coupon');
  await palette(page).getByRole('option', { name: 'New coupon' }).click();
  await expect(page.getByRole('dialog', { name: 'New coupon' })).toBeVisible();
  await page.keyboard.press('Escape');

  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  const other = theme === 'dark' ? 'light' : 'dark';
  await openPalette(page);
  await searchBox(page).fill('theme');
  await palette(page)
    .getByRole('option', { name: `Switch to ${other} theme` })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', other);
});

test('usable on a phone: the Search button opens it, results fit the width', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Search/ }).click();
  await searchBox(page).fill('fr-1001');
  const option = palette(page)
    .getByRole('option', { name: /FR-1001\d/ })
    .first();
  await expect(option).toBeVisible();
  const box = await palette(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open palette passes axe in the ${theme} theme`, async ({ page, adminApi }) => {
    await useTheme(page, theme);
    await useSignedInState(page, account('admin'));
    const member = await someMember(adminApi);
    await openPalette(page);
    expect(await seriousViolations(page, '[role="dialog"]'), 'empty palette').toEqual([]);
    await searchBox(page).fill(member.fullName);
    await expect(
      palette(page).getByRole('option', { name: new RegExp(member.email) }),
    ).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]'), 'with results').toEqual([]);
  });
}
