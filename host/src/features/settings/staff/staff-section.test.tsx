import { createQueryClient, useAuthStore, type StaffMember } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffSection } from './staff-section';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const owner: StaffMember = {
  id: 'ADM-1',
  name: 'Alex Admin',
  email: 'admin@backoffice.test',
  role: 'owner',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: '2026-11-26T10:00:00.000Z',
  pendingRole: null,
};
const riley: StaffMember = { ...owner, id: 'ADM-2', name: 'Riley Reviewer', role: 'reviewer' };
riley.email = 'reviewer@backoffice.test';

beforeEach(() => {
  api.seen.length = 0;
  useAuthStore.getState().login({
    access_token: 'a',
    refresh_token: 'r',
    user: { id: owner.id, name: owner.name, email: owner.email, role: 'admin', staffRole: 'owner' },
  });
});
afterEach(() => useAuthStore.getState().logout());

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StaffSection />
    </QueryClientProvider>,
  );
}

const rileyRow = () => screen.getByRole('row', { name: /reviewer@backoffice.test/ });

/** Opens the row's actions menu for `name` and chooses the item named `item`. */
async function choose(name: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe('Settings → Staff, when another owner changed the account first', () => {
  it('a refused reset says why and the row then shows the account as it is now', async () => {
    // This list was read before the other owner disabled Riley; the next read knows it.
    let disabledByOther = false;
    api.on('GET /staff', () =>
      ok([owner, disabledByOther ? { ...riley, status: 'disabled' } : riley]),
    );
    renderSection();
    await choose('Riley Reviewer', 'Reset password of Riley Reviewer');
    disabledByOther = true;
    const refusal = 'This account is disabled: enable it before resetting its password';
    api.on('POST /staff/ADM-2/password-reset', () => failure(409, refusal));
    const dialog = screen.getByRole('dialog', { name: "Reset Riley Reviewer's password?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(rileyRow()).toHaveTextContent('Disabled'));
    await userEvent.click(
      within(rileyRow()).getByRole('button', { name: 'Actions for Riley Reviewer' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Enable Riley Reviewer' })).toBeVisible();
  });

  it('a refused role change puts the list read anew', async () => {
    let reads = 0;
    api.on('GET /staff', () => {
      reads += 1;
      return ok([owner, reads > 1 ? { ...riley, role: 'auditor' } : riley]);
    });
    api.on('PATCH /staff/ADM-2/role', () => failure(409, 'Refused'));
    renderSection();
    await userEvent.selectOptions(
      await screen.findByLabelText('Role of Riley Reviewer'),
      'support',
    );
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Role of Riley Reviewer')).toHaveValue('auditor'),
    );
  });
});

describe('Settings → Staff, the emailed link', () => {
  it('says where the link went, resends it, and Done puts the cursor in the invitation form', async () => {
    api.on('GET /staff', () => ok([owner, riley]));
    let sent = 0;
    api.on('POST /staff/ADM-2/password-reset', () => {
      sent += 1;
      return ok({
        staff: riley,
        purpose: 'reset',
        sentTo: riley.email,
        expiresAt: owner.createdAt,
      });
    });
    renderSection();
    await choose('Riley Reviewer', 'Reset password of Riley Reviewer');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const notice = await screen.findByRole('status', { name: 'Password reset link sent' });
    expect(notice).toHaveTextContent(`Password reset link sent to ${riley.email}`);
    expect(notice).not.toHaveTextContent('token');
    await userEvent.click(within(notice).getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(sent).toBe(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});

describe('Settings → Staff, ending a member’s sessions', () => {
  /** Opens the confirmation for Riley, answered by `answer`, confirms it and gives the dialog. */
  async function endRileysSessions(answer: () => ReturnType<typeof ok>) {
    api.on('GET /staff', () => ok([owner, riley]));
    api.on('DELETE /staff/ADM-2/sessions', answer);
    renderSection();
    await choose('Riley Reviewer', 'End sessions of Riley Reviewer');
    const dialog = screen.getByRole('dialog', { name: 'End every session of Riley Reviewer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    return dialog;
  }

  it('asks first, then ends every sign-in of the account', async () => {
    await endRileysSessions(() => ok({ ended: 2 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.seen.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the dialog and says why when the api refuses', async () => {
    const dialog = await endRileysSessions(() => failure(404, 'Staff account ADM-2 not found'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('not found');
  });
});

describe('Settings → Staff, the list', () => {
  const alex = (id: string, email: string): StaffMember => ({
    ...riley,
    id,
    name: 'Alex Admin',
    email,
    status: 'invited',
  });
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

  it('lists by name, finds by name or email, and warns on a name two accounts share', async () => {
    api.on('GET /staff', () =>
      ok([
        riley,
        alex('ADM-7', 'alex7@backoffice.test'),
        owner,
        alex('ADM-3', 'alex3@backoffice.test'),
      ]),
    );
    renderSection();
    await screen.findByRole('row', { name: /alex7@/ });
    expect(names()).toEqual([
      'admin@backoffice.test',
      'alex3@backoffice.test',
      'alex7@backoffice.test',
      'reviewer@backoffice.test',
    ]);
    // The owner is one "Alex Admin" too: all three carry the warning, Riley none.
    const warning = 'Same name as another account: check the email';
    expect(screen.getAllByText(warning)).toHaveLength(3);
    expect(within(rileyRow()).queryByText(warning)).toBeNull();

    const search = screen.getByRole('searchbox', { name: 'Search staff by name or email' });
    await userEvent.type(search, 'ALEX7');
    expect(names()).toEqual(['alex7@backoffice.test']);
    await userEvent.clear(search);
    await userEvent.type(search, 'riley');
    expect(names()).toEqual(['reviewer@backoffice.test']);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No staff account matches')).toBeInTheDocument();
  });

  it('keeps a row’s actions in one menu the keyboard works, and none on the owner’s own row', async () => {
    api.on('GET /staff', () => ok([owner, riley]));
    renderSection();
    const menuButton = await screen.findByRole('button', { name: 'Actions for Riley Reviewer' });
    expect(screen.queryByRole('button', { name: 'Actions for Alex Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable Riley Reviewer' })).toBeNull();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    menuButton.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Actions for Riley Reviewer' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Disable', 'Reset password', 'End sessions']);
    await vi.waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Disable Riley Reviewer' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}');
    expect(
      within(menu).getByRole('menuitem', { name: 'End sessions of Riley Reviewer' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await vi.waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Disable Riley Reviewer' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Disable Riley Reviewer?' })).toBeVisible();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
