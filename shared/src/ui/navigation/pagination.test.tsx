import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows the page position and moves with Previous and Next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} limit={20} total={45} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    expect(nav).toHaveTextContent('Showing 21–40 of 45');
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} limit={20} total={45} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} limit={20} total={45} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('treats an empty list as one page', () => {
    render(<Pagination page={1} limit={20} total={0} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('changes the page size through a labelled select', async () => {
    const onLimitChange = vi.fn();
    render(
      <Pagination
        page={1}
        limit={20}
        total={45}
        onPageChange={() => {}}
        onLimitChange={onLimitChange}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onLimitChange).toHaveBeenCalledWith(50);
  });
});
