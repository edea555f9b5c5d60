import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../http/api-error';
import type { ColumnDef } from './data-table';
import { ListPagination, ListTable, type TableList } from './list-table';

type Person = { id: string; name: string };

const columns: ColumnDef<Person, string>[] = [{ id: 'name', header: 'Name', accessorKey: 'name' }];
const people: Person[] = [{ id: 'p1', name: 'Ada' }];

function list(overrides: Partial<TableList<Person>> = {}): TableList<Person> {
  return {
    items: people,
    sort: undefined,
    sortFields: ['name'],
    setSort: vi.fn(),
    loading: false,
    stale: false,
    error: null,
    errorCause: undefined,
    retry: vi.fn(),
    selection: { isSelected: () => false, allOnPage: false, toggle: vi.fn(), togglePage: vi.fn() },
    ...overrides,
  };
}

function renderTable(state: TableList<Person>) {
  render(
    <ListTable
      label="People"
      list={state}
      columns={columns}
      rowLabel={(person) => person.name}
      getRowId={(person) => person.id}
    />,
  );
}

describe('ListTable', () => {
  it("shows the list's rows, names each checkbox by its row and sorts and selects through it", async () => {
    const state = list();
    renderTable(state);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    expect(state.selection.toggle).toHaveBeenCalledWith('p1', false);
    await userEvent.click(screen.getByRole('button', { name: /name/i }));
    expect(state.setSort).toHaveBeenCalledWith('name');
  });

  it("shows the list's failure with its reference and retries it", async () => {
    const cause = new ApiError('Cannot reach the server', {
      status: 500,
      kind: 'http',
      requestId: 'req-42',
    });
    const state = list({ error: cause.message, errorCause: cause });
    renderTable(state);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server');
    expect(alert).toHaveTextContent('Reference: req-42');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(state.retry).toHaveBeenCalledTimes(1);
  });
});

describe('ListPagination', () => {
  const paged = (showPagination: boolean) => ({
    showPagination,
    page: 2,
    limit: 20,
    total: 45,
    setPage: vi.fn(),
    setLimit: vi.fn(),
  });

  it('pages the list and changes its rows per page', async () => {
    const state = paged(true);
    render(<ListPagination label="People pages" list={state} />);
    const pager = screen.getByRole('navigation', { name: 'People pages' });
    expect(pager).toHaveTextContent('Showing 21–40 of 45');
    await userEvent.click(within(pager).getByRole('button', { name: /next/i }));
    expect(state.setPage).toHaveBeenCalledWith(3);
    await userEvent.selectOptions(within(pager).getByLabelText('Rows per page'), '50');
    expect(state.setLimit).toHaveBeenCalledWith(50);
  });

  it('is not shown while the list has nothing to page', () => {
    render(<ListPagination label="People pages" list={paged(false)} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
