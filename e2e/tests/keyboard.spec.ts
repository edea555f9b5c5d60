import { tabTo } from '../support/keyboard';
import { demoAdmin, expect, requireAccounts, test } from '../fixtures';
import { submitPendingRequest } from '../support/own-requests';

requireAccounts('member');

/**
 * Keyboard only, from sign-in to an approved funding request and an answered chat: after the
 * first page load every step is `page.keyboard` (Tab, typing, Enter); no clicks.
 */
test('sign in, approve a funding request through its confirm dialog and answer a chat, by keyboard alone', async ({
  page,
  adminApi,
  apiUrl,
}) => {
  test.setTimeout(120_000);
  const request = await submitPendingRequest(apiUrl, adminApi, 'Approved by keyboard');
  const reply = `Answered by keyboard ${Date.now().toString(36)}`;

  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(demoAdmin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demoAdmin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Submissions' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search requests' }));
  await page.keyboard.type(request.id);
  const link = page.getByRole('link', { name: `${request.title} ${request.id}` });
  await expect(page.getByRole('table', { name: 'Funding requests' }).getByRole('row')).toHaveCount(
    2,
  );
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: request.title })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Approve/ });
  await tabTo(page, dialog.getByRole('button', { name: 'Approve' }), { maxPresses: 6 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^FR-\d+ approved$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // "Approve", which opened the dialog, is gone: focus stays in the Status card, not the body.
  await expect(page.getByRole('region', { name: 'Status' }).locator(':focus')).toHaveCount(1);

  await tabTo(page, nav.getByRole('link', { name: /^Support/ }), { backwards: true });
  await page.keyboard.press('Enter');
  const firstRoom = page
    .getByRole('complementary', { name: 'Conversations' })
    .getByRole('link')
    .first();
  await tabTo(page, firstRoom);
  await page.keyboard.press('Enter');
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  await tabTo(page, composer);
  await page.keyboard.type(reply);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(reply)).toBeVisible();
  await expect(composer).toHaveValue('');

  const approved = await adminApi.get<{ status: string }>('/funding-requests/dashboard/funding', {
    id: request.id,
  });
  expect(approved.status).toBe('approved');
});
