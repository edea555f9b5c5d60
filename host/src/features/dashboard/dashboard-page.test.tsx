import {
  createQueryClient,
  roleMay,
  roleMayAct,
  staffRoles,
  type StaffActionId,
  type StaffRole,
} from '@backoffice/shared';
import { MemoryRouter } from '@backoffice/shared/router';
import { failure, ok, signedInAs, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstData } from './dashboard-first-data';
import DashboardPage from './dashboard-page';

const couponStatistics = {
  total: 3,
  active: 2,
  scheduled: 0,
  expired: 0,
  exhausted: 0,
  revoked: 1,
  redemptions: 1234,
  discountGiven: 56_700,
  currency: 'USD',
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

/** The cards each role's dashboard shows, in order. */
const cardsOfRole: Readonly<Record<StaffRole, readonly string[]>> = {
  owner: [
    'Waiting on owners',
    'Overdue',
    'Requests per day',
    'Review queue',
    'Recent notifications',
  ],
  reviewer: ['Your review queue', 'Awaiting my second approval'],
  support: ['Mine, waiting on a reply', 'Unassigned, waiting on a reply'],
  finance: ['Expiring soon', 'Running out', "This week's redemptions"],
  auditor: ['Audit chain', 'Recent activity'],
};

/**
 * The area an api path belongs to, and whether a role may act on it, read from the actions table
 * (the whole trail, which nobody changes, from the permissions table).
 */
const areas: readonly { prefix: string; mayAct: (role: StaffRole) => boolean }[] = [
  ['/funding-requests/', 'approve'],
  ['/support/', 'sendMessage'],
  ['/coupons/', 'editCoupon'],
  ['/user/admin/', 'editMember'],
  ['/settings/', 'changeThreshold'],
  ['/staff', 'changeRole'],
].map(([prefix, action]) => ({
  prefix: prefix!,
  mayAct: (role: StaffRole) => roleMayAct(role, action as StaffActionId),
}));
const auditArea = { prefix: '/audit/', mayAct: (role: StaffRole) => roleMay(role, 'readAudit') };

function renderDashboard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe("each role's dashboard is its own work", () => {
  it.each(staffRoles)('%s: its cards, in order, each loading first', async (role) => {
    api.onAnyRequest(() => 'no answer');
    await signedInAs(role, () => {
      renderDashboard();
      expect(cardTitles()).toEqual(cardsOfRole[role]);
      for (const title of cardsOfRole[role]) {
        const card = screen.getByRole('region', { name: title });
        expect(within(card).queryAllByRole('status').length, title).toBeGreaterThan(0);
      }
    });
  });

  it.each(staffRoles.filter((role) => role !== 'owner'))(
    '%s: asks only for the areas its role may act on',
    async (role) => {
      api.onAnyRequest(() => 'no answer');
      await signedInAs(role, async () => {
        renderDashboard();
        // Every query the page renders from is its first data: waiting for all of them keeps a
        // late request out of the next test. Some start only once lazy parts load, which takes
        // seconds on a loaded machine.
        await vi.waitFor(() => expect(api.seen).toHaveLength(firstData(new Date(), role).length), {
          timeout: 5_000,
        });
        for (const { path } of api.seen) {
          const area = [...areas, auditArea].find(({ prefix }) => path.startsWith(prefix));
          expect(area, path).toBeDefined();
          expect(area!.mayAct(role), `${role} asks for ${path}`).toBe(true);
        }
      });
    },
  );

  it.each(['reviewer', 'support', 'finance', 'auditor'] as const)(
    '%s: a card that cannot load says why, with Retry',
    async (role) => {
      api.onAnyRequest(() => failure(500, 'The api is down'));
      await signedInAs(role, async () => {
        renderDashboard();
        const firstCard = screen.getByRole('region', { name: cardsOfRole[role][0] });
        expect(
          await within(firstCard).findByRole('button', { name: /Retry|Check again/ }),
        ).toBeInTheDocument();
        expect(await within(firstCard).findByText(/The api is down/)).toBeInTheDocument();
      });
    },
  );

  it('finance: redemptions that cannot load say why, with Retry', async () => {
    api.onAnyRequest(() => 'no answer');
    let fail = true;
    api.on('GET /coupons/statistics', () =>
      fail ? failure(500, 'Statistics are down') : ok(couponStatistics),
    );
    await signedInAs('finance', async () => {
      renderDashboard();
      const figures = screen.getByRole('region', { name: 'Redemptions' });
      expect(await within(figures).findByText(/Statistics are down/)).toBeInTheDocument();
      fail = false;
      await userEvent.click(within(figures).getByRole('button', { name: /Retry/ }));
      expect(await within(figures).findByText('1,234')).toBeInTheDocument();
    });
  });

  it("finance: the week's redemptions, each with its coupon, member and discount", async () => {
    api.onAnyRequest(() => 'no answer');
    let asked: URLSearchParams | undefined;
    api.on('GET /coupons/redemptions', ({ query }) => {
      asked = query;
      return ok({
        items: [
          {
            id: 'rdm-1',
            couponId: 'cpn-1',
            code: 'SPRING10',
            memberId: 'MEM-1000',
            memberName: 'Morgan Member',
            discountGiven: 1500,
            currency: 'USD',
            redeemedAt: new Date().toISOString(),
          },
        ],
        total: 1,
      });
    });
    await signedInAs('finance', async () => {
      renderDashboard();
      const card = screen.getByRole('region', { name: "This week's redemptions" });
      expect(await within(card).findByRole('link', { name: 'SPRING10' })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Morgan Member' })).toHaveAttribute(
        'href',
        '/members-management/member-profile/MEM-1000',
      );
      expect(within(card).getByText(/\$15\.00 off/)).toBeInTheDocument();
    });
    const since = Date.parse(asked?.get('since') ?? '');
    expect(Date.now() - since).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(Date.now() - since).toBeLessThan(7 * 86_400_000 + 3_600_000);
  });

  it.each([
    ['reviewer', 'Your review queue', 'Nothing waiting for review'],
    ['support', 'Mine, waiting on a reply', 'Nobody is waiting on you'],
    ['finance', 'Expiring soon', 'No coupon expires this week'],
    ['auditor', 'Recent activity', 'No activity yet'],
  ] as const)('%s: an empty list says there is nothing to do', async (role, title, empty) => {
    api.onAnyRequest(({ path }) =>
      path === '/support/admin/rooms'
        ? ok({ rooms: [] })
        : path.endsWith('/list') || path === '/audit/entries'
          ? ok({ items: [], total: 0, page: 1, limit: 8 })
          : 'no answer',
    );
    await signedInAs(role, async () => {
      renderDashboard();
      const card = screen.getByRole('region', { name: title });
      expect(await within(card).findByText(empty)).toBeInTheDocument();
    });
  });
});
