import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { value: 'pending', label: 'Pending', count: 12 },
  { value: 'approved', label: 'Approved', count: 3 },
] as const;

describe('Tabs', () => {
  it('names the tabs with their counts and selects with the keyboard', async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs label="Filter by status" items={items} value="pending" onValueChange={onValueChange}>
        <p>List</p>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Filter by status' })).toBeInTheDocument();
    const pending = screen.getByRole('tab', { name: 'Pending (12)' });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('List');

    pending.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('approved');
  });
});
