import type { FundingSummary } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fundingRequest, type FakeCall, type FakeReply } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SubmissionsListPage } from './submissions-list-page';

const summary: FundingSummary = {
  total: 42,
  byStatus: {
    pending: 10,
    under_review: 5,
    needs_info: 0,
    approved: 12,
    rejected: 6,
    funded: 7,
    closed: 2,
  },
  amountRequested: 9_000_000,
  amountRaised: 1_500_000,
  currency: 'USD',
  perDay: [],
};

function listApi(items = [fundingRequest()]) {
  return fakeApi((call) => {
    if (call.path.endsWith('/funding/summary')) return { data: summary };
    if (call.path.endsWith('/funding/list')) {
      return { data: { items, total: 45, page: Number(call.query.get('page')), limit: 20 } };
    }
    return undefined;
  });
}

const location = () =>
  new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]);
const lastListCall = (calls: FakeCall[]) =>
  calls.filter((call) => call.path.endsWith('/funding/list')).at(-1)?.query;

/** The list with one request, picked; a bulk change gets `bulkReply`. */
async function withOneRequestSelected(bulkReply: FakeReply) {
  const user = userEvent.setup();
  const request = fundingRequest({ id: 'FR-7', title: 'New roof for the school' });
  const calls = fakeApi(
    (call) => (call.method === 'POST' ? bulkReply : undefined),
    (call) => {
      if (call.path.endsWith('/funding/summary')) return { data: summary };
      // Every amount is above it: an approval is a first approval.
      if (call.path.endsWith('/approval-rule')) return { data: { thresholdUsd: 0 } };
      return { data: { items: [request], total: 1, page: 1, limit: 20 } };
    },
  );
  renderWithProviders(<SubmissionsListPage />, { url: '/submissions' });
  await user.click(await screen.findByRole('checkbox', { name: 'Select New roof for the school' }));
  return { user, calls };
}

describe('SubmissionsListPage', () => {
  it('reads status, category, search, sort and page from the URL and asks the api for them', async () => {
    const calls = listApi();
    renderWithProviders(<SubmissionsListPage />, {
      url: '/submissions?status=pending&category=medical&search=maria&sort=amountRequested&page=2&from=2026-10-01&to=2026-10-31',
    });
    expect(await screen.findByRole('link', { name: /Knee surgery for Maria/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/submissions/ticket-details/FR-10001?status=pending'),
    );
    expect(Object.fromEntries(lastListCall(calls) ?? [])).toEqual({
      status: 'pending',
      category: 'medical',
      search: 'maria',
      sort: 'amountRequested',
      page: '2',
      limit: '20',
      from: '2026-10-01',
      to: '2026-10-31',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toHaveValue('maria');
    expect(screen.getByLabelText('Category')).toHaveValue('medical');
  });

  it('writes filter changes into the URL and starts again from page 1', async () => {
    const user = userEvent.setup();
    const calls = listApi();
    renderWithProviders(<SubmissionsListPage />, { url: '/submissions?page=3' });
    await screen.findByRole('link', { name: /Knee surgery/ });

    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(location().get('status')).toBe('approved');
    expect(location().get('page')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Category'), 'housing');
    expect(location().get('category')).toBe('housing');

    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(location().get('sort')).toBe('amountRequested');

    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'rent');
    expect(location().get('search')).toBeNull();
    await waitFor(() => expect(location().get('search')).toBe('rent'));
    await waitFor(() => expect(lastListCall(calls)?.get('search')).toBe('rent'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location().get('page')).toBe('2');
  });

  it('shows the counts once, on the status tabs, and the money totals as one line', async () => {
    listApi();
    renderWithProviders(<SubmissionsListPage />, { url: '/submissions' });
    const totals = await screen.findByRole('region', { name: 'Summary' });
    await waitFor(() => expect(totals).toHaveTextContent('Amount requested $90,000.00'));
    expect(totals).toHaveTextContent('Amount raised $15,000.00');
    expect(screen.getByRole('tab', { name: /Under review \(5\)/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (42)' })).toBeInTheDocument();
    // No second set of counts beside the tabs.
    expect(within(totals).queryByText('42')).not.toBeInTheDocument();
    expect(within(totals).queryByText('Under review')).not.toBeInTheDocument();
  });

  it('says which filters hide everything and clears them', async () => {
    const user = userEvent.setup();
    listApi([]);
    renderWithProviders(<SubmissionsListPage />, {
      url: '/submissions?status=funded&search=zzz',
    });
    expect(
      await screen.findByText(/No funding request matches status "Funded", search "zzz"/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().get('status')).toBeNull();
    expect(location().get('search')).toBeNull();
  });

  it('shows the api error with a retry, and explains a reversed date range', async () => {
    fakeApi((call) =>
      call.path.endsWith('/funding/list')
        ? { status: 500, message: 'Database unavailable' }
        : call.path.endsWith('/funding/summary')
          ? { data: summary }
          : call.path.endsWith('/saved-views')
            ? { data: [] }
            : undefined,
    );
    const first = renderWithProviders(<SubmissionsListPage />, { url: '/submissions' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<SubmissionsListPage />, {
      url: '/submissions?from=2026-10-10&to=2026-10-01',
    });
    // Word for word the members list's and Settings → Activity's message (one rule, one wording).
    expect(screen.getByRole('alert').textContent).toBe(
      'The end date must not be before the start date',
    );
  });

  it('names each request of a bulk outcome, also those the change let go of the selection', async () => {
    const bulkAnswer = {
      id: 'FR-7',
      outcome: 'awaiting_second_approval',
      from: 'pending',
      to: 'under_review',
    };
    const { user, calls } = await withOneRequestSelected({ data: { results: [bulkAnswer] } });
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    // A bulk approve asks first, naming the requests and which are only first approvals.
    const dialog = screen.getByRole('dialog', { name: 'Approve FR-7?' });
    expect(
      await within(dialog).findByText(
        /Above the approval threshold, so only a first approval: FR-7/,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve selected' }));
    const awaiting = await screen.findByRole('list', { name: 'Awaiting a second approval' });
    // Before, the title was read from the selection after the request had left it: "FR-7 ".
    expect(awaiting).toHaveTextContent('FR-7 New roof for the school');
  });

  it('keeps a bulk rejection that failed in its dialog, with the reason, and says why there', async () => {
    const { user } = await withOneRequestSelected({
      status: 503,
      message: 'Service unavailable',
    });
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject FR-7?' });
    await user.type(within(dialog).getByLabelText(/Reason for rejecting/), 'Outside our scope');
    await user.click(within(dialog).getByRole('button', { name: 'Reject selected' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not saved: Service unavailable. What you typed is kept; try again.',
    );
    expect(within(dialog).getByLabelText(/Reason for rejecting/)).toHaveValue('Outside our scope');
    // Behind the modal dialog, the request is still picked for the next try.
    expect(
      screen.getByRole('checkbox', { name: 'Select New roof for the school', hidden: true }),
    ).toBeChecked();
  });

  it('asks for no sort by default, so a queue comes in the api’s order (oldest first)', async () => {
    const calls = listApi();
    renderWithProviders(<SubmissionsListPage />, { url: '/submissions?queue=review' });
    await screen.findByRole('link', { name: /Knee surgery/ });
    expect(lastListCall(calls)?.get('queue')).toBe('review');
    expect(lastListCall(calls)?.has('sort')).toBe(false);
  });

  it('offers "In review by me" as a tab and a rows-per-page choice, both kept in the URL', async () => {
    const user = userEvent.setup();
    const calls = listApi();
    renderWithProviders(<SubmissionsListPage />, { url: '/submissions?status=pending' });
    await screen.findByRole('link', { name: /Knee surgery/ });
    const inReview = screen.getByRole('tab', { name: /^In review by me/ });
    await user.click(inReview);
    expect(location().get('queue')).toBe('in_review_by_me');
    expect(location().get('status')).toBeNull();
    expect(inReview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'false');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(location().get('limit')).toBe('50');
    await waitFor(() =>
      expect(Object.fromEntries(lastListCall(calls) ?? [])).toMatchObject({
        queue: 'in_review_by_me',
        limit: '50',
      }),
    );
  });

  it('counts under the search and category in force, not the tab’s status or queue', async () => {
    const calls = listApi();
    renderWithProviders(<SubmissionsListPage />, {
      url: '/submissions?queue=review&status=pending&category=medical&search=knee',
    });
    await screen.findByRole('link', { name: /Knee surgery/ });
    const summary = calls.filter((call) => call.path.endsWith('/funding/summary')).at(-1);
    expect(Object.fromEntries(summary?.query ?? [])).toMatchObject({
      search: 'knee',
      category: 'medical',
    });
    expect(summary?.query.has('status')).toBe(false);
    expect(summary?.query.has('queue')).toBe(false);
  });

  it('refreshes the counts with the rows, so another reviewer’s change moves both', async () => {
    const calls = listApi();
    renderWithProviders(<SubmissionsListPage />, { url: '/submissions' });
    await screen.findByRole('link', { name: /Knee surgery/ });
    const summaries = () => calls.filter((call) => call.path.endsWith('/funding/summary')).length;
    const first = summaries();
    await waitFor(() => expect(summaries()).toBeGreaterThan(first), { timeout: 3000 });
  });

  it('moves the selection with j and k, opens it with Enter and lists the keys with ?', async () => {
    const user = userEvent.setup();
    listApi(
      ['FR-1', 'FR-2', 'FR-3'].map((id, index) =>
        fundingRequest({ id, title: `Request number ${index + 1}` }),
      ),
    );
    renderWithProviders(<SubmissionsListPage />, { url: '/submissions?queue=review' });
    const link = async (number: number) =>
      screen.findByRole('link', { name: new RegExp(`Request number ${number}`) });
    await link(3);

    await user.keyboard('j');
    expect(await link(1)).toHaveFocus();
    await user.keyboard('jj');
    expect(await link(3)).toHaveFocus();
    await user.keyboard('j');
    expect(await link(3)).toHaveFocus();
    await user.keyboard('k');
    expect(await link(2)).toHaveFocus();
    // A ticked row's checkbox keeps the keys working; a field being typed in does not.
    await user.click(screen.getByRole('checkbox', { name: 'Select Request number 1' }));
    await user.keyboard('j');
    expect(await link(2)).toHaveFocus();
    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'j');
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toHaveFocus();
    (await link(2)).focus();

    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Open the selected request');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    (await link(2)).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/submissions/ticket-details/FR-2?queue=review',
    );
  });
});
