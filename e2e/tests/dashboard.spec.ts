import { expect, test } from '../fixtures';

type Summary = { total: number; perDay: { date: string; count: number }[] };
type Page<T> = { items: T[]; total: number };
type FundingSummary = { id: string; title: string; createdAt: string };

const numberFormat = new Intl.NumberFormat('en-US');
/** A local calendar day as `YYYY-MM-DD`, as the date inputs show it. */
const ymd = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
const daysBefore = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);

test.describe('dashboard', () => {
  test('shows the api figures, a chart, the review queue and notifications', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const today = new Date();
    const from = ymd(daysBefore(today, 29));
    const to = ymd(today);
    const summary = await adminApi.get<Summary>('/funding-requests/dashboard/funding/summary', {
      from,
      to,
    });
    const members = await adminApi.get<Page<unknown>>('/user/admin/members', { limit: 1 });
    const queue = await adminApi.get<Page<FundingSummary>>(
      '/funding-requests/dashboard/funding/list',
      { status: 'pending', sort: 'createdAt', limit: 5 },
    );

    await expect(page.getByLabel('Start date')).toHaveValue(from);
    await expect(page.getByLabel('End date')).toHaveValue(to);
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(figures).toContainText(numberFormat.format(summary.total));
    await expect(figures).toContainText(numberFormat.format(members.total));
    await expect(page.getByRole('img', { name: /Requests per day/ })).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();

    const queueList = page.getByRole('list', { name: 'Oldest pending requests' });
    await expect(queueList.getByRole('link')).toHaveCount(queue.items.length);
    const oldest = queue.items[0]!;
    await expect(queueList.getByRole('link').first()).toHaveText(oldest.title);
    await expect(page.getByRole('list', { name: 'Latest notifications' })).toBeVisible();

    await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

    await queueList.getByRole('link').first().click();
    await expect(page).toHaveURL(
      new RegExp(`/submissions/ticket-details/${encodeURIComponent(oldest.id)}(\\?|$)`),
    );
  });

  test('changing the date range changes the figures; a reversed range is explained', async ({
    adminPage: page,
    adminApi,
  }) => {
    const from = '2020-01-01';
    const to = ymd(new Date());
    const wide = await adminApi.get<Summary>('/funding-requests/dashboard/funding/summary', {
      from,
      to,
    });
    await page.getByLabel('Start date').fill(from);
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(figures).toContainText(numberFormat.format(wide.total));

    await page.getByLabel('End date').fill('2019-12-31');
    await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
    await expect(page.getByLabel('End date')).toHaveValue('2019-12-31');
    await expect(figures).toContainText(numberFormat.format(wide.total));
  });
});
