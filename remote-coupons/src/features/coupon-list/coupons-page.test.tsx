import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon } from '@backoffice/shared';
import {
  answer,
  auditEntryFixture,
  captureDownloads,
  startFakeApi,
  type FakeApi,
} from '@backoffice/shared/testing';
import { couponFixture } from '../../testing/coupon-fixture';
import { renderInRemote } from '../../testing/render-in-remote';
import { CouponsPage } from './coupons-page';

const statistics = {
  total: 3,
  active: 1,
  scheduled: 0,
  expired: 0,
  revoked: 1,
  exhausted: 1,
  redemptions: 40,
  discountGiven: 12345,
  currency: 'USD',
};

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  // No saved views: the list's own answers decide each test.
  api.on('GET /saved-views', () => answer(200, { data: [] }));
});
afterEach(() => api.close());

/** The page's api: the statistics, no history, and a list of one coupon, `current()` as it is now. */
function serveOneCoupon(current: () => Coupon, update?: () => ReturnType<typeof answer>) {
  api.onAnyRequest((request) => {
    if (request.path === '/coupons/statistics') return answer(200, { data: statistics });
    if (request.path === '/audit/entity') return answer(200, { data: [] });
    if (update && request.path.startsWith('/coupons/update/')) return update();
    return answer(200, { data: { items: [current()], total: 1, page: 1, limit: 20 } });
  });
}

/** The statistics, and `coupons` a page at a time as the query asks. */
function servePages(coupons: Coupon[]) {
  api.onAnyRequest((request) => {
    if (request.path === '/coupons/statistics') return answer(200, { data: statistics });
    const page = Number(request.query.get('page') ?? 1);
    const limit = Number(request.query.get('limit') ?? 20);
    const items = coupons.slice((page - 1) * limit, page * limit);
    return answer(200, { data: { items, total: coupons.length, page, limit } });
  });
}

/** The page, with SPRING-25's edit dialog open. */
async function openEditDialog(user: ReturnType<typeof userEvent.setup>) {
  const { queryClient } = renderInRemote(<CouponsPage />);
  await user.click(await screen.findByRole('button', { name: 'Edit SPRING-25' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit coupon SPRING-25' });
  return { queryClient, dialog, description: within(dialog).getByLabelText('Description') };
}

describe('the coupons page', () => {
  it('shows statistics and rows; a revoked coupon offers neither edit nor revoke, only its history', async () => {
    const unlimited = couponFixture({ id: 'a', code: 'OPEN', maxRedemptions: null });
    const revoked = couponFixture({ id: 'b', code: 'GONE', status: 'revoked' });
    api.onAnyRequest((request) =>
      request.path === '/coupons/statistics'
        ? answer(200, { data: statistics })
        : answer(200, { data: { items: [unlimited, revoked], total: 2, page: 1, limit: 20 } }),
    );
    renderInRemote(<CouponsPage />);

    const figures = await screen.findByRole('region', { name: 'Coupon statistics' });
    expect(await within(figures).findByText('$123.45')).toBeInTheDocument();
    const open = await screen.findByRole('row', { name: /OPEN/ });
    expect(open).toHaveTextContent('12 / ∞');
    expect(within(open).getByRole('button', { name: 'Edit OPEN' })).toBeInTheDocument();
    const gone = screen.getByRole('row', { name: /GONE/ });
    expect(gone).toHaveTextContent('Revoked');
    expect(
      within(gone)
        .getAllByRole('button')
        .map((button) => button.ariaLabel),
    ).toEqual(['History of GONE']);
  });

  it('keeps failed statistics on their error and Retry, with no attempts of their own, until Retry', async () => {
    const user = userEvent.setup();
    let statisticsUp = false;
    api.onAnyRequest((request) => {
      if (request.path === '/coupons/statistics') {
        return statisticsUp
          ? answer(200, { data: statistics })
          : answer(500, { message: 'Statistics unavailable' });
      }
      return answer(200, { data: { items: [couponFixture()], total: 1, page: 1, limit: 20 } });
    });
    renderInRemote(<CouponsPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // The spec's one retry of a 5xx is behind the error already.
    const attempts = api.requestsTo('GET /coupons/statistics').length;
    statisticsUp = true;
    // Longer than the live interval: a live attempt would heal it behind the person's back (and
    // take the Retry away from under the pointer).
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    expect(api.requestsTo('GET /coupons/statistics')).toHaveLength(attempts);
    expect(retry).toBeInTheDocument();
    await user.click(retry);
    const figures = await screen.findByRole('region', { name: 'Coupon statistics' });
    expect(await within(figures).findByText('$123.45')).toBeInTheDocument();
  });

  it("opens a coupon's own audit trail from its row", async () => {
    const user = userEvent.setup();
    const revoked = couponFixture({ id: 'b', code: 'GONE', status: 'revoked' });
    const revocation = auditEntryFixture({
      actor: { id: 'f1', name: 'Fin Ance' },
      kind: 'coupon.revoke',
      entity: { type: 'coupon', id: 'b' },
      before: { status: 'active' },
      after: { status: 'revoked' },
    });
    api.onAnyRequest((request) => {
      if (request.path === '/coupons/statistics') return answer(200, { data: statistics });
      if (request.path === '/audit/entity') return answer(200, { data: [revocation] });
      return answer(200, { data: { items: [revoked], total: 1, page: 1, limit: 20 } });
    });
    renderInRemote(<CouponsPage />);

    await user.click(await screen.findByRole('button', { name: 'History of GONE' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of GONE' });
    expect(await within(dialog).findByText('Coupon revoked')).toBeInTheDocument();
    expect(within(dialog).getByText(/Fin Ance/)).toBeInTheDocument();
    const asked = api.seen.find((request) => request.path === '/audit/entity');
    expect(asked?.query.get('type')).toBe('coupon');
    expect(asked?.query.get('id')).toBe('b');
  });

  it('keeps the edit dialog on the current coupon as the list refreshes, keeping the typing', async () => {
    const user = userEvent.setup();
    let current = couponFixture();
    serveOneCoupon(() => current);
    const { queryClient, dialog, description } = await openEditDialog(user);
    const fixed = within(dialog).getByRole('group', { name: 'Fixed at creation' });
    expect(fixed).toHaveTextContent('12 / 100');
    await user.clear(description);
    await user.type(description, 'Last week');

    // A redemption, and another admin raising the limit.
    current = couponFixture({ redemptions: 13, maxRedemptions: 120, description: 'Theirs' });
    await act(() => queryClient.invalidateQueries());

    await waitFor(() => expect(fixed).toHaveTextContent('13 / 120'));
    expect(within(dialog).getByLabelText('Maximum redemptions')).toHaveValue('120');
    expect(description).toHaveValue('Last week');
    expect(description).toHaveFocus();

    // Another admin revokes it: the dialog says so instead of failing only on save.
    current = couponFixture({ status: 'revoked', revokedAt: '2026-01-02T00:00:00.000Z' });
    await act(() => queryClient.invalidateQueries());
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Coupon SPRING-25 has been revoked meanwhile and can no longer change.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(description).toHaveValue('Last week');
  });

  it("keeps a failed save's message and the typing when the list refreshes under the dialog", async () => {
    const user = userEvent.setup();
    let current = couponFixture();
    serveOneCoupon(
      () => current,
      () => answer(500, { statusCode: 500, message: 'Internal server error' }),
    );
    const { queryClient, dialog, description } = await openEditDialog(user);
    await user.clear(description);
    await user.type(description, 'Edited despite a server error');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/Internal server error/)).toBeVisible();

    // The live list brings a redemption meanwhile (before, it took the message away).
    current = couponFixture({ redemptions: 13 });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(dialog).toHaveTextContent('13 / 100'));
    expect(within(dialog).getByText(/Internal server error/)).toBeVisible();
    expect(description).toHaveValue('Edited despite a server error');
  });

  it('says so in the revoke dialog when someone else revokes the coupon meanwhile', async () => {
    const user = userEvent.setup();
    let current = couponFixture();
    api.onAnyRequest((request) =>
      request.path === '/coupons/statistics'
        ? answer(200, { data: statistics })
        : answer(200, { data: { items: [current], total: 1, page: 1, limit: 20 } }),
    );
    const { queryClient } = renderInRemote(<CouponsPage />);
    const rowRevoke = await screen.findByRole('button', { name: 'Revoke SPRING-25' });
    // Quiet on the row, the danger style kept for the dialog's confirmation.
    expect(rowRevoke).toHaveClass('ghost');
    expect(rowRevoke).not.toHaveClass('danger');
    await user.click(rowRevoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke coupon SPRING-25?' });
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toHaveClass('danger');

    current = couponFixture({ status: 'revoked', revokedAt: '2026-01-02T00:00:00.000Z' });
    await act(() => queryClient.invalidateQueries());

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Coupon SPRING-25 has been revoked meanwhile.',
    );
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeDisabled();
  });

  it('keeps the statistics live, as the list is, so they agree after another admin changes a coupon', async () => {
    let revoked = 21;
    api.onAnyRequest((request) =>
      request.path === '/coupons/statistics'
        ? answer(200, { data: { ...statistics, revoked } })
        : answer(200, { data: { items: [], total: 0, page: 1, limit: 20 } }),
    );
    renderInRemote(<CouponsPage />);
    const revokedCard = async (figure: string) =>
      within(await screen.findByRole('region', { name: 'Coupon statistics' })).findByText(
        figure,
        { selector: 'p' },
        { timeout: 4000 },
      );
    expect(await revokedCard('21')).toBeInTheDocument();
    revoked = 22;
    expect(await revokedCard('22')).toBeInTheDocument();
  });

  it('puts the status filter in the URL and says when nothing matches', async () => {
    const user = userEvent.setup();
    api.onAnyRequest((request) =>
      request.path === '/coupons/statistics'
        ? answer(200, { data: statistics })
        : answer(200, { data: { items: [], total: 0, page: 1, limit: 20 } }),
    );
    renderInRemote(<CouponsPage />);
    await user.selectOptions(screen.getByLabelText('Status'), 'expired');

    expect(screen.getByTestId('location')).toHaveTextContent('/coupons?status=expired');
    expect(await screen.findByText('No coupons match these filters')).toBeInTheDocument();
    // The list asks again with the filter (the empty state can show first: every answer is empty).
    await waitFor(() =>
      expect(api.requestsTo('GET /coupons/list').at(-1)?.query.get('status')).toBe('expired'),
    );
  });

  it('shows an error with a retry when the list cannot load', async () => {
    api.onAnyRequest((request) =>
      request.path === '/coupons/statistics'
        ? answer(200, { data: statistics })
        : answer(403, { statusCode: 403, message: 'Admins only' }),
    );
    renderInRemote(<CouponsPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the list');
    expect(alert).toHaveTextContent('Admins only');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('selection (issue 22)', () => {
  it('selects every coupon matching the filter across pages and exports exactly those', async () => {
    const coupons = Array.from({ length: 25 }, (_, index) =>
      couponFixture({ id: `c${index}`, code: `CODE-${String(index).padStart(2, '0')}` }),
    );
    servePages(coupons);
    const blobs = captureDownloads();
    const user = userEvent.setup();
    renderInRemote(<CouponsPage />);

    await screen.findByRole('checkbox', { name: 'Select CODE-00' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('20 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Select all 25 matching' }));
    expect(await within(bar).findByText('25 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select CODE-04' }));

    await user.click(within(bar).getByRole('button', { name: 'Export selected' }));
    expect(await screen.findByText('Exported 24 selected')).toBeInTheDocument();
    const lines = (await blobs[0]!.text()).trim().split(/\r?\n/);
    expect(lines[0]?.startsWith('code,description,discountType,value')).toBe(true);
    const codes = lines.slice(1).map((line) => line.split(',')[0]);
    expect(codes).toHaveLength(24);
    expect(codes).not.toContain('CODE-04');
    expect(codes).toContain('CODE-24');
  });
});

describe('Export CSV', () => {
  it('downloads every coupon the filters match, across pages, with the discount given and the revoke reason', async () => {
    const coupons = Array.from({ length: 120 }, (_, index) =>
      couponFixture({ id: `c${index}`, code: `CODE-${String(index).padStart(3, '0')}` }),
    );
    coupons[0] = {
      ...coupons[0]!,
      status: 'revoked',
      revokeReason: 'Leaked on a forum',
      discountGiven: 12345,
    };
    servePages(coupons);
    const blobs = captureDownloads();
    const user = userEvent.setup();
    renderInRemote(<CouponsPage />, { url: '/coupons?status=revoked' });
    await screen.findByRole('checkbox', { name: 'Select CODE-000' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 120 coupons to CSV')).toBeInTheDocument();
    const exportPages = api
      .requestsTo('GET /coupons/list')
      .filter((request) => request.query.get('limit') === '100');
    expect(exportPages.map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(exportPages.every((request) => request.query.get('status') === 'revoked')).toBe(true);
    const lines = (await blobs[0]!.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(121);
    expect(lines[0]).toContain('redemptions,discountGiven,');
    expect(lines[0]).toContain(',status,revokeReason,');
    expect(lines[1]).toContain(',123.45,');
    expect(lines[1]).toContain(',Revoked,Leaked on a forum,');
  });
});
