import { readFile } from 'node:fs/promises';
import type { Page as BrowserPage } from '@playwright/test';
import {
  account,
  demoAdmin,
  expect,
  navName,
  requireAccounts,
  signInThroughForm,
  test,
  type AdminApi,
} from '../fixtures';
import { signInAs } from '../support/api-client';

/*
 * Issue 25, the dashboard's side: exports a spreadsheet cannot turn into formulas, drafts that
 * outlive an ended session (for the same admin only), a `next` that cannot leave the origin, and
 * single-key shortcuts that can be turned off. Everything runs against the real api.
 */

type Page<T> = { items: T[]; total: number };
type Member = { id: string; fullName: string; email: string; phone: string };
type Request = { id: string; title: string };
type Room = { id: string; member: { id: string; fullName: string } };

// A second staff account that chats (issue 21: the reviewer may only read support).
const supportStaff = account('support');
requireAccounts('support');

/** A pending request of the default list, for the ticket page. */
async function someRequest(api: AdminApi, index: number): Promise<Request> {
  const page = await api.get<Page<Request>>('/funding-requests/dashboard/funding/list', {
    sort: '-createdAt',
    limit: 20,
  });
  const request = page.items[index];
  if (!request) throw new Error(`the seed has no request #${index}`);
  return request;
}

async function openTicket(page: BrowserPage, request: Request) {
  await page.goto(`/submissions/ticket-details/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: request.title })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('sessions, chat and exports you can trust', () => {
  // Each test signs in more than once and loads several areas: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('a CSV export writes a member named =HYPERLINK(...) as text, after a UTF-8 BOM', async ({
    adminPage: page,
    apiUrl,
    adminApi,
  }) => {
    const list = await adminApi.get<Page<Member>>('/user/admin/members', { limit: 5 });
    const member = list.items[4];
    if (!member) throw new Error('the seed has fewer than 5 members');
    const formula = '=HYPERLINK("http://evil.test/steal","Open profile")';
    const api = await signInAs(apiUrl, demoAdmin);
    await api.call('PATCH', `/user/admin/update-user/${member.id}`, { fullName: formula });
    try {
      await page.goto(`/members-management?search=${encodeURIComponent(member.email)}`);
      const table = page.getByRole('table', { name: 'Members' });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table).toContainText(formula);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const bytes = await readFile(await (await download).path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString('utf8');
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.test/steal"",""Open profile"")"`);
      expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
      // Phone numbers start with +: written as text too.
      expect(csv).toContain(`'${member.phone}`);
    } finally {
      await api.call('PATCH', `/user/admin/update-user/${member.id}`, {
        fullName: member.fullName,
      });
    }
  });

  test("the browser's Back button asks before leaving a typed note, and staying keeps it", async ({
    adminPage: page,
    adminApi,
  }) => {
    const request = await someRequest(adminApi, 5);
    await page.goto('/submissions');
    await openTicket(page, request);
    const note = 'Half a note the Back button must not lose.';
    await page.getByLabel('Note to requester').fill(note);

    // Stay the first time, leave the second; the way out asks nothing more (no "leave site?").
    const answers = [false, true];
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`);
      void (answers.shift() ? dialog.accept() : dialog.dismiss());
    });
    const question = 'confirm: You have unsaved changes. Leave this page and discard them?';
    await page.goBack();
    await expect.poll(() => questions).toEqual([question]);
    await expect(page).toHaveURL(`/submissions/ticket-details/${request.id}`);
    await expect(page.getByLabel('Note to requester')).toHaveValue(note);

    await page.goBack();
    await expect(page).toHaveURL('/submissions');
    expect(questions).toEqual([question, question]);
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a session that ends while a note is typed gives the note back after sign-in', async ({
    adminPage: page,
    adminApi,
    apiUrl,
  }) => {
    const request = await someRequest(adminApi, 3);
    await openTicket(page, request);
    const note = 'We received your documents; a reviewer will call you tomorrow.';
    await page.getByLabel('Note to requester').fill(note);

    // The session ends for real: its token is revoked from elsewhere (another device, an admin).
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const revoked = await fetch(`${apiUrl}/auth/signout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(revoked.ok).toBe(true);

    // The next call, the ticket's live refresh (every 1.5 s), answers 401: the page goes to
    // /login (docs/spec.md §8), no refresh attempted. (Clicking Send instead raced with it.)
    await expect(page).toHaveURL(/\/login\?next=/);
    await signInThroughForm(page);
    await expect(page).toHaveURL(`/submissions/ticket-details/${request.id}`);

    const field = page.getByLabel('Note to requester');
    await expect(field).toHaveValue('');
    await expect(page.getByText('You have unsaved text from your last session.')).toBeVisible();
    await page.getByRole('button', { name: 'Restore it' }).click();
    await expect(field).toHaveValue(note);
    // Nothing was sent on the admin's behalf, then or at the new sign-in.
    const stored = await adminApi.get<{ notes: { content: string }[] }>(
      '/funding-requests/dashboard/funding',
      { id: request.id },
    );
    expect(stored.notes.map((n) => n.content)).not.toContain(note);
  });

  test('/login?next=%2F.%2F%2Fevil.test lands on the dashboard', async ({ page }) => {
    await page.goto('/login?next=%2F.%2F%2Fevil.test');
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a second admin in the same tab sees no chat draft of the first', async ({
    adminPage: page,
    adminApi,
  }) => {
    const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms');
    const room = rooms.at(-1);
    if (!room) throw new Error('the seed has no support room');
    const draft = 'Private reply of the first admin';
    await page.goto(`/support?room=${room.id}`);
    await page.getByRole('textbox', { name: 'Message' }).fill(draft);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(draft);

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, supportStaff);
    await expect(page).toHaveURL(/\/dashboard$/);
    // In the same tab without a reload, as an admin would go: what the page holds in memory counts.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: navName('Support') })
      .click();
    await page.locator(`[data-room-id="${room.id}"]`).click();
    await expect(page.getByRole('heading', { level: 2, name: room.member.fullName })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(draft);
  });

  test('the single-key review shortcuts can be turned off in Settings, and on again', async ({
    adminPage: page,
    adminApi,
  }) => {
    const request = await someRequest(adminApi, 4);
    const toggle = page.getByRole('checkbox', {
      name: 'Single-key shortcuts when reviewing requests',
    });
    await page.goto('/settings');
    await expect(toggle).toBeChecked();
    await toggle.uncheck();

    await openTicket(page, request);
    await page.getByRole('heading', { level: 1, name: request.title }).click();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Kept in this browser: still off after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: request.title })).toBeVisible({
      timeout: 20_000,
    });
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/settings');
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await openTicket(page, request);
    await page.getByRole('heading', { level: 1, name: request.title }).click();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });
});
