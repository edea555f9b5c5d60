import { expect } from '@playwright/test';
import { savedViewsBar, type AreaChecks } from './area-checks';

export const members: AreaChecks = {
  firstCall: {
    path: '/user/admin/members',
    shown: (data) => (data as { items: { fullName: string }[] }).items[0]?.fullName,
  },

  a11y: async ({ page, scan }) => {
    await page.goto('/members-management?status=active');
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The list's saved-views bar is part of what is scanned.
    await expect(savedViewsBar(page).getByRole('button', { name: 'Save view' })).toBeVisible();
    await scan('members list');

    await table.getByRole('row').nth(1).getByRole('link').first().click();
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account).toBeVisible();
    await scan('member profile');

    await account.getByRole('button', { name: 'Suspend member' }).click();
    const suspend = page.getByRole('dialog', { name: /^Suspend / });
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend.getByText('Enter a reason for the suspension')).toBeVisible();
    await scan('suspend dialog with its error', '[role="dialog"]');
  },

  xss: async ({ page, hostile, shows, inert }) => {
    await page.goto(`/members-management?search=${encodeURIComponent(hostile.member.email)}`);
    await shows(hostile.name);
    await inert('members list');

    await page.goto(`/members-management/member-profile/${hostile.member.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.name);
    await inert('member profile');
  },
};
