import type { Locator, Page } from '@playwright/test';
import { seriousViolations, useTheme, type Theme } from '../support/axe';
import { signInAs, type ApiCaller } from '../support/api-client';
import { desktop, expectNoHorizontalOverflow, phone } from '../support/polish.ts';
import { account, expect, requireAccounts, test, useSignedInState } from '../fixtures';

// Each role's first screen at /dashboard is its own work (docs/design.md §5): a reviewer's queue,
// support's waiting conversations, finance's coupons, the auditor's trail, what waits on owners.
// Nothing of an area the role cannot act on; on a phone the first item of work is on the first
// screen.

requireAccounts('member', 'reviewer', 'reviewer2', 'support', 'finance', 'auditor');

type Page_<T> = { items: T[]; total: number };
type Request = { id: string; title: string };
type StaffMember = { pendingRole: unknown };
type AuditHead = { seq: number; hash: string };
type Room = {
  id: string;
  member: { fullName: string };
  inbox: {
    assignee: { id: string } | null;
    status: string;
    snoozedUntil: string | null;
    awaitingSince: string | null;
  };
};
type Coupon = { code: string; expiresAt: string | null };
type AuditEntry = { actor: { name: string } };

/** Every role at both sizes, each in both themes (axe reads the contrast of each). */
const sizes = [
  { name: '1440×900', viewport: desktop },
  { name: '390×844', viewport: phone },
] as const;
const themes = ['light', 'dark'] as const satisfies readonly Theme[];
const runs = sizes.flatMap((size) => themes.map((theme) => ({ ...size, theme })));

/** What a role other than the owner never sees on its dashboard. */
const ownerOnly = ['Key figures', 'Waiting on owners', 'Recent notifications'];

async function openDashboard(page: Page, role: Parameters<typeof account>[0], theme: Theme) {
  await useTheme(page, theme);
  await useSignedInState(page, account(role));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The element's bottom edge lies inside the first screen. */
async function expectInFirstScreen(item: Locator, height: number) {
  await expect(item).toBeVisible();
  const box = (await item.boundingBox())!;
  expect(box.y + box.height, 'inside the first screen').toBeLessThanOrEqual(height);
}

async function expectNothingOf(page: Page, words: readonly string[]) {
  const main = page.getByRole('main');
  for (const word of words) await expect(main.getByText(word, { exact: false })).toHaveCount(0);
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page, 'main'), 'axe on the dashboard').toEqual([]);
}

const secondApprovalList =
  '/funding-requests/dashboard/funding/list?queue=second_approval&sort=createdAt&limit=8';

/**
 * The requests awaiting the reviewer's second approval, oldest first. When none does, another
 * reviewer gives a new request above the threshold its first approval, so the list has one.
 */
async function awaitingSecondApproval(apiUrl: string, reviewer: ApiCaller) {
  const waiting = await reviewer.call<Page_<Request>>('GET', secondApprovalList);
  if (waiting.items.length > 0) return waiting;
  const member = await signInAs(apiUrl, account('member'), 'member');
  const request = await member.call<Request>('POST', '/funding-requests/member/create', {
    title: `Library roof ${Date.now().toString(36)}`,
    story: 'Created by the role dashboards suite, above the second-approval threshold.',
    category: 'community',
    amountRequested: 2_500_000,
  });
  const firstApprover = await signInAs(apiUrl, account('reviewer2'));
  await firstApprover.call(
    'PATCH',
    `/funding-requests/dashboard/update-funding-request/${request.id}`,
    { status: 'approved' },
  );
  return reviewer.call<Page_<Request>>('GET', secondApprovalList);
}

/** Rooms waiting on a reply, longest wait first (the inbox rule of the contract). */
function waiting(rooms: Room[]): Room[] {
  const now = Date.now();
  return rooms
    .filter(
      (room) =>
        room.inbox.awaitingSince !== null &&
        (room.inbox.status === 'open' ||
          (room.inbox.status === 'snoozed' &&
            room.inbox.snoozedUntil !== null &&
            Date.parse(room.inbox.snoozedUntil) <= now)),
    )
    .toSorted((a, b) => Date.parse(a.inbox.awaitingSince!) - Date.parse(b.inbox.awaitingSince!));
}

for (const size of runs) {
  test.describe(`dashboards by role at ${size.name}, ${size.theme} theme`, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 150_000 });

    test('a reviewer: their queue first, oldest first with due labels, then what awaits their second approval', async ({
      page,
      apiUrl,
    }) => {
      const reviewer = await signInAs(apiUrl, account('reviewer'));
      const queue = await reviewer.call<Page_<Request>>(
        'GET',
        '/funding-requests/dashboard/funding/list?queue=review&sort=createdAt&limit=8',
      );
      expect(queue.items.length, 'the seed has a review queue').toBeGreaterThanOrEqual(3);
      const secondApprovals = await awaitingSecondApproval(apiUrl, reviewer);
      await openDashboard(page, 'reviewer', size.theme);

      const list = page.getByRole('list', { name: 'Review queue, oldest first' });
      const links = list.getByRole('link');
      await expect(links).toHaveText(queue.items.map((request) => request.title));
      // Each row says what is due, or how overdue it is.
      await expect(list.getByRole('listitem').first()).toContainText(/Due in|Overdue/);
      const rows = size.viewport === desktop ? 3 : 1;
      await expectInFirstScreen(list.getByRole('listitem').nth(rows - 1), size.viewport.height);
      const seconds = page.getByRole('list', { name: 'Awaiting my second approval' });
      await expect(seconds.getByRole('link')).toHaveText(
        secondApprovals.items.map((request) => request.title),
      );
      await expect(seconds.getByRole('listitem').first()).toContainText(/Due in|Overdue/);
      await expectNothingOf(page, [...ownerOnly, 'coupon', 'conversation']);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);

      await links.first().click();
      await expect(page).toHaveURL(
        new RegExp(`/submissions/ticket-details/${encodeURIComponent(queue.items[0]!.id)}\\?`),
      );
    });

    test('support: their own waiting conversations, then the unassigned ones, longest wait first', async ({
      page,
      apiUrl,
    }) => {
      const support = await signInAs(apiUrl, account('support'));
      const before = await support.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
      const [longest] = waiting(before.rooms).filter((room) => room.inbox.assignee === null);
      expect(longest, 'the seed has an unassigned conversation waiting').toBeDefined();
      // One of them becomes theirs; the list is put back after.
      await support.call('PATCH', `/support/admin/rooms/${longest!.id}/assign`, {
        assigneeId: support.userId,
      });
      try {
        const { rooms } = await support.call<{ rooms: Room[] }>('GET', '/support/admin/rooms');
        const mine = waiting(rooms).filter((room) => room.inbox.assignee?.id === support.userId);
        const unassigned = waiting(rooms).filter((room) => room.inbox.assignee === null);
        await openDashboard(page, 'support', size.theme);

        const mineList = page.getByRole('list', { name: 'My conversations, longest wait first' });
        await expect(mineList.getByRole('link')).toHaveText(
          mine.slice(0, 6).map((room) => room.member.fullName),
        );
        await expectInFirstScreen(mineList.getByRole('listitem').first(), size.viewport.height);
        const unassignedList = page.getByRole('list', {
          name: 'Unassigned conversations, longest wait first',
        });
        await expect(unassignedList.getByRole('link')).toHaveText(
          unassigned.slice(0, 6).map((room) => room.member.fullName),
        );
        await expect(mineList.getByRole('listitem').first()).toContainText(/Due in|Overdue/);
        await expectNothingOf(page, [...ownerOnly, 'coupon', 'Review queue']);
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page);

        await mineList.getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`/support\\?room=${mine[0]!.id}`));
      } finally {
        await support.call('PATCH', `/support/admin/rooms/${longest!.id}/assign`, {
          assigneeId: null,
        });
      }
    });

    test('finance: the coupons that expire soon, those running out, and redemptions', async ({
      page,
      apiUrl,
    }) => {
      const finance = await signInAs(apiUrl, account('finance'));
      const code = `SOON-${size.viewport.width}-${Date.now().toString(36).toUpperCase()}`;
      await finance.call('POST', '/coupons/create', {
        code,
        description: 'Ends within the week',
        discountType: 'percent',
        value: 10,
        currency: 'USD',
        maxRedemptions: 5,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        expiresAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      });
      const active = await finance.call<Page_<Coupon>>(
        'GET',
        '/coupons/list?status=active&sort=expiresAt&limit=100',
      );
      const soon = active.items.filter(
        (coupon) =>
          coupon.expiresAt !== null && Date.parse(coupon.expiresAt) - Date.now() <= 8 * 86_400_000,
      );
      await openDashboard(page, 'finance', size.theme);

      const expiring = page.getByRole('list', { name: 'Coupons expiring within eight days' });
      await expect(expiring.getByRole('link')).toHaveText(
        soon.slice(0, 6).map((coupon) => coupon.code),
      );
      await expect(expiring.getByRole('listitem').filter({ hasText: code })).toContainText(
        '5 of 5 left',
      );
      await expectInFirstScreen(expiring.getByRole('listitem').first(), size.viewport.height);
      await expect(page.getByRole('heading', { name: 'Running out' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Redemptions' }).getByText('Redemptions to date'),
      ).toBeVisible();
      await expectNothingOf(page, [...ownerOnly, 'Review queue', 'conversation']);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });

    test("the auditor: the audit chain's state and the newest activity", async ({
      page,
      apiUrl,
    }) => {
      const auditor: ApiCaller = await signInAs(apiUrl, account('auditor'));
      await openDashboard(page, 'auditor', size.theme);
      const trail = await auditor.call<Page_<AuditEntry>>('GET', '/audit/entries?page=1&limit=8');

      const integrity = page.getByRole('status', { name: 'Trail integrity' });
      await expect(integrity).toContainText('Intact');
      await expectInFirstScreen(integrity, size.viewport.height);
      // The signed head names the newest entry: the api's, or one before it when an entry was
      // written since the page read it.
      const signedHead = page.getByLabel('Signed head');
      await expect(signedHead).toBeVisible();
      const head = await auditor.call<AuditHead>('GET', '/audit/head');
      const shownSeq = Number(
        (await signedHead.innerText()).match(/No\. (\S+)/)![1]!.replace(/\D/g, ''),
      );
      expect(shownSeq).toBeGreaterThan(0);
      expect(shownSeq).toBeLessThanOrEqual(head.seq);
      if (shownSeq === head.seq) {
        await expect(signedHead.locator('code')).toHaveText(`${head.hash.slice(0, 12)}…`);
      }
      const activity = page.getByRole('list', { name: 'Recent activity, newest first' });
      await expect(activity.getByRole('listitem')).toHaveCount(trail.items.length);
      await expect(activity.getByRole('listitem').first()).toContainText(
        trail.items[0]!.actor.name,
      );
      await expectNothingOf(page, [...ownerOnly, 'Review queue', 'Expiring soon']);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });

    test('the owner: what waits on owners comes first, then the figures', async ({
      page,
      apiUrl,
    }) => {
      const owner = await signInAs(apiUrl, account('admin'));
      const staff = await owner.call<StaffMember[]>('GET', '/staff');
      const roleChanges = staff.filter((member) => member.pendingRole !== null).length;
      await openDashboard(page, 'admin', size.theme);
      const waitingOnOwners = page.getByRole('list', { name: 'Waiting on owners' });
      await expect(waitingOnOwners.getByRole('link').first()).toBeVisible();
      await expect(waitingOnOwners).toContainText(/request(s)? awaits? your second approval/);
      await expect(waitingOnOwners).toContainText(/in the last 24 hours/);
      await expect(
        waitingOnOwners.getByRole('link', {
          name:
            roleChanges === 0
              ? 'No role change is waiting for a second owner'
              : new RegExp(`^${roleChanges} role changes? waits? for a second owner$`),
        }),
      ).toHaveAttribute('href', '/settings/staff');
      await expect(page.getByRole('region', { name: 'Overdue' })).toBeVisible();
      await expectInFirstScreen(
        waitingOnOwners.getByRole('listitem').first(),
        size.viewport.height,
      );
      await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });
  });
}
