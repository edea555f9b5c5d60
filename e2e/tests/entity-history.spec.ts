import { expect, test } from '../fixtures';
import { seriousViolations, useTheme } from '../support/axe';
import { submitPendingRequest } from '../support/own-requests';
import { expectNoHorizontalOverflow, phone } from '../support/polish';
import { changeStatusThroughDialog } from '../support/steps';

type AuditEntry = { kind: string; actor: { name: string } };

/**
 * A request's page has one timeline, its History (docs/decisions.md): a change made on the page
 * appears in it at once, and only there (the audit trail's copy of each event is Settings →
 * Activity). On a phone, in the dark theme. The request is this test's own (a deployment keeps
 * every run's changes).
 */
test.use({ viewport: phone });

test('a status change made on a request’s page shows once, in its history, without a reload', async ({
  adminPage: page,
  adminApi,
  apiUrl,
}) => {
  await useTheme(page, 'dark');
  const request = await submitPendingRequest(apiUrl, adminApi, 'Audited on its page');
  await page.goto(`/submissions/ticket-details/${request.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await changeStatusThroughDialog(page, 'Start review', 'Under review');

  const [recorded] = await adminApi.get<AuditEntry[]>('/audit/entity', {
    type: 'funding_request',
    id: request.id,
  });
  expect(recorded?.kind).toBe('funding.status');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(
    `Status changed from Pending to Under review by ${recorded!.actor.name}`,
  );
  await expect(page.getByRole('region', { name: 'Audit trail' })).toHaveCount(0);
  await expect(page.getByText('Status changed from Pending to Under review')).toHaveCount(1);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await expectNoHorizontalOverflow(page);
  expect(await seriousViolations(page), 'ticket details with its history').toEqual([]);
});
