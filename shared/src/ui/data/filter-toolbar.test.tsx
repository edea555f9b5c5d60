import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countFiltersInForce, FilterToolbar, type FilterableList } from './filter-toolbar';

function fakeList(filterValues: Partial<Record<'status' | 'from' | 'to', string>> = {}) {
  const list: FilterableList<'status' | 'from' | 'to'> = {
    filterValues,
    setFilters: vi.fn(),
    searchInput: { term: '', setTerm: vi.fn() },
  };
  return list;
}

function renderToolbar(list = fakeList()) {
  return render(
    <FilterToolbar
      label="Member filters"
      list={list}
      search={{ label: 'Search members', placeholder: 'Search by name' }}
      selects={[
        {
          name: 'status',
          label: 'Status',
          placeholder: 'All statuses',
          options: [{ value: 'active', label: 'Active' }],
        },
      ]}
      dates={{ from: { label: 'Joined from' }, to: { label: 'Joined to' } }}
    >
      <button type="button">Save view</button>
    </FilterToolbar>,
  );
}

describe('FilterToolbar', () => {
  it('keeps the days behind a closed "Filters" disclosure, which opens to show them', async () => {
    const user = userEvent.setup();
    renderToolbar();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save view' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Member filters' })).toContainElement(filters);

    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(filters.getAttribute('aria-controls')!)).toContainElement(
      screen.getByLabelText('Joined from'),
    );
  });

  it('empties a day box holding a text it cannot read when the days are cleared', async () => {
    const user = userEvent.setup();
    const list = fakeList({ from: '2026-01-01' });
    render(
      <FilterToolbar
        label="Member filters"
        list={list}
        dates={{
          from: { label: 'Joined from' },
          to: { label: 'Joined to' },
          clearLabel: 'All dates',
        }}
      />,
    );
    const to = screen.getByLabelText('Joined to');
    await user.type(to, '1 Dex 2026');
    await user.tab();
    expect(to).toHaveAccessibleDescription('Like 1 Dec 2026 Enter a day like 1 Dec 2026');
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    expect(list.setFilters).toHaveBeenCalledExactlyOnceWith({ from: undefined, to: undefined });
    expect(screen.getByLabelText('Joined to')).toHaveValue('');
  });

  it('opens from the start with a filter of the URL in force, and counts them on the button', () => {
    renderToolbar(fakeList({ status: 'active', from: '2026-01-01' }));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('writes a select’s choice into the list’s filters, and its empty option clears it', async () => {
    const user = userEvent.setup();
    const list = fakeList({ status: 'active' });
    renderToolbar(list);
    await user.selectOptions(screen.getByLabelText('Status'), '');
    expect(list.setFilters).toHaveBeenCalledWith({ status: undefined });
  });
});

describe('countFiltersInForce', () => {
  it('counts each select in force and both days as one', () => {
    expect(countFiltersInForce({}, ['status'], true)).toBe(0);
    expect(countFiltersInForce({ from: '2026-01-01', to: '2026-02-01' }, ['status'], true)).toBe(1);
    expect(countFiltersInForce({ status: 'active', to: '2026-02-01' }, ['status'], true)).toBe(2);
    expect(countFiltersInForce({ status: 'active', from: '2026-01-01' }, ['status'], false)).toBe(
      1,
    );
  });
});
