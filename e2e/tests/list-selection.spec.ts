import { readFile } from 'node:fs/promises';
import type { Download, Page as BrowserPage } from '@playwright/test';
import { demoAdmin, expect, openSignedInPage, test } from '../fixtures';
import { signInAs } from '../support/api-client';

/** Issue 22: members and coupons lists select and export like submissions, and follow live. */

type Member = { id: string; fullName: string; email: string; phone: string };
type Page<T> = { items: T[]; total: number };
const membersPath = '/user/admin/members';

/** The downloaded CSV as one record per row, keyed by its header. */
async function csvRecords(download: Promise<Download>): Promise<Record<string, string>[]> {
  const text = await readFile((await (await download).path())!, 'utf8');
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const names = header!.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((cell, i) => [names[i], cell])));
}

async function pickRangeAndExport(page: BrowserPage, table: string, first: string, last: string) {
  const rows = page.getByRole('table', { name: table });
  await rows.getByRole('checkbox', { name: `Select ${first}`, exact: true }).click();
  await rows
    .getByRole('checkbox', { name: `Select ${last}`, exact: true })
    .click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('3 selected')).toBeVisible();
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export selected' }).click();
  return csvRecords(download);
}

test.describe('issue 22: selection, export and live updates on members and coupons', () => {
  test('members: a shift-click range exports exactly those members', async ({
    adminPage: page,
    adminApi,
  }) => {
    const expected = (
      await adminApi.get<Page<Member>>(membersPath, { sort: 'fullName', limit: 20 })
    ).items.slice(1, 4);
    await page.goto('/members-management?sort=fullName');
    const records = await pickRangeAndExport(
      page,
      'Members',
      expected[0]!.fullName,
      expected[2]!.fullName,
    );
    expect(records.map((record) => record.id)).toEqual(expected.map((member) => member.id));
    expect(records.map((record) => record.email)).toEqual(expected.map((member) => member.email));
  });

  test('coupons: a shift-click range exports exactly those coupons', async ({
    adminPage: page,
    apiUrl,
  }) => {
    const admin = await signInAs(apiUrl, demoAdmin);
    const prefix = `SEL-${Date.now().toString(36).toUpperCase()}`;
    const codes = ['A', 'B', 'C', 'D', 'E'].map((letter) => `${prefix}-${letter}`);
    for (const code of codes) {
      await admin.call('POST', '/coupons/create', {
        code,
        description: 'Selection e2e',
        discountType: 'percent',
        value: 10,
        currency: 'USD',
        startsAt: new Date().toISOString(),
      });
    }
    await page.goto(`/coupons?search=${prefix}&sort=code`);
    const records = await pickRangeAndExport(page, 'Coupons', codes[1]!, codes[3]!);
    expect(records.map((record) => record.code)).toEqual(codes.slice(1, 4));
  });

  test("members: another admin's change shows in the open list and profile within 2 s", async ({
    adminPage: alex,
    adminApi,
    apiUrl,
    browser,
  }) => {
    const [member] = (
      await adminApi.get<Page<Member>>(membersPath, { sort: '-fullName', status: 'active' })
    ).items;
    const newPhone = `+1 (555) ${String(Date.now()).slice(-3)}-0199`;
    const other = await openSignedInPage(browser, demoAdmin);
    try {
      await alex.goto(`/members-management?search=${encodeURIComponent(member!.email)}`);
      const row = alex.getByRole('table', { name: 'Members' }).getByRole('row').nth(1);
      await expect(row).toContainText(member!.phone);

      await other.goto(`/members-management/member-profile/${member!.id}`);
      const form = other.getByRole('region', { name: 'Contact details' });
      await form.getByLabel('Phone').fill(newPhone);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(other.getByText('Member details saved')).toBeVisible();

      await expect(row).toContainText(newPhone, { timeout: 2_000 });
      await expect(row.getByText('Changed just now')).toBeVisible();

      // An open profile being edited says who changed it, shows the new values, keeps the typing.
      await row.getByRole('link', { name: member!.fullName }).click();
      const alexForm = alex.getByRole('region', { name: 'Contact details' });
      await alexForm.getByLabel('Full name').fill(`${member!.fullName} Jr`);
      await form.getByLabel('Phone').fill(member!.phone);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(alex.getByRole('status', { name: 'Changed by someone else' })).toContainText(
        'Changed by Alex Admin just now',
        { timeout: 2_000 },
      );
      await expect(alexForm.getByLabel('Phone')).toHaveValue(member!.phone);
      await expect(alexForm.getByLabel('Full name')).toHaveValue(`${member!.fullName} Jr`);
    } finally {
      await other.context().close();
      const admin = await signInAs(apiUrl, demoAdmin);
      await admin.call('PATCH', `/user/admin/update-user/${member!.id}`, { phone: member!.phone });
    }
  });
});
