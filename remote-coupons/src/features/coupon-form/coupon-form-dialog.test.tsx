import { clearAllDrafts } from '@backoffice/shared';
import { useAuthStore } from '@backoffice/shared/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { couponFixture } from '../../testing/coupon-fixture';
import { renderInRemote } from '../../testing/render-in-remote';
import { CouponFormDialog } from './coupon-form-dialog';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => {
  act(() => useAuthStore.getState().logout());
  clearAllDrafts();
  return api.close();
});

function openCreateDialog() {
  const onOpenChange = vi.fn();
  renderInRemote(<CouponFormDialog open onOpenChange={onOpenChange} />);
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'New coupon' }) };
}

async function fillValidCoupon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Code/), 'spring-25');
  await user.type(screen.getByLabelText('Description'), 'Spring campaign');
  await user.selectOptions(screen.getByLabelText('Discount type'), 'fixed');
  await user.type(screen.getByLabelText(/^Amount off/), '5.00');
  await user.type(screen.getByLabelText('Maximum redemptions'), '100');
}

describe('the create dialog', () => {
  it('shows every broken field next to it and sends nothing', async () => {
    const user = userEvent.setup();
    openCreateDialog();
    await user.type(screen.getByLabelText(/^Code/), 'ab');
    await user.type(screen.getByLabelText(/^Percent off/), '101');
    await user.type(screen.getByLabelText('Per-member limit'), '0');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByLabelText(/^Code/)).toHaveAccessibleDescription(
      expect.stringContaining('Code must be at least 3 characters'),
    );
    expect(screen.getByLabelText(/^Percent off/)).toHaveAccessibleDescription(
      expect.stringContaining('A percentage is between 1 and 100'),
    );
    expect(screen.getByLabelText('Per-member limit')).toHaveAccessibleDescription(
      expect.stringContaining('Per-member limit must be at least 1'),
    );
    expect(api.seen).toEqual([]);
  });

  it('shows typed lowercase as uppercase', async () => {
    const user = userEvent.setup();
    openCreateDialog();
    await user.type(screen.getByLabelText(/^Code/), 'summer_10');
    expect(screen.getByLabelText(/^Code/)).toHaveValue('SUMMER_10');
  });

  it.each([
    [
      'an expiry that is not after the start',
      '1 May 2026 09:30',
      '1 May 2026 09:00',
      'after the start',
    ],
    [
      'a start and an expiry that have both passed',
      '1 Jan 2020 09:00',
      '1 Feb 2020 09:00',
      'in the future',
    ],
  ])('refuses %s, under the expiry', async (_case, startsAt, expiresAt, rule) => {
    const user = userEvent.setup();
    openCreateDialog();
    await fillValidCoupon(user);
    const starts = screen.getByLabelText(/^Starts/);
    await user.clear(starts);
    await user.type(starts, startsAt);
    await user.type(screen.getByLabelText('Expires'), expiresAt);
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByLabelText('Expires')).toHaveAccessibleDescription(
      expect.stringContaining(`Expiry must be ${rule}`),
    );
    expect(api.seen).toEqual([]);
  });

  it('shows the api 409 on the code field, keeps the input, then saves in minor units', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = openCreateDialog();
    api.onAnyRequest((_request) =>
      answer(409, {
        statusCode: 409,
        message: 'code: a coupon with code SPRING-25 already exists',
        field: 'code',
      }),
    );
    await fillValidCoupon(user);
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    const code = screen.getByLabelText(/^Code/);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('A coupon with code SPRING-25 already exists'),
      ),
    );
    expect(code).toHaveFocus();
    expect(code).toHaveValue('SPRING-25');
    expect(screen.getByLabelText('Description')).toHaveValue('Spring campaign');
    expect(screen.getByLabelText(/^Amount off/)).toHaveValue('5.00');
    expect(screen.getByLabelText('Maximum redemptions')).toHaveValue('100');
    expect(onOpenChange).not.toHaveBeenCalled();

    api.onAnyRequest(() => answer(200, { data: couponFixture({ code: 'SPRING-26', value: 500 }) }));
    await user.clear(code);
    await user.type(code, 'spring-26');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/coupons/create',
      body: {
        code: 'SPRING-26',
        discountType: 'fixed',
        value: 500,
        currency: 'USD',
        maxRedemptions: 100,
        perMemberLimit: null,
        expiresAt: null,
      },
    });
    expect(await screen.findByText('Coupon SPRING-26 created')).toBeInTheDocument();
  });

  it('keeps the input and says why when the server fails', async () => {
    const user = userEvent.setup();
    const { onOpenChange, dialog } = openCreateDialog();
    api.onAnyRequest((_request) =>
      answer(500, { statusCode: 500, message: 'Internal Server Error' }),
    );
    await fillValidCoupon(user);
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The coupon was not saved: Internal Server Error',
    );
    expect(screen.getByLabelText(/^Code/)).toHaveValue('SPRING-25');
    expect(screen.getByLabelText(/^Amount off/)).toHaveValue('5.00');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('keeps the input and says why when the network fails', async () => {
    const user = userEvent.setup();
    const { onOpenChange, dialog } = openCreateDialog();
    api.onAnyRequest(() => 'drop connection');
    await fillValidCoupon(user);
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The coupon was not saved: Cannot reach the server',
    );
    expect(screen.getByLabelText('Description')).toHaveValue('Spring campaign');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('the edit dialog', () => {
  const coupon = couponFixture({ expiresAt: null, perMemberLimit: 2 });

  function openEditDialog() {
    const onOpenChange = vi.fn();
    renderInRemote(<CouponFormDialog open onOpenChange={onOpenChange} coupon={coupon} />);
    return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Edit coupon SPRING-25' }) };
  }

  it('edits only description, limits and expiry; code, discount and start are read-only', () => {
    const { dialog } = openEditDialog();
    expect(within(dialog).queryByLabelText(/^Code/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Discount type')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Starts/)).not.toBeInTheDocument();
    const fixed = within(dialog).getByRole('group', { name: 'Fixed at creation' });
    expect(fixed).toHaveTextContent('SPRING-25');
    expect(fixed).toHaveTextContent('15%');
    expect(fixed).toHaveTextContent('12 / 100');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Spring campaign');
    expect(within(dialog).getByLabelText('Per-member limit')).toHaveValue('2');
  });

  it('sends only the changed expiry, so fields another admin changed meanwhile stay theirs', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = openEditDialog();
    api.onAnyRequest((_request) =>
      answer(200, { data: { ...coupon, expiresAt: '2026-12-31T23:00:00.000Z' } }),
    );
    const expires = screen.getByLabelText('Expires');
    await user.type(expires, '12/31/2026, 11:00 PM');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // A date the box does not read is said with an example, and what was typed stays.
    expect(expires).toHaveAccessibleDescription(
      expect.stringContaining('Enter a date and time like 1 Dec 2026 23:01'),
    );
    expect(expires).toHaveValue('12/31/2026, 11:00 PM');
    expect(api.seen).toEqual([]);
    await user.clear(expires);
    await user.type(expires, '31 Dec 2026 23:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.seen).toMatchObject([
      expect.objectContaining({
        method: 'PATCH',
        path: '/coupons/update/cpn-1',
        body: { expiresAt: new Date(2026, 11, 31, 23, 0).toISOString() },
      }),
    ]);
    expect(await screen.findByText('Coupon SPRING-25 updated')).toBeInTheDocument();
  });

  it('sends an emptied limit as no limit, and nothing else', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = openEditDialog();
    api.onAnyRequest((_request) => answer(200, { data: { ...coupon, perMemberLimit: null } }));
    await user.clear(screen.getByLabelText('Per-member limit'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.seen.map((request) => request.body)).toEqual([{ perMemberLimit: null }]);
  });

  it('closes without a request when nothing was changed', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = openEditDialog();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.seen).toEqual([]);
  });

  it('keeps the edit and shows the api refusal when the coupon was revoked meanwhile', async () => {
    const user = userEvent.setup();
    const { onOpenChange, dialog } = openEditDialog();
    api.onAnyRequest((_request) =>
      answer(409, {
        statusCode: 409,
        message: 'Coupon SPRING-25 is revoked and cannot change',
      }),
    );
    const description = screen.getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Last call');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Coupon SPRING-25 is revoked and cannot change',
    );
    expect(description).toHaveValue('Last call');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('a session that ends while the dialog is open', () => {
  it('keeps what was typed when the session ends and offers it back to the same admin', async () => {
    const admin = {
      access_token: 'token-ADM-1',
      refresh_token: 'refresh-ADM-1',
      user: { id: 'ADM-1', name: 'Ana', email: 'ana@backoffice.test', role: 'admin' as const },
    };
    useAuthStore.getState().login(admin);
    const user = userEvent.setup();
    const first = renderInRemote(<CouponFormDialog open onOpenChange={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Code/), 'sun');
    await user.type(screen.getByLabelText('Description'), 'Sun');
    // The session ends while typing: the dialog goes with the page.
    act(() => useAuthStore.getState().logout());
    first.unmount();

    useAuthStore.getState().login(admin);
    openCreateDialog();
    expect(screen.getByLabelText(/^Code/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore it' }));
    expect(screen.getByLabelText(/^Code/)).toHaveValue('SUN');
    expect(screen.getByLabelText('Description')).toHaveValue('Sun');
  });
});
