import { createQueryClient } from '@backoffice/shared';
import { auditEntryFixture, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@backoffice/shared/router';
import { ActivitySection } from './activity-section';

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  api.on('GET /audit/actors', () => ok([{ id: 'ADM-2', name: 'Ana Reviewer' }]));
  // Like the api: the entries an entity id asks for, the whole trail without one.
  api.on('GET /audit/entries', (request) => {
    const entityId = request.query.get('entityId');
    const items = [auditEntryFixture()].filter(
      (entry) => !entityId || entry.entity.id === entityId,
    );
    return ok({ items, total: items.length, page: 1, limit: 20 });
  });
});

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ActivitySection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const entryQueries = () =>
  api.seen.filter((request) => request.path === '/audit/entries').map((request) => request.query);
const trailRow = () => screen.findByRole('cell', { name: 'Funding request FR-00012' });

describe('Settings → Activity', () => {
  it('takes an entity id no longer than the api does, so a paste is searched, not refused', async () => {
    renderSection();
    await trailRow();
    const box = screen.getByRole('textbox', { name: 'Entity id' });
    await userEvent.click(box);
    await userEvent.paste('FR-'.repeat(50));
    expect(box).toHaveValue('FR-'.repeat(50).slice(0, 100));
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
    expect(entryQueries().at(-1)?.get('entityId')).toHaveLength(100);
    expect(screen.queryByText(/Too big|expected string/)).toBeNull();
  });

  it('shows no entries for a range that ends before it starts: nothing is asked, the field says why', async () => {
    renderSection();
    await trailRow();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-11-01' } });
    expect(to).toHaveAccessibleDescription(
      'Like 1 Dec 2026 The end date must not be before the start date',
    );
    expect(screen.getByText('Fix the dates above to see the activity.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Activity' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Activity pages' })).toBeNull();
    expect(entryQueries().filter((query) => query.has('to'))).toEqual([]);
  });

  it('asks for no day before 2000 while a year is typed, and for the whole day once typed', async () => {
    renderSection();
    await trailRow();
    const from = screen.getByLabelText('From');
    for (const typed of ['0002-03-15', '0020-03-15', '0202-03-15', '2025-03-15']) {
      fireEvent.change(from, { target: { value: typed } });
    }
    await waitFor(() => expect(entryQueries().at(-1)?.get('from')).toBe('2025-03-15'));
    expect(entryQueries().filter((query) => query.get('from')?.startsWith('0'))).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the first page when the filters are cleared', async () => {
    api.on('GET /audit/entries', (request) => {
      const page = Number(request.query.get('page'));
      return ok({ items: [auditEntryFixture()], total: 45, page, limit: 20 });
    });
    renderSection();
    await trailRow();
    const pages = screen.getByRole('navigation', { name: 'Activity pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(entryQueries().at(-1)?.get('page')).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(entryQueries().at(-1)?.get('page')).toBe('1'));
  });

  it('empties a day box holding a text it cannot read when the filters are cleared', async () => {
    renderSection();
    await trailRow();
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '1 Dex 2026' } });
    fireEvent.blur(from);
    expect(from).toHaveAccessibleDescription('Like 1 Dec 2026 Enter a day like 1 Dec 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Like 1 Dec 2026');
  });

  it('links a row to its record', async () => {
    renderSection();
    const row = await trailRow();
    expect(within(row).getByRole('link', { name: 'Funding request FR-00012' })).toHaveAttribute(
      'href',
      '/submissions/ticket-details/FR-00012',
    );
  });
});
