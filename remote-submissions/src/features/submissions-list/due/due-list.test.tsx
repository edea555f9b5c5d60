import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fundingRequest, type FakeCall } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SubmissionsListPage } from '../submissions-list-page';

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

const requests = [
  fundingRequest({
    id: 'FR-1',
    title: 'Late roof',
    dueAt: fromNow(-3 * HOUR - 60_000),
    overdue: true,
  }),
  fundingRequest({
    id: 'FR-2',
    title: 'Fresh wheelchair',
    status: 'under_review',
    dueAt: fromNow(2 * HOUR + 60_000),
    overdue: false,
  }),
  fundingRequest({ id: 'FR-3', title: 'Waiting quote', status: 'needs_info', dueAt: null }),
  fundingRequest({ id: 'FR-4', title: 'Done deal', status: 'approved' }),
];

function serveList(): FakeCall[] {
  return fakeApi((call) => {
    if (call.path.endsWith('/funding/summary')) return { status: 500, message: 'Summary down' };
    if (call.path.endsWith('/funding/list')) {
      return { data: { items: requests, total: requests.length, page: 1, limit: 20 } };
    }
    return undefined;
  });
}

const rowOf = (title: string) =>
  screen.getByRole('link', { name: new RegExp(title) }).closest('tr')!;
const listSort = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.path.endsWith('/funding/list'))
    .at(-1)
    ?.query.get('sort');

describe('what is due in the submissions list', () => {
  it('shows "Due in" or "Overdue" for requests awaiting a decision, "Paused" while they need info', async () => {
    serveList();
    renderWithProviders(<SubmissionsListPage />, { url: '/submissions' });
    await screen.findByRole('link', { name: /Late roof/ });
    expect(screen.getByRole('columnheader', { name: /Due/ })).toBeInTheDocument();
    // Overdue stands out as the kit's danger badge; a due time ahead is plain text.
    expect(within(rowOf('Late roof')).getByText('Overdue 3 h').className).toMatch(/danger/);
    expect(within(rowOf('Fresh wheelchair')).getByText('Due in 2 h').className).not.toMatch(
      /danger/,
    );
    expect(within(rowOf('Waiting quote')).getByText('Paused')).toBeInTheDocument();
    expect(within(rowOf('Done deal')).queryByText(/Due in|Overdue|Paused/)).toBeNull();
  });

  it('offers "Due first", which asks the api for sort=dueAt, and returns to the list’s own order', async () => {
    const user = userEvent.setup();
    const calls = serveList();
    renderWithProviders(<SubmissionsListPage />, { url: '/submissions?queue=review' });
    await screen.findByRole('link', { name: /Late roof/ });
    // The review queue keeps its own order (oldest first) until asked.
    expect(listSort(calls)).toBeNull();
    const dueFirst = screen.getByRole('button', { name: 'Due first' });
    expect(dueFirst).toHaveAttribute('aria-pressed', 'false');

    await user.click(dueFirst);
    await waitFor(() => expect(listSort(calls)).toBe('dueAt'));
    expect(screen.getByRole('button', { name: 'Due first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('sort=dueAt');

    await user.click(screen.getByRole('button', { name: 'Due first' }));
    await waitFor(() => expect(listSort(calls)).toBeNull());
    expect(screen.getByTestId('location')).not.toHaveTextContent('sort=');
  });
});
