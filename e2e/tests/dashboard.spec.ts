import type { Locator, Page as PlaywrightPage } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ymd } from '../support/steps';
import { peoplesDay } from '../support/days.ts';

type Summary = {
  total: number;
  byStatus: Record<string, number | undefined>;
  amountRaised: number;
  amountRequested: number;
  currency: string;
};
type CouponStatistics = { active: number; total: number; redemptions: number };
type Room = { unreadCount: number };
type Page<T> = { items: T[]; total: number };
type FundingSummary = { id: string; title: string; createdAt: string };

const numberFormat = new Intl.NumberFormat('en-US');
/** Minor units in the currency's own decimals, as the dashboard formats money. */
function money(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A key figure's value and hint, found by its label. */
function figure(page: PlaywrightPage, label: string): { value: Locator; hint: Locator } {
  const card = page
    .getByRole('region', { name: 'Key figures' })
    .getByText(label, { exact: true })
    .locator('xpath=..');
  return { value: card.locator('p').nth(1), hint: card.locator('p').nth(2) };
}
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
    const coupons = await adminApi.get<CouponStatistics>('/coupons/statistics');
    const { rooms } = await adminApi.get<{ rooms: Room[] }>('/support/admin/rooms');
    const unread = rooms.reduce((sum, room) => sum + room.unreadCount, 0);
    const queue = await adminApi.get<Page<FundingSummary>>(
      '/funding-requests/dashboard/funding/list',
      { status: 'pending', sort: 'createdAt', limit: 5 },
    );

    // The range is ISO for the api; its boxes say it the people's way.
    await expect(page.getByLabel('Start date')).toHaveValue(peoplesDay(from));
    await expect(page.getByLabel('End date')).toHaveValue(peoplesDay(to));
    const requests = figure(page, 'Funding requests');
    await expect(requests.value).toHaveText(numberFormat.format(summary.total));
    await expect(requests.hint).toHaveText(
      `${numberFormat.format(summary.byStatus.pending ?? 0)} pending in this range`,
    );
    const raised = figure(page, 'Amount raised');
    await expect(raised.value).toHaveText(money(summary.amountRaised, summary.currency));
    await expect(raised.hint).toHaveText(
      `of ${money(summary.amountRequested, summary.currency)} requested`,
    );
    const activeCoupons = figure(page, 'Active coupons');
    await expect(activeCoupons.value).toHaveText(numberFormat.format(coupons.active));
    await expect(activeCoupons.hint).toHaveText(
      `${numberFormat.format(coupons.total)} coupons, ${numberFormat.format(coupons.redemptions)} redemptions`,
    );
    await expect(figure(page, 'Members').value).toHaveText(numberFormat.format(members.total));
    await expect(figure(page, 'Unread support messages').value).toHaveText(
      numberFormat.format(unread),
    );
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
    const requests = figure(page, 'Funding requests').value;
    const current = await adminApi.get<Summary>('/funding-requests/dashboard/funding/summary', {
      from: ymd(daysBefore(new Date(), 29)),
      to,
    });
    await expect(requests).toHaveText(numberFormat.format(current.total));
    expect(wide.total, 'the seed has requests older than the default range').toBeGreaterThan(
      current.total,
    );
    await page.getByLabel('Start date').fill(from);
    await expect(requests).toHaveText(numberFormat.format(wide.total));

    await page.getByLabel('End date').fill('2019-12-31');
    await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
    await page.getByLabel('End date').blur();
    await expect(page.getByLabel('End date')).toHaveValue('31 Dec 2019');
    await expect(requests).toHaveText(numberFormat.format(wide.total));
  });
});
