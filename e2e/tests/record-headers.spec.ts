import type {
  FundingRequestSummary,
  MemberSummary,
  Page as ListPage,
} from '@backoffice/shared/contract';
import type { Locator } from '@playwright/test';
import { seriousViolations, useTheme } from '../support/axe';
import { desktop, expectNoHorizontalOverflow, phone } from '../support/polish.ts';
import { demoAdmin, expect, test, useSignedInState } from '../fixtures';

// A request's page says, in one strip under its title, what the list said about it: the amount
// requested and raised, the category, the requester, the day it came, its status and the list's
// due label; at 1440×900 all of it within the top 450 px. A member's page opens the same way. On
// a phone the strip wraps: nothing is cut and nothing scrolls sideways.

const sizes = [
  { name: '1440×900', viewport: desktop, theme: 'light' },
  { name: '1440×900', viewport: desktop, theme: 'dark' },
  { name: '390×844', viewport: phone, theme: 'light' },
  { name: '390×844', viewport: phone, theme: 'dark' },
] as const;

const money = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** A fact of the strip by its term: its value (the dd after the dt). */
const fact = (strip: Locator, term: string) =>
  strip
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Every fact's value ends above `limit` px from the top of the page, and none is cut. */
async function expectFactsWithin(strip: Locator, terms: readonly string[], limit: number) {
  for (const term of terms) {
    const value = fact(strip, term);
    await expect(value, term).toBeVisible();
    const box = (await value.boundingBox())!;
    expect(box.y + box.height, `${term} ends within ${limit} px`).toBeLessThanOrEqual(limit);
    expect(
      await value.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
      `${term} is not cut`,
    ).toBe(true);
  }
}

for (const size of sizes) {
  test.describe(`a record's header at ${size.name}, ${size.theme} theme`, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 120_000 });
    // At 1440×900 the facts are in the first 450 px; on a phone they wrap, wherever that ends.
    const topLimit = size.viewport === desktop ? 450 : Number.POSITIVE_INFINITY;

    test('a request says amount, category, requester, created, status and due in one strip', async ({
      page,
      adminApi,
    }) => {
      // The seed's most overdue pending request: the list says "Overdue … d" for it.
      const { items } = await adminApi.get<ListPage<FundingRequestSummary>>(
        '/funding-requests/dashboard/funding/list',
        { status: 'pending', sort: 'dueAt', limit: 1 },
      );
      const request = items[0]!;
      expect(request.overdue).toBe(true);

      await useTheme(page, size.theme);
      await useSignedInState(page, demoAdmin);
      await page.goto(`/submissions/ticket-details/${request.id}`);
      await expect(page.getByRole('heading', { level: 1, name: request.title })).toBeVisible();
      const strip = page.getByRole('group', { name: 'About this request' });
      await expect(fact(strip, 'Amount')).toHaveText(
        `${money(request.amountRequested)} requested, ${money(request.amountRaised)} raised`,
      );
      await expect(fact(strip, 'Category')).toHaveText(
        request.category.charAt(0).toUpperCase() + request.category.slice(1),
      );
      await expect(fact(strip, 'Requester')).toHaveText(request.requester.fullName);
      await expect(fact(strip, 'Created').locator('time')).toHaveAttribute(
        'datetime',
        request.createdAt,
      );
      await expect(fact(strip, 'Status')).toHaveText('Pending');
      await expect(fact(strip, 'Due')).toHaveText(/^Overdue \d+ d$/);
      // The story keeps its section.
      await expect(
        page.getByRole('heading', { level: 2, name: 'Story', exact: true }),
      ).toBeVisible();

      await expectFactsWithin(
        strip,
        ['Amount', 'Category', 'Requester', 'Created', 'Status', 'Due'],
        topLimit,
      );
      await expectNoHorizontalOverflow(page);
      expect(await seriousViolations(page, 'main'), 'axe on the request').toEqual([]);
    });

    test('a member says status, verified, joined and last active in one strip', async ({
      page,
      adminApi,
    }) => {
      const { items } = await adminApi.get<ListPage<MemberSummary>>('/user/admin/members', {
        limit: 1,
        verified: 'true',
      });
      const member = items[0]!;

      await useTheme(page, size.theme);
      await useSignedInState(page, demoAdmin);
      await page.goto(`/members-management/member-profile/${member.id}`);
      await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
      const strip = page.getByRole('group', { name: 'About this member' });
      await expect(fact(strip, 'Status')).toHaveText(
        member.status.charAt(0).toUpperCase() + member.status.slice(1),
      );
      await expect(fact(strip, 'Verified')).toHaveText('Verified');
      await expect(fact(strip, 'Joined').locator('time')).toHaveAttribute(
        'datetime',
        member.joinedAt,
      );
      await expect(fact(strip, 'Last active')).not.toBeEmpty();
      await expectFactsWithin(strip, ['Status', 'Verified', 'Joined', 'Last active'], topLimit);
      await expectNoHorizontalOverflow(page);
      expect(await seriousViolations(page, 'main'), 'axe on the member').toEqual([]);
    });
  });
}
