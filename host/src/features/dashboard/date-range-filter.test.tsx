import { fireEvent, render, screen } from '@testing-library/react';
import { DateRangeFilter } from './date-range-filter';

describe('the dashboard date range', () => {
  it('waits for a whole year while one is typed, instead of charting the years 2, 20 and 202', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter from="2026-10-28" to={undefined} onChange={onChange} />);
    const start = screen.getByLabelText('Start date');

    // What a native date input reports, key by key, while "2025" is typed into its year.
    for (const typed of ['0002-01-01', '0020-01-01', '0202-01-01']) {
      fireEvent.change(start, { target: { value: typed } });
      expect(start).toHaveAccessibleDescription('Choose a day from 2000 to 2099');
    }
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(start, { target: { value: '2025-01-01' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ startDate: new Date(2025, 0, 1), endDate: null });
    expect(start).not.toHaveAccessibleDescription();
  });

  it('does not chart up to a far-off end year either', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter from="2026-10-28" to={undefined} onChange={onChange} />);
    const end = screen.getByLabelText('End date');
    fireEvent.change(end, { target: { value: '9999-12-31' } });
    expect(end).toHaveAccessibleDescription(
      expect.stringContaining('Choose a day from 2000 to 2099'),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(end).toHaveAttribute('max', '2099-12-31');
  });
});
