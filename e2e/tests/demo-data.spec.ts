import { expect, localStack, test } from '../fixtures';

/**
 * The demo data of a fresh stack shows every feature: here, the second-approval queue has work
 * in it without anyone changing a setting (the seed's under-review requests above the four-eyes
 * threshold, two approved once by Riley Reviewer).
 */
test(
  'a fresh stack shows requests awaiting a second approval',
  localStack,
  async ({ adminPage: page }) => {
    await page.goto('/submissions?queue=second_approval');
    const rows = page.getByRole('table', { name: 'Funding requests' }).getByRole('row', {
      name: /awaiting a second approval/,
    });
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText('Approved by Riley Reviewer');
  },
);
