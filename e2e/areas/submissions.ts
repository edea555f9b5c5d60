import { expect, type Page } from '@playwright/test';
import type { AdminApi } from '../fixtures';
import { allPayloads, xssPayloads } from '../support/payloads';
import { savedViewsBar, type AreaChecks } from './area-checks';

const fundingRequests = (page: Page) => page.getByRole('table', { name: 'Funding requests' });

/** A pending request away from the ones other suites decide. */
async function pendingRequest(api: AdminApi): Promise<{ id: string }> {
  const page = await api.get<{ items: { id: string }[] }>(
    '/funding-requests/dashboard/funding/list',
    { status: 'pending', sort: '-amountRequested', from: '2020-01-01', limit: 30 },
  );
  return page.items[20]!;
}

export const submissions: AreaChecks = {
  loaded: (page) => fundingRequests(page).getByRole('row').nth(1),

  firstCall: {
    path: '/funding-requests/dashboard/funding/list',
    shown: (data) => (data as { items: { title: string }[] }).items[0]?.title,
  },

  a11y: async ({ page, adminApi, scan }) => {
    await page.goto('/submissions');
    await expect(fundingRequests(page).getByRole('row').nth(1)).toBeVisible();
    // The list's saved-views bar is part of what is scanned.
    await expect(savedViewsBar(page).getByRole('button', { name: 'Save view' })).toBeVisible();
    await scan('submissions list');

    const request = await pendingRequest(adminApi);
    await page.goto(`/submissions/ticket-details/${request.id}`);
    await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    await scan('ticket details');

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('dialog', { name: /Approve/ })).toBeVisible();
    await scan('approve confirm dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: /Reject/ });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('A reason is required to reject a request')).toBeVisible();
    await scan('reject with reason dialog', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await scan('keyboard shortcuts help', '[role="dialog"]');
  },

  xss: async ({ page, hostile, shows, inert }) => {
    await page.goto(`/submissions?search=${encodeURIComponent(hostile.requestId)}`);
    await expect(fundingRequests(page).getByRole('row').nth(1)).toContainText(xssPayloads[2]);
    await inert('submissions list');

    await page.goto(`/submissions/ticket-details/${hostile.requestId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xssPayloads[2]);
    await expect(page.getByRole('list', { name: 'Notes sent to the requester' })).toContainText(
      xssPayloads[5],
    );
    await expect(page.getByLabel('Private note')).toHaveValue(allPayloads);
    await shows(hostile.name);
    await inert('ticket details');
  },
};
