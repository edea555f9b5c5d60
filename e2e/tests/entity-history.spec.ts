import { expect, test } from '../fixtures';
import { seriousViolations, useTheme } from '../support/axe';
import { submitPendingRequest } from '../support/own-requests';
import { expectNoHorizontalOverflow, phone } from '../support/polish';
import { changeStatusThroughDialog } from '../support/steps';

type AuditEntry = { kind: string; actor: { name: string } };

/**
 * Issue 21: each entity's page shows its own audit trail, and a change made on the page appears
 * in it at once. On a phone, in the dark theme. The request is this test's own (a deployment keeps
 * every run's changes).
 */
test.use({ viewport: phone });

test('a status change made on a request’s page shows in its audit trail without a reload', async ({
  adminPage: page,
  adminApi,
  apiUrl,
}) => {
  await useTheme(page, 'dark');
  const request = await submitPendingRequest(apiUrl, adminApi, 'Audited on its page');
  await page.goto(`/submissions/ticket-details/${request.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const trail = page.getByRole('region', { name: 'Audit trail' });
  // The member's submission is the only entry yet; the change below goes on top of it.
  const entries = trail.getByRole('list', { name: 'Audit trail' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Funding request submitted');
  await expect(trail).not.toContainText('Funding status changed');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await changeStatusThroughDialog(page, 'Start review', 'Under review');

  const [recorded] = await adminApi.get<AuditEntry[]>('/audit/entity', {
    type: 'funding_request',
    id: request.id,
  });
  expect(recorded?.kind).toBe('funding.status');
  const newest = trail.getByRole('list', { name: 'Audit trail' }).getByRole('listitem').first();
  await expect(newest).toContainText('Funding status changed');
  await expect(newest).toContainText(recorded!.actor.name);
  await expect(newest).toContainText('Status: Pending → Under review');
  await expect(newest.locator('time')).toHaveAttribute('title', /\d{4}, \d\d:\d\d$/);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await expectNoHorizontalOverflow(page);
  expect(await seriousViolations(page), 'ticket details with its audit trail').toEqual([]);
});
