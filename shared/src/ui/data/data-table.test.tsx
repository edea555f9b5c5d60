import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from '@backoffice/shared/router';
import { DataTable, type ColumnDef } from './data-table';
import { FIRST_PASS_ROWS } from './use-staged-rows';

type Person = { id: string; name: string; city: string };

const columns: ColumnDef<Person, string>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'city', header: 'City', accessorKey: 'city' },
];
const people: Person[] = [
  { id: 'p1', name: 'Ada', city: 'London' },
  { id: 'p2', name: 'Grace', city: 'New York' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route
          path="/list"
          element={
            <DataTable
              label="People"
              columns={columns}
              data={people}
              getRowId={(row) => row.id}
              sortFields={['name']}
              {...props}
            />
          }
        />
        <Route path="/people/:id" element={<p>Profile page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DataTable', () => {
  it('on compact cards titles each row with its first cell and leaves the marked columns off', () => {
    renderTable({
      compactCards: true,
      columns: [columns[0]!, { ...columns[1]!, meta: { offCompactCard: true } }],
    });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.className).toMatch(/compact/);
    const [name, city] = within(table).getAllByRole('cell').slice(0, 2);
    expect(name!.className).toMatch(/cardTitle/);
    expect(city!.className).toMatch(/offCompactCard/);
    expect(city).toHaveTextContent('London');
  });

  it('keeps its labelled card lines without compactCards', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.className).not.toMatch(/compact/);
    expect(within(table).getAllByRole('cell')[0]!.className).not.toMatch(/cardTitle/);
  });

  it('renders sortable headers as buttons with aria-sort and asks for the next sort', async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: '-name', onSortChange });
    const table = screen.getByRole('table', { name: 'People' });
    const nameHeader = within(table).getByRole('columnheader', { name: /name/i });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'City' })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(within(table).queryByRole('button', { name: /city/i })).not.toBeInTheDocument();

    await userEvent.click(within(nameHeader).getByRole('button', { name: /name/i }));
    expect(onSortChange).toHaveBeenCalledWith(undefined);
  });

  it('sorts ascending first when an unsorted header is pressed by keyboard', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    expect(screen.getByRole('columnheader', { name: /name/i })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    screen.getByRole('button', { name: /name/i }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith('name');
  });

  it('shows skeleton rows while loading and an empty state without rows', () => {
    const { rerender } = renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <DataTable
          label="People"
          columns={columns}
          data={[]}
          getRowId={(row) => row.id}
          emptyTitle="No people yet"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No people yet')).toBeInTheDocument();
  });

  it("marks the previous filter's rows while the new ones load, with their checkboxes off", () => {
    const selection = {
      isSelected: () => false,
      allOnPage: false,
      toggle: () => undefined,
      togglePage: () => undefined,
      rowLabel: (row: Person) => row.name,
    };
    const { rerender } = renderTable({ stale: true, selection });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Ada')).toBeVisible();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    rerender(
      <MemoryRouter>
        <DataTable
          label="People"
          columns={columns}
          data={people}
          getRowId={(row) => row.id}
          selection={selection}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeEnabled();
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    renderTable({ error: 'Cannot reach the server', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('makes rows links: a real link in the first cell and a click anywhere on the row', async () => {
    renderTable({ getRowHref: (row) => `/people/${row.id}` });
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/people/p1');
    await userEvent.click(screen.getByText('New York'));
    expect(screen.getByText('Profile page')).toBeInTheDocument();
  });

  it('says a row is about to be opened when it is pointed at, pressed or its link focused', async () => {
    const onRowIntent = vi.fn();
    renderTable({ getRowHref: (row) => `/people/${row.id}`, onRowIntent });
    await userEvent.hover(screen.getByText('New York'));
    expect(onRowIntent).toHaveBeenLastCalledWith(people[1]);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveFocus();
    expect(onRowIntent).toHaveBeenLastCalledWith(people[0]);
  });
});

/**
 * A page as the lists are written: its columns and selection are rebuilt on each render, from
 * state that the row's own controls change.
 */
function PageWithRowControls() {
  const [selected, setSelected] = useState<string[]>([]);
  const [opened, setOpened] = useState<string | null>(null);
  const pageColumns: ColumnDef<Person, unknown>[] = [
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <button type="button" onClick={() => setOpened(row.id)}>
          Edit {row.original.name}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label="People"
        columns={pageColumns}
        data={people}
        getRowId={(row) => row.id}
        selection={{
          isSelected: (id) => selected.includes(id),
          allOnPage: selected.length === people.length,
          toggle: (id) =>
            setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])),
          togglePage: () => setSelected([]),
          rowLabel: (row) => row.name,
        }}
      />
      {opened && <p>Editing {opened}</p>}
    </>
  );
}

describe('DataTable re-rendered by its own controls', () => {
  it('keeps a row checkbox focused when the keyboard ticks it', async () => {
    const user = userEvent.setup();
    render(<PageWithRowControls />);
    const checkbox = screen.getByRole('checkbox', { name: 'Select Ada' });
    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveFocus();
  });

  it('keeps the row button that opened something, so focus can return to it', async () => {
    const user = userEvent.setup();
    render(<PageWithRowControls />);
    const edit = screen.getByRole('button', { name: 'Edit Grace' });
    edit.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Editing p2')).toBeInTheDocument();
    expect(edit).toBeInTheDocument();
    expect(edit).toHaveFocus();
  });
});

describe('DataTable wider than its place', () => {
  const widths = (scrollWidth: number) => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  };
  afterEach(() => vi.restoreAllMocks());

  it('can be reached by keyboard to scroll it, as a region named after the table', () => {
    widths(900);
    renderTable();
    const region = screen.getByRole('region', { name: 'People, scrolls sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'People' })).toBeInTheDocument();
  });

  it('adds no tab stop when it fits', () => {
    widths(600);
    renderTable();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'People' }).parentElement).not.toHaveAttribute(
      'tabindex',
    );
  });
});

describe('rows in two passes (issue 16)', () => {
  const page = (from: number) =>
    Array.from({ length: 20 }, (_, index) => ({
      id: `p${from + index}`,
      name: `Person ${from + index}`,
      city: 'Leeds',
    }));
  /** The rows in the document at each commit that gave the table new data. */
  function RowsAtCommit({ data, seen }: { data: Person[]; seen: number[] }) {
    useLayoutEffect(() => {
      seen.push(document.querySelectorAll('tbody tr').length);
    }, [data, seen]);
    return null;
  }
  const tableOf = (data: Person[], seen: number[]) => (
    <MemoryRouter>
      <DataTable label="People" columns={columns} data={data} getRowId={(row) => row.id} />
      <RowsAtCommit data={data} seen={seen} />
    </MemoryRouter>
  );

  it('shows the first rows in the pass that brings the data, the others right after', () => {
    const seen: number[] = [];
    render(tableOf(page(0), seen));
    expect(seen).toEqual([FIRST_PASS_ROWS]);
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('cell', { name: 'Person 19' })).toBeInTheDocument();
  });

  it('renders a later page whole, in one pass', () => {
    const seen: number[] = [];
    const { rerender } = render(tableOf(page(0), seen));
    rerender(tableOf(page(20), seen));
    expect(seen.at(-1)).toBe(20);
    expect(screen.getByRole('cell', { name: 'Person 39' })).toBeInTheDocument();
  });
});

describe('DataTable on a phone (cards below 640 px)', () => {
  it('names each line of a card by its header, a column hint, or not at all', () => {
    const hinted: ColumnDef<Person, string>[] = [
      { id: 'name', header: 'Name', accessorKey: 'name' },
      {
        id: 'city',
        header: () => <abbr title="City">C.</abbr>,
        accessorKey: 'city',
        meta: { cardLabel: 'Lives in' },
      },
      { id: 'code', header: 'Code', accessorKey: 'id', meta: { cardLabel: '' } },
    ];
    render(
      <MemoryRouter>
        <DataTable label="People" columns={hinted} data={people} getRowId={(row) => row.id} />
      </MemoryRouter>,
    );
    const [ada] = screen.getAllByRole('row').slice(1);
    const cells = within(ada!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Name',
      'Lives in',
      null,
    ]);
    expect(cells.map((cell) => cell.textContent)).toEqual(['Ada', 'London', 'p1']);
  });

  it("keeps the row link as the card's unlabelled title and the selection checkbox with the sort buttons", () => {
    renderTable({
      getRowHref: (row) => `/people/${row.id}`,
      onSortChange: vi.fn(),
      selection: {
        isSelected: () => false,
        allOnPage: false,
        toggle: vi.fn(),
        togglePage: vi.fn(),
        rowLabel: (row) => row.name,
      },
    });
    const [, ada] = screen.getAllByRole('row');
    const [select, title, city] = within(ada!).getAllByRole('cell');
    expect(select).not.toHaveAttribute('data-label');
    expect(title).not.toHaveAttribute('data-label');
    expect(within(title!).getByRole('link', { name: 'Ada' })).toBeInTheDocument();
    expect(city).toHaveAttribute('data-label', 'City');
    // The header row shows only its controls on a phone: the page's checkbox and the sort buttons.
    const kept = screen.getAllByRole('columnheader').map((header) => header.className !== '');
    expect(kept).toEqual([true, true, false]);
  });
});
