import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { dateRangeFields, defineList, type Page } from '@backoffice/shared/contract';
import { MemoryRouter, useLocation, useNavigate } from '@backoffice/shared/router';
import { useListController, type ListRequest } from './use-list-controller';

type Thing = { id: string; name: string };
const things: Thing[] = Array.from({ length: 45 }, (_, index) => ({
  id: `t${index + 1}`,
  name: `Thing ${index + 1}`,
}));
const thingList = defineList({
  sortFields: ['name', 'createdAt'],
  filters: { status: z.enum(['open', 'closed']).optional(), ...dateRangeFields },
});
type ThingRequest = ListRequest<
  'name' | 'createdAt',
  typeof thingList.filters,
  'status' | 'from' | 'to'
>;

let requests: ThingRequest[];
/** The list's query: answers each request with its page of `things` and records it. */
const thingQuery = (request: ThingRequest) =>
  queryOptions({
    queryKey: ['things', request],
    queryFn: (): Page<Thing> => {
      requests.push(request);
      const start = (request.page - 1) * request.limit;
      const items = things.slice(start, start + request.limit);
      return { items, total: things.length, page: request.page, limit: request.limit };
    },
  });

function renderController(url: string, query: typeof thingQuery = thingQuery) {
  requests = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () => ({
      list: useListController({
        definition: thingList,
        filters: ['status', 'from', 'to'],
        defaultSort: '-createdAt',
        query,
        getRowId: (thing) => thing.id,
      }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useListController', () => {
  it('asks once for the page, sort and filters the URL holds, dropping what the contract refuses', async () => {
    const { result } = renderController('/things?status=closed&sort=-name&page=2&search=ab');
    await waitFor(() => expect(result.current.list.items).toHaveLength(20));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 'closed', sort: '-name', page: 2, limit: 20 });
    expect(requests[0]).toMatchObject({ search: 'ab', tz: expect.any(String) });
    expect(result.current.list.sortFields).toEqual(['name', 'createdAt']);
    expect(result.current.list.hasFilters).toBe(true);

    const refused = renderController('/things?status=lost&sort=secret&page=-1&limit=100');
    await waitFor(() => expect(refused.result.current.list.items).toHaveLength(20));
    expect(requests[0]).toMatchObject({ sort: '-createdAt', page: 1, limit: 20 });
    expect(requests[0]?.status).toBeUndefined();
  });

  it('never lets an earlier, slower search answer overwrite a later one', async () => {
    const answers = new Map<string, (page: Page<Thing>) => void>();
    const pageOf = (name: string): Page<Thing> => ({
      items: [{ id: name, name }],
      total: 1,
      page: 1,
      limit: 20,
    });
    // Each search waits for the test to answer it, so the answers can come in any order.
    const heldQuery = (request: ThingRequest) =>
      queryOptions({
        queryKey: ['things', request],
        queryFn: () =>
          new Promise<Page<Thing>>((resolve) => answers.set(request.search ?? '', resolve)),
      });
    const { result } = renderController('/things', heldQuery);
    answers.get('')?.(pageOf('unsearched'));
    await waitFor(() => expect(result.current.list.items[0]?.id).toBe('unsearched'));

    act(() => result.current.list.searchInput.setTerm('ma'));
    await waitFor(() => expect(answers.has('ma')).toBe(true));
    act(() => result.current.list.searchInput.setTerm('mar'));
    await waitFor(() => expect(answers.has('mar')).toBe(true));
    act(() => answers.get('mar')!(pageOf('mar')));
    await waitFor(() => expect(result.current.list.items[0]?.id).toBe('mar'));
    // The answer to "ma" arrives last: the rows stay those of "mar".
    act(() => answers.get('ma')!(pageOf('ma')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.list.items.map((thing) => thing.id)).toEqual(['mar']);
    expect(result.current.list.stale).toBe(false);
    expect(result.current.location.search).toBe('?search=mar');
  });

  it('keeps both of two changes made before the page re-renders (a start and an end date typed fast)', async () => {
    const { result } = renderController('/things');
    await waitFor(() => expect(result.current.list.items).toHaveLength(20));
    const { setFilters } = result.current.list;
    act(() => {
      setFilters({ from: '2026-11-01' });
      setFilters({ to: '2026-11-05' });
    });
    const url = new URLSearchParams(result.current.location.search);
    expect(url.get('from')).toBe('2026-11-01');
    expect(url.get('to')).toBe('2026-11-05');
  });

  it('sorts, filters and pages through the URL; any change but the page starts from page 1', async () => {
    const { result } = renderController('/things?page=3');
    await waitFor(() => expect(result.current.list.total).toBe(45));
    const search = () => result.current.location.search;

    act(() => result.current.list.setSort('name'));
    expect(search()).toBe('?sort=name');
    act(() => result.current.list.setPage(2));
    expect(search()).toBe('?sort=name&page=2');
    act(() => result.current.list.setFilters({ status: 'open' }));
    expect(search()).toBe('?sort=name&status=open');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ status: 'open', sort: 'name' }));
    // Back to the default order: the URL forgets the sort.
    act(() => result.current.list.setSort(undefined));
    expect(search()).toBe('?status=open');
    act(() => result.current.list.clearFilters());
    expect(search()).toBe('');
    expect(result.current.list.hasFilters).toBe(false);
  });

  it("says the rows are the previous page's while the next page loads", async () => {
    const { result } = renderController('/things');
    await waitFor(() => expect(result.current.list.total).toBe(45));
    expect(result.current.list.stale).toBe(false);
    act(() => result.current.list.setPage(2));
    // The first page's rows stay on screen meanwhile: the table shows them as such.
    expect(result.current.list.items[0]?.id).toBe('t1');
    expect(result.current.list.stale).toBe(true);
    await waitFor(() => expect(result.current.list.items[0]?.id).toBe('t21'));
    expect(result.current.list.stale).toBe(false);
  });

  it('moves a page past the end to the last page, replacing the history entry', async () => {
    const { result } = renderController('/things?page=9');
    await waitFor(() => expect(result.current.location.search).toBe('?page=3'));
    await waitFor(() =>
      expect(result.current.list.items.map((thing) => thing.id)).toContain('t45'),
    );
    expect(result.current.list.showPagination).toBe(true);
    // The stale page left no history entry behind: Back leaves the list.
    act(() => void result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/start');
  });

  it('does not ask while the day range ends before it starts, and says why', async () => {
    const { result } = renderController('/things?from=2026-02-01&to=2026-01-01');
    expect(result.current.list.rangeError).toBe('The end date must not be before the start date');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  /** A list whose first page has loaded, and its selection as it is now. */
  async function loadedList() {
    const { result } = renderController('/things');
    await waitFor(() => expect(result.current.list.items).toHaveLength(20));
    return { result, selection: () => result.current.list.selection };
  }

  it('selects rows across pages and forgets them when the filter changes', async () => {
    const { result, selection } = await loadedList();

    act(() => selection().toggle('t1'));
    act(() => selection().toggle('t2'));
    act(() => selection().toggle('t1'));
    expect(selection().ids).toEqual(['t2']);
    act(() => selection().togglePage());
    expect(selection().allOnPage).toBe(true);
    expect(selection().ids).toHaveLength(20);

    act(() => result.current.list.setPage(2));
    await waitFor(() => expect(result.current.list.items[0]?.id).toBe('t21'));
    expect(selection().ids).toHaveLength(20);
    expect(selection().allOnPage).toBe(false);
    act(() => selection().togglePage());
    expect(selection().ids).toHaveLength(40);
    act(() => selection().togglePage());
    expect(selection().ids).toHaveLength(20);

    act(() => result.current.list.setFilters({ status: 'open' }));
    await waitFor(() => expect(selection().ids).toEqual([]));
    act(() => selection().toggle('t3'));
    act(() => selection().clear());
    expect(selection().ids).toEqual([]);
  });

  it('picks a range with shift from the last row clicked, drops one the same way, and adds many', async () => {
    const { selection } = await loadedList();

    act(() => selection().toggle('t3'));
    act(() => selection().toggle('t7', true));
    expect(selection().ids.sort()).toEqual(['t3', 't4', 't5', 't6', 't7']);
    act(() => selection().toggle('t5'));
    act(() => selection().toggle('t4', true));
    expect(selection().ids.sort()).toEqual(['t3', 't6', 't7']);

    act(() =>
      selection().add([
        { id: 't40', name: 'Forty' },
        { id: 't41', name: 'Forty-one' },
      ]),
    );
    expect(selection().count).toBe(5);
    act(() => selection().keepOnly(['t6', 't41']));
    expect(selection().ids.sort()).toEqual(['t41', 't6']);
  });
});
