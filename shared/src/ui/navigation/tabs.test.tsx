import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { value: 'pending', label: 'Pending', count: 12 },
  { value: 'approved', label: 'Approved', count: 3 },
  { value: 'rejected', label: 'Rejected' },
] as const;

function renderTabs(panel?: string) {
  const onValueChange = vi.fn();
  render(
    <>
      <button type="button">Before</button>
      <Tabs label="Filter by status" items={items} value="approved" onValueChange={onValueChange}>
        {panel && <p>{panel}</p>}
      </Tabs>
      <button type="button">After</button>
    </>,
  );
  return onValueChange;
}

describe('Tabs', () => {
  it('names the tabs with their counts and selects with the keyboard', async () => {
    const onValueChange = renderTabs('List');
    expect(screen.getByRole('tablist', { name: 'Filter by status' })).toBeInTheDocument();
    const approved = screen.getByRole('tab', { name: 'Approved (3)' });
    expect(approved).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending (12)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tabpanel', { name: 'Approved (3)' })).toHaveTextContent('List');
    expect(approved).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

    approved.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('rejected');
  });

  it('is one tab stop, on the selected tab, and the arrows wrap around', async () => {
    renderTabs();
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Approved (3)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pending (12)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Pending (12)' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('keeps the place of a count that is still being counted, and names no number', () => {
    render(
      <Tabs
        label="Filter by status"
        items={[{ value: 'pending', label: 'Pending', count: null }]}
        value="pending"
        onValueChange={vi.fn()}
      />,
    );
    const pending = screen.getByRole('tab', { name: 'Pending' });
    const pill = pending.querySelector('[aria-hidden="true"]');
    expect(pill).toBeInTheDocument();
    expect(pill).toHaveTextContent('');
  });

  it('selects on click, and points at no panel when it has none', async () => {
    const onValueChange = renderTabs();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) expect(tab).not.toHaveAttribute('aria-controls');
    await userEvent.click(screen.getByRole('tab', { name: 'Pending (12)' }));
    expect(onValueChange).toHaveBeenCalledWith('pending');
  });
});
