import { phone } from '../support/polish.ts';
import { expect, test } from '../fixtures';

/*
 * The member profile refreshes live; a refresh that fails keeps the page as it was, and a quiet
 * status says so until one succeeds.
 */

const detail = '**/user/admin/detail?**';

test.describe('member profile live refresh (390×844)', () => {
  test.use({ viewport: phone });

  test('says "Not refreshed: retrying…" while refreshes fail, and takes no room otherwise', async ({
    adminPage: page,
  }) => {
    await page.goto('/members-management');
    await page.getByRole('table', { name: 'Members' }).getByRole('link').first().click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('Loading member…');
    const message = page.getByRole('button', { name: 'Message member' });
    // The empty status region beside the actions added a gap before the button.
    expect(Math.round((await message.boundingBox())!.x)).toBe(
      Math.round((await heading.boundingBox())!.x),
    );

    await page.route(detail, (route) => route.abort('connectionrefused'));
    const hint = page.getByRole('status').filter({ hasText: 'Not refreshed: retrying…' });
    await expect(hint).toBeVisible();
    await expect(heading).toBeVisible();
    await page.unroute(detail);
    await expect(hint).toHaveCount(0);
  });
});
