import { fundingKeys, useReviewShortcutsSetting, type FundingRequest } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { signedInAs } from '@backoffice/shared/testing';
import userEvent from '@testing-library/user-event';
import { fakeApi, fundingRequest, type FakeCall } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TicketDetailsPage } from './ticket-details-page';

const ticketPath = 'ticket-details/:ticketId';
const location = () => screen.getByTestId('location').textContent ?? '';

/** A list of `count` requests FR-1..FR-n, served 20 a page like the api. */
function queueApi(
  request: FundingRequest,
  count: number,
  extra?: (call: FakeCall) => ReturnType<Parameters<typeof fakeApi>[0]>,
) {
  const all = Array.from({ length: count }, (_, index) =>
    fundingRequest({ id: `FR-${index + 1}` }),
  );
  return fakeApi(
    (call) => extra?.(call),
    (call) =>
      call.path.endsWith('/funding')
        ? { data: { ...request, id: call.query.get('id') } }
        : undefined,
    (call) => {
      if (!call.path.endsWith('/funding/list')) return undefined;
      if (call.query.get('requesterId'))
        return { data: { items: [], total: 0, page: 1, limit: 6 } };
      const page = Number(call.query.get('page'));
      return {
        data: { items: all.slice((page - 1) * 20, page * 20), total: count, page, limit: 20 },
      };
    },
  );
}

describe('TicketDetailsPage', () => {
  it('shows a clear page with a way back when the request does not exist', async () => {
    fakeApi(() => ({ status: 404, message: 'Funding request FR-404 not found' }));
    renderWithProviders(<TicketDetailsPage />, {
      url: '/ticket-details/FR-404?status=pending',
      path: ticketPath,
    });
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to submissions' })).toHaveAttribute(
      'href',
      '/submissions?status=pending',
    );
  });

  it('says a link whose id is only spaces names no request', async () => {
    fakeApi(() => ({ status: 404, message: 'Funding request not found' }));
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/%20%20', path: ticketPath });
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The link names no funding request: it is wrong or cut short.'),
    ).toBeInTheDocument();
  });

  it('keeps a failed first load on its error, without live attempts putting Loading over it', async () => {
    const calls = fakeApi(() => ({ status: 500, message: 'Database unavailable' }));
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-5', path: ticketPath });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    // Longer than the live refresh (1.5 s): before, it loaded again and showed "Loading request…".
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/funding'))).toHaveLength(1);
  });

  it('keeps the request and what is typed when a live refresh fails', async () => {
    const user = userEvent.setup();
    let down = false;
    queueApi(fundingRequest({ id: 'FR-6' }), 1, (call) =>
      down && call.path.endsWith('/funding') ? { status: 503, message: 'Unavailable' } : undefined,
    );
    const { queryClient } = renderWithProviders(<TicketDetailsPage />, {
      url: '/ticket-details/FR-6',
      path: ticketPath,
    });
    await user.type(await screen.findByLabelText('Private note'), 'Checked the invoice');
    down = true;
    await queryClient.refetchQueries({ queryKey: fundingKeys.detail('FR-6') });
    await waitFor(() =>
      expect(queryClient.getQueryState(fundingKeys.detail('FR-6'))?.status).toBe('error'),
    );
    // Before, the page became "Could not load the request" and the typed note was gone.
    expect(screen.queryByText('Could not load the request')).toBeNull();
    expect(screen.getByLabelText('Private note')).toHaveValue('Checked the invoice');
    // It says the request may be behind, until a refresh succeeds.
    expect(await screen.findByText('Not refreshed: retrying…')).toHaveAttribute('role', 'status');
    down = false;
    await queryClient.refetchQueries({ queryKey: fundingKeys.detail('FR-6') });
    await waitFor(() => expect(screen.queryByText('Not refreshed: retrying…')).toBeNull());
  });

  it('names each document kind as a person reads it', async () => {
    const documents = [
      { id: 'D-1', name: 'scan.pdf', url: '/files/scan.pdf', kind: 'medical_report' },
      { id: 'D-2', name: 'form.pdf', url: '/files/form.pdf', kind: 'tax_return' },
    ];
    queueApi(fundingRequest({ id: 'FR-11', documents }), 1);
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-11', path: ticketPath });
    const card = await screen.findByRole('region', { name: 'Documents' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['scan.pdf (Medical report)', 'form.pdf (Tax return)']);
  });

  it('needs a reason to reject and can send it to the requester as a previewed note', async () => {
    const user = userEvent.setup();
    const request = fundingRequest({ id: 'FR-7' });
    const calls = queueApi(request, 1, (call) => {
      if (call.method === 'PATCH') return { data: { ...request, status: 'rejected' } };
      if (call.method === 'POST') {
        return {
          data: {
            id: 'n',
            content: 'x',
            author: { id: 'a', name: 'A' },
            createdAt: request.createdAt,
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-7', path: ticketPath });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject/ });
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    expect(await screen.findByText('A reason is required to reject a request')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(screen.getByLabelText(/Reason for rejecting/), 'Documents do not match');
    await user.click(screen.getByLabelText('Also send this reason to the requester as a note'));
    const preview =
      'Your funding request "Knee surgery for Maria" was not approved. Reason: Documents do not match';
    expect(screen.getByRole('region', { name: 'Note preview' })).toHaveTextContent(preview);
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'rejected',
      reason: 'Documents do not match',
      version: 1,
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: preview });
  });

  it('keeps focus in the Status card after a decision replaces the button that opened it', async () => {
    const user = userEvent.setup();
    const request = fundingRequest({ id: 'FR-8' });
    let fresh = request;
    queueApi(request, 1, (call) => {
      if (call.method === 'PATCH') fresh = { ...request, status: 'under_review', version: 2 };
      return call.method === 'PATCH' || call.path.endsWith('/funding')
        ? { data: fresh }
        : undefined;
    });
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-8', path: ticketPath });
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start review' }));
    expect(await screen.findByRole('button', { name: 'Move back to pending' })).toBeInTheDocument();
    // "Start review" is gone; before, focus fell to the start of the page.
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(status).toContainElement(document.activeElement as HTMLElement));
  });

  it('on a 409 closes the dialog, changes nothing locally and loads the fresh request', async () => {
    const user = userEvent.setup();
    const request = fundingRequest({ id: 'FR-9' });
    let fresh = request;
    const calls = queueApi(request, 1, (call) => {
      if (call.method !== 'PATCH')
        return call.path.endsWith('/funding') ? { data: fresh } : undefined;
      fresh = { ...request, status: 'approved' };
      return { status: 409, message: 'Cannot change a approved request to approved' };
    });
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-9', path: ticketPath });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Mark as funded' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/funding')).length).toBeGreaterThan(1);
  });

  /** FR-9 pending; the first PATCH is a 409 because someone else moved it to `movedTo`. */
  function conflictOnFirstChange(movedTo: FundingRequest['status']) {
    const request = fundingRequest({ id: 'FR-9', version: 1 });
    let fresh = request;
    return queueApi(request, 1, (call) => {
      if (call.method !== 'PATCH')
        return call.path.endsWith('/funding') ? { data: fresh } : undefined;
      if (fresh === request) {
        fresh = { ...request, status: movedTo, version: 2 };
        return { status: 409, message: 'Changed by Ana Reviewer meanwhile' };
      }
      return { data: { ...fresh, status: 'rejected', version: 3 } };
    });
  }

  async function rejectWithReason(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject/ });
    await user.type(
      within(dialog).getByLabelText(/Reason for rejecting/),
      'Documents do not match',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    return dialog;
  }

  it('on a 409 keeps a typed reason, says what changed and confirms again on the fresh request', async () => {
    const user = userEvent.setup();
    const calls = conflictOnFirstChange('under_review');
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-9', path: ticketPath });
    const dialog = await rejectWithReason(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Changed meanwhile: FR-9 is now Under review. What you typed is kept; confirm again to go on.',
    );
    expect(within(dialog).getByLabelText(/Reason for rejecting/)).toHaveValue(
      'Documents do not match',
    );
    expect(dialog).toHaveTextContent('FR-9 moves from Under review to Rejected.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { status: 'rejected', reason: 'Documents do not match', version: 1 },
      { status: 'rejected', reason: 'Documents do not match', version: 2 },
    ]);
  });

  it('on a 409 that leaves the change impossible, closes the dialog on the fresh request', async () => {
    const user = userEvent.setup();
    const calls = conflictOnFirstChange('approved');
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-9', path: ticketPath });
    const dialog = await rejectWithReason(user);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Mark as funded' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  /**
   * FR-12 awaits a second approval (Ana gave the first); the first send-back is a 409 because
   * someone else acted first and left it as `fresh`; a second send succeeds.
   */
  function conflictOnFirstSendBack(fresh: Partial<FundingRequest>) {
    const request = fundingRequest({
      id: 'FR-12',
      status: 'under_review',
      version: 4,
      firstApproval: { by: { id: 'ADM-3', name: 'Ana Admin' }, at: '2026-11-01T11:00:00.000Z' },
    });
    let shown = request;
    const calls = queueApi(request, 1, (call) => {
      if (call.method !== 'POST') {
        return call.path.endsWith('/funding') ? { data: shown } : undefined;
      }
      if (shown === request) {
        shown = { ...request, version: 5, ...fresh };
        return { status: 409, message: 'Changed by Sam Owner meanwhile' };
      }
      return { data: { ...shown, firstApproval: null, version: 6 } };
    });
    return calls;
  }

  async function sendBackWithReason(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: /Send back/ });
    await user.type(within(dialog).getByLabelText(/Why you send it back/), 'Quote is outdated');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    return dialog;
  }

  it('on a 409 keeps the send-back reason and, when it no longer awaits approval, says so', async () => {
    await signedInAs('reviewer', async () => {
      const user = userEvent.setup();
      conflictOnFirstSendBack({ status: 'approved', firstApproval: null });
      renderWithProviders(<TicketDetailsPage />, {
        url: '/ticket-details/FR-12',
        path: ticketPath,
      });
      const dialog = await sendBackWithReason(user);
      // Before, the dialog closed on the 409 and the typed reason was lost.
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Changed meanwhile: FR-12 is now Approved and no longer awaits your second approval, so it cannot be sent back. What you typed is kept.',
      );
      expect(within(dialog).getByLabelText(/Why you send it back/)).toHaveValue(
        'Quote is outdated',
      );
      expect(within(dialog).getByRole('button', { name: 'Send back' })).toBeDisabled();
      expect(dialog).toHaveTextContent(
        "FR-12 stays under review and Ana Admin's approval is withdrawn.",
      );
      // The page behind shows the request as it now stands.
      expect(screen.getByRole('button', { name: 'Mark as funded', hidden: true })).toBeTruthy();
    });
  });

  it('on a 409 keeps the send-back reason and sends again on the fresh request', async () => {
    await signedInAs('reviewer', async () => {
      const user = userEvent.setup();
      const calls = conflictOnFirstSendBack({
        firstApproval: { by: { id: 'ADM-4', name: 'Sam Owner' }, at: '2026-11-01T12:00:00.000Z' },
      });
      renderWithProviders(<TicketDetailsPage />, {
        url: '/ticket-details/FR-12',
        path: ticketPath,
      });
      const dialog = await sendBackWithReason(user);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Changed meanwhile: Approved by Sam Owner, awaiting a second approval. What you typed is kept; confirm again to go on.',
      );
      expect(dialog).toHaveTextContent(
        "FR-12 stays under review and Sam Owner's approval is withdrawn.",
      );
      await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { reason: 'Quote is outdated', version: 4 },
        { reason: 'Quote is outdated', version: 5 },
      ]);
    });
  });

  it('says in the dialog why a decision was not saved, keeping the reason to try again', async () => {
    const user = userEvent.setup();
    const request = fundingRequest({ id: 'FR-13' });
    let down = true;
    queueApi(request, 1, (call) => {
      if (call.method !== 'PATCH') return undefined;
      return down
        ? { status: 503, message: 'Service unavailable' }
        : { data: { ...request, status: 'rejected', version: 2 } };
    });
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-13', path: ticketPath });
    const dialog = await rejectWithReason(user);
    // Before, only a toast said it, and it went after a few seconds.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not saved: Service unavailable. What you typed is kept; try again.',
    );
    expect(within(dialog).getByLabelText(/Reason for rejecting/)).toHaveValue(
      'Documents do not match',
    );
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says in the send-back dialog why it was not sent, keeping the reason', async () => {
    await signedInAs('reviewer', async () => {
      const user = userEvent.setup();
      const firstApproval = {
        by: { id: 'ADM-3', name: 'Ana Admin' },
        at: '2026-11-01T11:00:00.000Z',
      };
      const request = fundingRequest({ id: 'FR-14', status: 'under_review', firstApproval });
      queueApi(request, 1, (call) =>
        call.method === 'POST' ? { status: 500, message: 'Database unavailable.' } : undefined,
      );
      renderWithProviders(<TicketDetailsPage />, {
        url: '/ticket-details/FR-14',
        path: ticketPath,
      });
      const dialog = await sendBackWithReason(user);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Not saved: Database unavailable. What you typed is kept; try again.',
      );
      expect(within(dialog).getByLabelText(/Why you send it back/)).toHaveValue(
        'Quote is outdated',
      );
      // Closed and opened again, it starts clean.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'Send back' }));
      expect(within(await screen.findByRole('dialog')).queryByRole('alert')).toBeNull();
    });
  });

  it('walks the filtered list with Next, fetching the next page at the edge of this one', async () => {
    const user = userEvent.setup();
    const calls = queueApi(fundingRequest(), 25);
    renderWithProviders(<TicketDetailsPage />, {
      url: '/ticket-details/FR-20?status=pending',
      path: ticketPath,
    });
    await screen.findByRole('heading', { name: 'Knee surgery for Maria' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(calls.some((call) => call.query.get('page') === '2')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/submissions/ticket-details/FR-21?status=pending&page=2');
  });

  it('has keyboard shortcuts that open the confirm dialogs, ignored while typing', async () => {
    const user = userEvent.setup();
    queueApi(fundingRequest({ id: 'FR-2' }), 3);
    renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-2', path: ticketPath });
    await screen.findByRole('heading', { name: 'Knee surgery for Maria' });

    await user.click(screen.getByLabelText('Note to requester'));
    await user.keyboard('a');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note to requester')).toHaveValue('a');

    await user.click(screen.getByRole('heading', { name: 'Story' }));
    await user.keyboard('a');
    expect(await screen.findByRole('dialog', { name: /Approve/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveTextContent(
      'Reject (asks for a reason)',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    // The note typed above is unsent: the review key asks before leaving the request.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await user.keyboard('j');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/ticket-details/FR-2');
    confirm.mockReturnValueOnce(true);
    await user.keyboard('j');
    expect(location()).toBe('/submissions/ticket-details/FR-3');
    confirm.mockRestore();
  });

  it.each([
    [
      'a queue, opens the next request of the queue',
      '?queue=review',
      '/submissions/ticket-details/FR-3?queue=review',
    ],
    ['the whole list, stays to show what the decision did', '', '/ticket-details/FR-2'],
  ])('after approving with `a`, opened from %s', async (_, search, after) => {
    const user = userEvent.setup();
    const request = fundingRequest({ id: 'FR-2' });
    queueApi(request, 3, (call) =>
      call.method === 'PATCH'
        ? { data: { ...request, status: 'approved', version: 2 } }
        : undefined,
    );
    renderWithProviders(<TicketDetailsPage />, {
      from: `/submissions${search}`,
      url: `/ticket-details/FR-2${search}`,
      path: ticketPath,
    });
    await screen.findByRole('heading', { name: 'Knee surgery for Maria' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: /Approve/ });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(location()).toBe(after));
  });

  it('stays on a request of the queue whose review it starts: that is no decision', async () => {
    const user = userEvent.setup();
    const pending = fundingRequest({ id: 'FR-1' });
    queueApi(pending, 2, (call) =>
      call.method === 'PATCH' ? { data: { ...pending, status: 'under_review' } } : undefined,
    );
    renderWithProviders(<TicketDetailsPage />, {
      url: '/ticket-details/FR-1?queue=review',
      path: ticketPath,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Start review' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start review' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/ticket-details/FR-1?queue=review');
  });

  it('ignores the single-key shortcuts once they are turned off in Settings', async () => {
    const user = userEvent.setup();
    useReviewShortcutsSetting.getState().setEnabled(false);
    try {
      queueApi(fundingRequest({ id: 'FR-2' }), 3);
      renderWithProviders(<TicketDetailsPage />, { url: '/ticket-details/FR-2', path: ticketPath });
      await screen.findByRole('heading', { name: 'Knee surgery for Maria' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-keyshortcuts');

      await user.click(screen.getByRole('heading', { name: 'Story' }));
      await user.keyboard('a?j');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(location()).toBe('/ticket-details/FR-2');
    } finally {
      useReviewShortcutsSetting.getState().setEnabled(true);
    }
  });
});
