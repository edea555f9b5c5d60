import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * A details page shows what its list row already knows the moment the row is clicked, and fills
 * in the rest when its own request answers. The real api's answer is only held back (fetched,
 * then passed on when the test says), so what shows before it can only come from the list.
 */

/** Holds the real api's answers to GET `path` until `release` is called. */
async function holdAnswers(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(
    (url) => url.pathname.endsWith(path),
    async (route) => {
      held += 1;
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    },
  );
  return { release, held: () => held };
}

test('a request shows its title, status and section headings before its own request answers', async ({
  adminPage: page,
}) => {
  await page.goto('/submissions');
  const row = page.getByRole('table', { name: 'Funding requests' }).getByRole('link').first();
  const [, title = '', id = ''] = /^(.*?)\s+(FR-\d+)/.exec((await row.textContent()) ?? '') ?? [];
  expect(title).not.toBe('');
  const details = await holdAnswers(page, '/funding-requests/dashboard/funding');

  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(id, { exact: true })).toBeVisible();
  for (const name of ['Status', 'Story', 'Funding', 'Documents', 'History'])
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  // The story is the request's own: a placeholder marks it busy until the answer comes.
  const story = page.getByRole('region', { name: 'Story' });
  await expect(story.locator('[aria-busy="true"]').first()).toBeAttached();
  expect(details.held()).toBeGreaterThan(0);

  details.release();
  await expect(story.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("a member's profile shows their name and sections before the profile answers", async ({
  adminPage: page,
}) => {
  await page.goto('/members-management');
  const row = page.getByRole('table', { name: 'Members' }).getByRole('link').first();
  // The cell holds the avatar's initials, then the name.
  const name = await row.evaluate(
    (link) => link.querySelector('span')?.lastChild?.textContent ?? '',
  );
  expect(name).not.toBe('');
  const profile = await holdAnswers(page, '/user/admin/detail');

  await row.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const section of ['Details', 'Account', 'Contact details', 'Funding requests', 'History'])
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  const statistics = page.getByRole('region', { name: 'Member statistics' });
  await expect(statistics).toHaveAttribute('aria-busy', 'true');
  expect(profile.held()).toBeGreaterThan(0);

  profile.release();
  await expect(statistics).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel(/Full name/)).toHaveValue(name);
});
