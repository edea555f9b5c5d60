import { fundingKeys, type FundingRequest } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { fakeApi, fundingRequest } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TicketDetailsPage } from './ticket-details-page';

const request = fundingRequest({
  id: 'FR-12',
  title: 'Wheelchair for Ana',
  status: 'under_review',
  story: 'Ana needs a wheelchair to get to school.',
});

/** The list row of `request`: the summary the list's page holds, without the details. */
function listRow({ story, documents, notes, privateNote, history, ...summary }: FundingRequest) {
  void [story, documents, notes, privateNote, history];
  return summary;
}

/** A list page in the cache holding `request`'s row, as the list left it. */
const listedOnce = (queryClient: QueryClient) =>
  queryClient.setQueryData(fundingKeys.list({ page: 1, limit: 20 }), {
    items: [listRow(request)],
    total: 1,
    page: 1,
    limit: 20,
  });

/** The api, its answer for the request held back until `release` is called. */
function heldApi(reply: () => { status?: number; data?: unknown; message?: string }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = fakeApi(async (call) => {
    if (call.path.endsWith('/funding')) {
      await released;
      return reply();
    }
    if (call.path.endsWith('/funding/list'))
      return { data: { items: [], total: 0, page: 1, limit: 6 } };
    return undefined;
  });
  return { calls, release };
}

/** The request's page, opened from a list that holds its row. */
const openedFromTheList = () =>
  renderWithProviders(<TicketDetailsPage />, {
    url: '/ticket-details/FR-12',
    path: 'ticket-details/:ticketId',
    seed: listedOnce,
  });

const sections = [
  'Status',
  'Story',
  'Funding',
  'Documents',
  'Notes to the requester',
  'Private admin note',
  'History',
];

describe('TicketDetailsPage shown from the list', () => {
  it('shows the title, status and every section heading before the request answers, then the rest', async () => {
    const { calls, release } = heldApi(() => ({ data: request }));
    openedFromTheList();
    // At once, from the list's row: no "Loading request…" in its place.
    expect(screen.getByRole('heading', { level: 1, name: 'Wheelchair for Ana' })).toBeVisible();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    for (const name of sections) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Funding' })).getByRole('progressbar'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maria Lopez' })).toBeInTheDocument();
    // Only the parts the row does not know are busy.
    const story = screen.getByRole('region', { name: 'Story' });
    expect(story.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Funding' }).querySelector('[aria-busy]')).toBeNull();
    expect(screen.queryByText('Ana needs a wheelchair to get to school.')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/funding'))).toBe(true);

    release();
    expect(await screen.findByText('Ana needs a wheelchair to get to school.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('shows the error when the request fails, not the list row as if it had loaded', async () => {
    const { release } = heldApi(() => ({ status: 500, message: 'Database unavailable' }));
    openedFromTheList();
    expect(screen.getByRole('heading', { level: 1, name: 'Wheelchair for Ana' })).toBeVisible();
    release();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Story' })).toBeNull();
  });

  it('shows the loading state for a request no list has fetched', () => {
    heldApi(() => ({ data: request }));
    renderWithProviders(<TicketDetailsPage />, {
      url: '/ticket-details/FR-12',
      path: 'ticket-details/:ticketId',
    });
    expect(screen.getByRole('heading', { name: 'Loading request…' })).toBeInTheDocument();
  });

  it('walks the queue with j before the request answers: a key pressed on the preview is not lost', async () => {
    const next = fundingRequest({ id: 'FR-13', title: 'Hearing aids for Tom' });
    fakeApi(async (call) => {
      // The request's own answer never comes: the page stays on the list's row.
      if (call.path.endsWith('/funding')) return new Promise<never>(() => undefined);
      if (call.path.endsWith('/funding/list'))
        return { data: { items: [listRow(request), listRow(next)], total: 2, page: 1, limit: 20 } };
      return undefined;
    });
    openedFromTheList();
    expect(screen.getByRole('heading', { level: 1, name: 'Wheelchair for Ana' })).toBeVisible();
    const location = () => screen.getByTestId('location').textContent ?? '';
    await waitFor(async () => {
      await userEvent.keyboard('j');
      expect(location()).toMatch(/\/ticket-details\/FR-13$/);
    });
  });

  it('keeps a pressed before the request answers, says so, and asks to confirm once it has loaded', async () => {
    const { release } = heldApi(() => ({ data: request }));
    openedFromTheList();
    expect(screen.getByRole('heading', { level: 1, name: 'Wheelchair for Ana' })).toBeVisible();
    await userEvent.keyboard('a');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Approve opens as soon as the request has loaded.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    release();
    expect(await screen.findByRole('dialog', { name: /approve/i })).toBeVisible();
  });
});
