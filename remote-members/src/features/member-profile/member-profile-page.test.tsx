import { NEW_ROOM_INBOX, memberKeys, type Member } from '@backoffice/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, signedInAs, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { aMember, aMemberSummary, aPage } from '../../testing/member-fixtures';
import { renderRoute } from '../../testing/render-route';
import { MemberProfilePage } from './member-profile-page';

const DETAIL = 'GET /user/admin/detail';
const UPDATE = 'PATCH /user/admin/update-user/mem_0001';
const START_CHAT = 'POST /support/admin/start-chat';

let api: FakeApi;
let member: Member;

beforeEach(async () => {
  api = await startFakeApi();
  member = aMember();
  api.on(DETAIL, (request) =>
    request.url.searchParams.get('id') === member.id
      ? ok(member)
      : failure(404, `Member ${request.url.searchParams.get('id')} not found`),
  );
  // Like the api: a status change carries its reason, and an active member has none; a change
  // that names a version applies only to it, and every change counts one.
  api.on(UPDATE, (request) => {
    const { reason, version, ...changes } = request.body as Partial<Member> & { reason?: string };
    if (version !== undefined && version !== member.version) {
      return failure(409, 'The member changed since; nothing was undone');
    }
    member = { ...member, ...changes, version: member.version + 1 };
    if (changes.status) member.statusReason = changes.status === 'active' ? null : (reason ?? null);
    return ok(member);
  });
});
afterEach(() => api.close());

function renderProfile(memberId = 'mem_0001') {
  return renderRoute(<MemberProfilePage />, {
    path: '/members-management/member-profile/:memberId',
    url: `/members-management/member-profile/${memberId}`,
  });
}
const location = () => screen.getByTestId('location').textContent;
const updates = () => api.requestsTo(UPDATE).map((request) => request.body);
/** The toast (react-toastify renders each as an alert) that says `text`. */
function findToast(text: string) {
  return waitFor(() => {
    const toast = screen.getAllByRole('alert').find((alert) => alert.textContent === text);
    if (!toast) throw new Error(`No toast says "${text}"`);
    return toast;
  });
}

/** A reviewer may read members but not change them or chat. */
const asReviewer = (test: () => Promise<void>) => signedInAs('reviewer', test);

describe('MemberProfilePage', () => {
  it('shows the loading state, then the details, stats and funding requests', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Loading member…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByText('+44 20 7946 0001')).toBeInTheDocument();
    expect(screen.getByText('£1,250.00')).toBeInTheDocument();
    const request = screen.getByRole('link', { name: /FR-10234/ });
    expect(request).toHaveAttribute('href', '/submissions/ticket-details/FR-10234');
    await userEvent.click(request);
    expect(location()).toBe('/submissions/ticket-details/FR-10234');
  });

  it('goes back to the list with the filters and page it was opened from', async () => {
    renderRoute(<MemberProfilePage />, {
      path: '/members-management/member-profile/:memberId',
      url: '/members-management/member-profile/mem_0001?status=active&page=2',
    });
    await screen.findByRole('heading', { name: 'Amara Okafor' });
    // Before, "Members" led to the first page of the whole list.
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/members-management?status=active&page=2',
    );
  });

  it('shows "Member not found" with a way back for an unknown id', async () => {
    renderProfile('mem_missing');
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to members' }));
    expect(location()).toBe('/members-management');
  });

  it('shows other failures with a Retry', async () => {
    api.on(DETAIL, () => failure(403, 'Admins only'));
    renderProfile();
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    api.on(DETAIL, () => ok(member));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
  });

  it('keeps a failed first load on its error, without live attempts putting Loading over it', async () => {
    api.on(DETAIL, () => failure(403, 'Admins only'));
    renderProfile();
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    // Longer than the live refresh (1.5 s): before, it loaded again and showed "Loading member…".
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    expect(api.requestsTo(DETAIL)).toHaveLength(1);
  });

  it('keeps the profile and what is typed when a live refresh fails', async () => {
    const { queryClient } = renderProfile();
    const phone = await screen.findByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 113 496 0999');
    api.on(DETAIL, () => failure(503, 'Service unavailable'));
    await queryClient.refetchQueries({ queryKey: memberKeys.detail(member.id) });
    await waitFor(() =>
      expect(queryClient.getQueryState(memberKeys.detail(member.id))?.status).toBe('error'),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Before, the page became "Could not load the member" and the typed phone was gone.
    expect(screen.queryByText('Could not load the member')).toBeNull();
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+44 113 496 0999');
  });

  it('says politely while live refreshes fail that the profile is not refreshed, until one succeeds', async () => {
    const { queryClient } = renderProfile();
    await screen.findByRole('heading', { name: 'Amara Okafor' });
    expect(screen.queryByText('Not refreshed: retrying…')).toBeNull();
    api.on(DETAIL, () => failure(503, 'Service unavailable'));
    await queryClient.refetchQueries({ queryKey: memberKeys.detail(member.id) });
    // Before, the page looked the same as an up-to-date one.
    const hint = await screen.findByText('Not refreshed: retrying…');
    expect(hint).toHaveAttribute('role', 'status');
    api.on(DETAIL, () => ok(member));
    await queryClient.refetchQueries({ queryKey: memberKeys.detail(member.id) });
    await waitFor(() => expect(screen.queryByText('Not refreshed: retrying…')).toBeNull());
  });
});

describe('status actions', () => {
  it('suspends only with a reason, after confirming, and refreshes the lists', async () => {
    const { queryClient } = renderProfile();
    queryClient.setQueryData(memberKeys.list({}), aPage([aMemberSummary()]));
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend member' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Amara Okafor?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Enter a reason for the suspension')).toBeInTheDocument();
    expect(updates()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Repeated spam in support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await findToast('Member suspended')).toBeInTheDocument();
    expect(updates()).toEqual([{ status: 'suspended', reason: 'Repeated spam in support' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Reason: Repeated spam in support')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate member' })).toBeInTheDocument();
    expect(queryClient.getQueryState(memberKeys.list({}))?.isInvalidated).toBe(true);
    // Its own answer is not taken for another admin's.
    expect(screen.queryByText(/meanwhile/)).toBeNull();
  });

  it('closes an open Suspend when another admin suspends the member first, sending nothing', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend member' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Amara Okafor?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Spam');
    member = {
      ...member,
      status: 'suspended',
      statusReason: 'Fraud report',
      lastChange: { by: 'Ana Admin', byId: 'adm_2', at: new Date().toISOString() },
    };
    // The live refresh brings their change; before, Suspend stayed open and overwrote their reason.
    expect(
      await findToast('Changed by Ana Admin meanwhile; nothing was sent.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Reason: Fraud report')).toBeInTheDocument();
    expect(updates()).toEqual([]);
  });

  it('reactivates a suspended member', async () => {
    member = aMember({ status: 'suspended', statusReason: 'Spam' });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate member' }));
    expect(await findToast('Member reactivated')).toBeInTheDocument();
    expect(updates()).toEqual([{ status: 'active' }]);
    expect(await screen.findByRole('button', { name: 'Suspend member' })).toBeInTheDocument();
  });

  it('deactivates after a confirm, and Cancel changes nothing', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(updates()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await findToast('Member deactivated')).toBeInTheDocument();
    expect(updates()).toEqual([{ status: 'deactivated' }]);
    // "Deactivate member", which opened the dialog, is gone: focus stays in the Account card
    // instead of falling to the start of the page.
    const account = screen.getByRole('region', { name: 'Account' });
    await waitFor(() => expect(account).toContainElement(document.activeElement as HTMLElement));
  });

  it('removes and gives back verification at once, each with Undo, and reports a failure', async () => {
    renderProfile();
    const verified = await screen.findByRole('checkbox', { name: 'Verified member' });
    expect(verified).toBeChecked();
    await userEvent.click(verified);
    await within(await findToast('Verification removedUndo')).findByRole('button', {
      name: 'Undo',
    });
    expect(updates()).toEqual([{ verified: false }]);
    await waitFor(() => expect(verified).not.toBeChecked());

    await userEvent.click(
      within(await findToast('Verification removedUndo')).getByRole('button', { name: 'Undo' }),
    );
    expect(await findToast('Verification restored')).toBeInTheDocument();
    // Only if nothing changed since the removal (version 2 is what it left).
    expect(updates()).toEqual([{ verified: false }, { verified: true, version: 2 }]);
    await waitFor(() => expect(verified).toBeChecked());

    api.on(UPDATE, () => failure(500, 'Database unavailable'));
    await userEvent.click(verified);
    expect(await findToast('Database unavailable')).toBeInTheDocument();
    expect(verified).toBeChecked();
  });

  it('undoes nothing when someone changed the member after the action', async () => {
    member = aMember({ verified: false });
    renderProfile();
    const verified = await screen.findByRole('checkbox', { name: 'Verified member' });
    await userEvent.click(verified);
    const toast = await findToast('Member marked as verifiedUndo');
    // Another admin edits the member meanwhile.
    member = { ...member, phone: '+44 20 7946 0999', version: member.version + 1 };
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await findToast('The member changed since; nothing was undone')).toBeInTheDocument();
    expect(member.verified).toBe(true);
  });

  it('keeps the verified box usable and focused while its change is saved, and sends it once', async () => {
    member = aMember({ verified: false });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on(UPDATE, async () => {
      await answered;
      member = { ...member, verified: true };
      return ok(member);
    });
    renderProfile();
    const verified = await screen.findByRole('checkbox', { name: 'Verified member' });
    await userEvent.click(verified);
    await waitFor(() => expect(updates()).toHaveLength(1));
    // A disabled box drops focus to the start of the page in a browser.
    expect(verified).toBeEnabled();
    expect(verified).toHaveFocus();
    await userEvent.click(verified);
    answer();
    expect(await findToast('Member marked as verifiedUndo')).toBeInTheDocument();
    expect(updates()).toEqual([{ verified: true }]);
  });
});

/** Opens the profile, types a new phone and saves it. */
async function savePhone(phone: string) {
  renderProfile();
  const field = await screen.findByLabelText(/Phone/);
  await userEvent.clear(field);
  await userEvent.type(field, phone);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await findToast('Member details saved')).toBeInTheDocument();
}

describe('contact details form', () => {
  it('validates with the contract schema before saving', async () => {
    renderProfile();
    const phone = await screen.findByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.clear(screen.getByLabelText(/Full name/));
    await userEvent.type(screen.getByLabelText(/Full name/), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(updates()).toEqual([]);
  });

  it('says in words that a name over 100 characters is too long', async () => {
    renderProfile();
    const name = await screen.findByLabelText(/Full name/);
    // Pasted: typing 101 characters one by one is slow.
    fireEvent.input(name, { target: { value: 'N'.repeat(101) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.queryByText(/Too big/)).toBeNull();
    expect(updates()).toEqual([]);
  });

  it('saves the fields that were changed and shows the saved values', async () => {
    await savePhone('+44 113 496 0999');
    expect(updates()).toEqual([{ phone: '+44 113 496 0999' }]);
    expect(screen.getAllByText('+44 113 496 0999').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    // The disabled Save no longer holds focus: it is back in the form, not at the page's start.
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());
  });

  it('keeps the input after a failed save and shows the server field error', async () => {
    api.on(UPDATE, () => failure(400, 'phone: This number belongs to another member', 'phone'));
    renderProfile();
    const name = await screen.findByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Amara N. Okafor');
    const phone = screen.getByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 113 496 0001');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This number belongs to another member')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('+44 113 496 0001');
    expect(name).toHaveValue('Amara N. Okafor');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(await findToast('phone: This number belongs to another member')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
  });

  it('is read-only for a role that may not change members: no save, no status actions', async () => {
    await asReviewer(async () => {
      renderProfile();
      const name = await screen.findByLabelText(/Full name/);
      await userEvent.type(name, ' Jr');
      expect(name).toHaveValue('Amara Okafor');
      expect(screen.getByLabelText(/Phone/)).toHaveAttribute('readonly');
      for (const control of ['Save changes', 'Suspend member', 'Deactivate member']) {
        expect(screen.queryByRole('button', { name: control })).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('checkbox', { name: /Verified member/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Only owners/)).not.toBeInTheDocument();
      // The reviewer can do nothing here: the page says so once.
      expect(screen.getAllByText('View only')).toHaveLength(1);
    });
  });
});

describe('a change saved elsewhere while the profile is open (issue 22)', () => {
  it('says who changed it, shows their values and keeps what was typed', async () => {
    renderProfile();
    const name = await screen.findByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Amara N. Okafor');
    member = {
      ...member,
      phone: '+44 113 496 0777',
      lastChange: { by: 'Ana Reviewer', byId: 'adm_2', at: new Date().toISOString() },
    };

    const notice = await screen.findByRole(
      'status',
      { name: 'Changed by someone else' },
      { timeout: 4000 },
    );
    expect(notice).toHaveTextContent(
      'Changed by Ana Reviewer just now: Amara Okafor, +44 113 496 0777.',
    );
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+44 113 496 0777');
    expect(name).toHaveValue('Amara N. Okafor');
    expect(updates()).toEqual([]);
    // Discard goes back to their values, not the ones the page opened with.
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(name).toHaveValue('Amara Okafor');
  });

  it('keeps a name saved elsewhere when only the phone is saved here before the page refreshed', async () => {
    renderProfile();
    const phone = await screen.findByLabelText(/Phone/);
    // Another admin renames the member; this page has not refetched yet.
    member = {
      ...member,
      fullName: 'Amara N. Okafor',
      lastChange: { by: 'Ana Reviewer', byId: 'adm_2', at: new Date().toISOString() },
    };
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 113 496 0999');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Member details saved')).toBeInTheDocument();

    expect(updates()).toEqual([{ phone: '+44 113 496 0999' }]);
    expect(member.fullName).toBe('Amara N. Okafor');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Amara N. Okafor');
    // The answer names this save as the latest change, so the other one is not pinned on anyone.
    expect(screen.getByRole('status', { name: 'Changed by someone else' })).toHaveTextContent(
      'Changed by someone else just now: Amara N. Okafor, +44 113 496 0999.',
    );
  });

  it("does not report its own save as someone else's change", async () => {
    await savePhone('+44 113 496 0999');
    await waitFor(() => expect(api.requestsTo(DETAIL).length).toBeGreaterThan(1), {
      timeout: 4000,
    });
    expect(screen.queryByRole('status', { name: 'Changed by someone else' })).toBeNull();
  });
});

describe('Message member', () => {
  it('starts or reuses the support room and opens it in the support area', async () => {
    api.on(START_CHAT, () =>
      ok({
        id: 'room_42',
        unreadCount: 0,
        member: { id: 'mem_0001', fullName: 'Amara Okafor', avatarUrl: null },
        lastMessage: null,
        updatedAt: '2026-01-02T12:00:00.000Z',
        inbox: NEW_ROOM_INBOX,
      }),
    );
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Message member' }));
    await waitFor(() => expect(location()).toBe('/support?room=room_42'));
    expect(api.requestsTo(START_CHAT).map((request) => request.body)).toEqual([
      { memberId: 'mem_0001' },
    ]);
  });

  it('stays on the profile with an error toast when the chat cannot start', async () => {
    api.on(START_CHAT, () => failure(404, 'Member mem_0001 not found'));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Message member' }));
    expect(
      await findToast('Could not open the conversation: Member mem_0001 not found'),
    ).toBeInTheDocument();
    expect(location()).toBe('/members-management/member-profile/mem_0001');
  });

  it('offers no conversation to a role that may not chat', async () => {
    await asReviewer(async () => {
      renderProfile();
      await screen.findByLabelText(/Full name/);
      expect(screen.queryByRole('button', { name: 'Message member' })).not.toBeInTheDocument();
    });
  });
});
