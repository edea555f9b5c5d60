import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test, type AdminApi } from '../fixtures';
import { peoplesDay } from '../support/days.ts';
import { openListFilters, openSubmissions } from '../support/steps';

/*
 * Issue 26, the data side of "what a new staff member trips over": review lists that show
 * everything, open-ended ranges, the review queue from the dashboard, lists that agree with
 * themselves, exports, and days that are the person's days.
 */

type Request = {
  id: string;
  title: string;
  status: string;
  amountRequested: number;
  amountRaised: number;
  currency: string;
  createdAt: string;
};
type Page_<T> = { items: T[]; total: number };

const listPath = '/funding-requests/dashboard/funding/list';

/** `YYYY-MM-DD` of an instant in a time zone. */
const dayIn = (timeZone: string, at: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function allRequests(api: AdminApi): Promise<Request[]> {
  const items: Request[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<Page_<Request>>(listPath, { page, limit: 100 });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}

/** The figure a stat card shows under its label. */
const statValue = (region: Locator, label: string) =>
  region
    .locator('div')
    .filter({ has: region.page().getByText(label, { exact: true }) })
    .locator('p')
    .nth(1);

test.describe('issue 26: lists and ranges', () => {
  // Each test loads several screens and api pages; on a shared 2-core machine that takes a while.
  test.describe.configure({ timeout: 60_000 });
  test('1: the Pending tab counts and lists every pending request; dates are opt-in and clearable', async ({
    adminPage: page,
    adminApi,
  }) => {
    const pending = await adminApi.get<Page_<Request>>(listPath, {
      status: 'pending',
      sort: 'createdAt',
      limit: 1,
    });
    const oldest = pending.items[0]!;
    // The oldest pending request is the most overdue: it must not hide behind a default range.
    expect(Date.now() - Date.parse(oldest.createdAt)).toBeGreaterThan(30 * 86_400_000);

    await openSubmissions(page);
    await openListFilters(page);
    await expect(page.getByLabel('Created from')).toHaveValue('');
    await expect(page.getByLabel('Created to')).toHaveValue('');
    const pendingTab = page.getByRole('tab', { name: /^Pending/ });
    await expect(pendingTab).toHaveAccessibleName(`Pending (${pending.total})`, {
      timeout: 15_000,
    });
    await pendingTab.click();
    const pager = page.getByRole('navigation', { name: 'Funding requests pages' });
    await expect(pager).toContainText(`of ${pending.total}`);
    await page.goto('/submissions?status=pending&sort=createdAt');
    await expect(page.getByRole('link', { name: `${oldest.title} ${oldest.id}` })).toBeVisible();

    // A date range narrows the list; clearing it gives all time back, not a default range.
    const from = dayIn('UTC', new Date(Date.now() - 7 * 86_400_000));
    await openListFilters(page);
    await page.getByLabel('Created from').fill(from);
    await expect(page).toHaveURL(new RegExp(`from=${from}`));
    await page.getByLabel('Created from').blur();
    await expect(page.getByLabel('Created from')).toHaveValue(peoplesDay(from));
    const recent = await adminApi.get<Page_<Request>>(listPath, { status: 'pending', from });
    await expect(pendingTab).toHaveAccessibleName(`Pending (${recent.total})`);
    await page.getByLabel('Created from').fill('');
    await expect(page).not.toHaveURL(/from=/);
    await expect(page.getByLabel('Created from')).toHaveValue('');
    await expect(pendingTab).toHaveAccessibleName(`Pending (${pending.total})`);

    await page.getByLabel('Created to').fill(from);
    await expect(page).toHaveURL(new RegExp(`to=${from}`));
    await page.getByRole('button', { name: 'All dates' }).click();
    await expect(page).not.toHaveURL(/to=/);
    await expect(pendingTab).toHaveAccessibleName(`Pending (${pending.total})`);
  });

  test.describe('a day typed key by key (in an en-US browser, whose date box was mm/dd/yyyy)', () => {
    test.use({ locale: 'en-US' });
    test('is kept in the box, and only the whole day filters the list', async ({
      adminPage: page,
    }) => {
      await openSubmissions(page);
      await openListFilters(page);
      // From here on: the dashboard the page landed on asks for its own range's figures too.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/dashboard/funding/')) asked.push(request.url());
      });
      const from = page.getByLabel('Created from');
      await from.focus();
      // The year passes through 2, 20 and 202 as it is typed: none is a day to ask for.
      await page.keyboard.type('15 mar 2025', { delay: 50 });
      await expect(page).toHaveURL(/from=2025-03-15/);
      await expect(from).toHaveValue('15 mar 2025');
      await from.blur();
      await expect(from).toHaveValue('15 Mar 2025');
      expect(asked.filter((url) => /[?&]from=0/.test(url))).toEqual([]);
      expect(asked.filter((url) => /[?&]from=(?!2025-03-15)/.test(url))).toEqual([]);
    });
  });

  test('3: a dashboard range with a start and no end runs up to now', async ({
    adminPage: page,
    adminApi,
  }) => {
    const today = dayIn('UTC', new Date());
    const start = shiftDay(today, -60);
    const upToNow = await adminApi.get<Page_<Request>>(listPath, { from: start, limit: 1 });
    const recent = await adminApi.get<Page_<Request>>(listPath, {
      from: shiftDay(today, -29),
      limit: 1,
    });
    expect(recent.total).toBeGreaterThan(0);

    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('End date').fill('');
    await expect(page.getByLabel('End date')).toHaveValue('');
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(statValue(figures, 'Funding requests')).toHaveText(
      new Intl.NumberFormat('en-US').format(upToNow.total),
    );
  });

  test('4: a request opened from the dashboard review queue walks on through that queue', async ({
    adminPage: page,
    adminApi,
  }) => {
    const queue = await adminApi.get<Page_<Request>>(listPath, {
      status: 'pending',
      sort: 'createdAt',
      limit: 3,
    });
    const [first, second, third] = queue.items;
    const panel = page.getByRole('list', { name: 'Oldest pending requests' });
    await panel.getByRole('link', { name: first!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();

    const queueNav = page.getByRole('navigation', { name: 'Review queue' });
    await expect(queueNav.getByRole('button', { name: 'Next' })).toBeEnabled();
    await queueNav.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
    await expect(queueNav.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await page.keyboard.press('j');
    await expect(page.getByRole('heading', { level: 1, name: third!.title })).toBeVisible();
    await page.keyboard.press('k');
    await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  });

  test('6: a page past the end moves to the last page; a reversed members range is explained at the field', async ({
    adminPage: page,
    adminApi,
  }) => {
    const all = await adminApi.get<Page_<Request>>(listPath, { limit: 20 });
    const lastPage = Math.ceil(all.total / 20);
    await page.goto('/submissions?page=999');
    const pager = page.getByRole('navigation', { name: 'Funding requests pages' });
    await expect(pager).toContainText(`Page ${lastPage} of ${lastPage}`, { timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`page=${lastPage}(&|$)`));
    await expect(
      page.getByRole('table', { name: 'Funding requests' }).getByRole('row'),
    ).toHaveCount(all.total - (lastPage - 1) * 20 + 1);
    await expect(page.getByText('No funding requests')).toHaveCount(0);

    await page.goto('/members-management?page=999');
    const membersPager = page.getByRole('navigation', { name: 'Members pages' });
    await expect(membersPager).toContainText(/Page (\d+) of \1/);
    await expect(page).not.toHaveURL(/page=999/);

    await page.goto('/members-management');
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await openListFilters(page);
    await page.getByLabel('Joined from').fill('2025-06-01');
    await page.getByLabel('Joined to').fill('2025-01-01');
    const to = page.getByLabel('Joined to');
    await expect(to).toHaveAccessibleDescription(/The end date must not be before the start date/);
    await to.blur();
    await expect(to).toHaveValue('1 Jan 2025');
    await expect(page.getByText('Could not load the list')).toHaveCount(0);
    await expect(page.getByText(/matching/)).toHaveCount(0);
  });

  test('7: exports write amounts in major units beside the currency; an empty export says so', async ({
    adminPage: page,
    adminApi,
  }) => {
    const [request] = (await adminApi.get<Page_<Request>>(listPath, { limit: 1 })).items;
    await openSubmissions(page);
    await page.getByRole('searchbox', { name: 'Search requests' }).fill(request!.id);
    await expect(page).toHaveURL(new RegExp(`search=${request!.id}`));
    await expect(page.getByRole('navigation', { name: 'Funding requests pages' })).toContainText(
      'of 1',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = (await readFile((await (await download).path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    const header = lines[0]!.split(',');
    const row = Object.fromEntries(lines[1]!.split(',').map((cell, i) => [header[i], cell]));
    expect(row.id).toBe(request!.id);
    expect(row.currency).toBe(request!.currency);
    expect(row.amountRequested).toBe((request!.amountRequested / 100).toFixed(2));
    expect(row.amountRaised).toBe((request!.amountRaised / 100).toFixed(2));
    await expect(page.getByText('Exported 1 funding request')).toBeVisible();

    await page
      .getByRole('searchbox', { name: 'Search requests' })
      .fill('no request is called this');
    await expect(page.getByText('No funding requests')).toBeVisible();
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(
      page.getByText('Nothing to export: no funding request matches these filters'),
    ).toBeVisible();
    await expect(page.getByText(/Exported 0/)).toHaveCount(0);
    expect(downloaded).toBe(false);
  });
});

// Two zones on either side of UTC, far enough that their days and UTC's days differ.
for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
  test.describe(`issue 26 item 12: days are the person's days (${timezoneId})`, () => {
    // Each test loads several screens and api pages; on a shared 2-core machine that takes a while.
    test.describe.configure({ timeout: 60_000 });
    test.use({ timezoneId });

    test('a day on the dashboard and in submissions holds the requests of that local day', async ({
      adminPage: page,
      adminApi,
    }) => {
      const requests = await allRequests(adminApi);
      const count = (zone: string, day: string) =>
        requests.filter((request) => dayIn(zone, request.createdAt) === day).length;
      const today = dayIn(timezoneId, new Date());
      // A recent day whose requests differ from the UTC day of the same date.
      const day = Array.from({ length: 28 }, (_, back) => shiftDay(today, -back)).find(
        (candidate) => count(timezoneId, candidate) !== count('UTC', candidate),
      );
      expect(day, 'a day whose local and UTC requests differ').toBeDefined();
      const expected = count(timezoneId, day!);

      await page.getByLabel('Start date').fill(day!);
      await page.getByLabel('End date').fill(day!);
      const figures = page.getByRole('region', { name: 'Key figures' });
      await expect(statValue(figures, 'Funding requests')).toHaveText(String(expected));

      await openSubmissions(page);
      await openListFilters(page);
      await page.getByLabel('Created from').fill(day!);
      await page.getByLabel('Created to').fill(day!);
      await expect(page.getByRole('tab', { name: /^All/ })).toHaveAccessibleName(
        `All (${expected})`,
      );
      if (expected > 0) {
        await expect(
          page.getByRole('navigation', { name: 'Funding requests pages' }),
        ).toContainText(`of ${expected}`);
      }
    });
  });
}
