import { fireEvent, render, screen } from '@testing-library/react';
import { DateRangeFilter } from './date-range-filter';

const type = (box: HTMLElement, text: string) => {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
};

describe('the dashboard date range', () => {
  it('shows the days as the tables do and reads what people type, ISO too', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter from="2026-10-28" to={undefined} onChange={onChange} />);
    const start = screen.getByRole('textbox', { name: 'Start date' });
    expect(start).toHaveValue('28 Oct 2026');
    expect(start).toHaveAccessibleDescription('Like 1 Dec 2026');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'Like 1 Dec 2026. Leave empty for up to today',
    );

    // A year is whole only at its fourth digit: nothing is charted before.
    for (const typed of ['1 jan 2', '1 jan 20', '1 jan 202']) type(start, typed);
    expect(onChange).not.toHaveBeenCalled();
    type(start, '1 jan 2025');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      startDate: new Date(2025, 0, 1),
      endDate: null,
    });
    type(start, '2025-02-01');
    fireEvent.blur(start);
    expect(start).toHaveValue('1 Feb 2025');
    expect(onChange).toHaveBeenLastCalledWith({ startDate: new Date(2025, 1, 1), endDate: null });
  });

  it('does not chart up to a far-off end year, nor an end before the start', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter from="2026-10-28" to={undefined} onChange={onChange} />);
    const end = screen.getByLabelText('End date');
    type(end, '31 Dec 9999');
    expect(end).toHaveAccessibleDescription(
      expect.stringContaining('Choose a day from 2000 to 2099'),
    );
    type(end, '1 Oct 2026');
    expect(end).toHaveAccessibleDescription(
      expect.stringContaining('The end date must not be before the start date'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a text it cannot read and says so on leaving', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter from="2026-10-28" to={undefined} onChange={onChange} />);
    const start = screen.getByLabelText('Start date');
    type(start, '10/28/2026');
    fireEvent.blur(start);
    expect(start).toHaveValue('10/28/2026');
    expect(start).toHaveAccessibleDescription(
      expect.stringContaining('Enter a day like 1 Dec 2026'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
