import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DayFilterField } from './day-filter-field';

/** A day filter kept in the URL: the value in effect comes back a moment after each change. */
function UrlDayFilter({ onValueChange }: { onValueChange: (day: string | undefined) => void }) {
  const [inUrl, setInUrl] = useState<string | undefined>('2026-01-10');
  return (
    <>
      <DayFilterField
        label="Created from"
        value={inUrl}
        onValueChange={(day) => {
          onValueChange(day);
          setTimeout(() => setInUrl(day), 10);
        }}
      />
      <button type="button" onClick={() => setInUrl(undefined)}>
        Clear filters
      </button>
    </>
  );
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(20));

describe('DayFilterField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a year while it is typed and sends only the whole day', async () => {
    const onValueChange = vi.fn();
    render(<UrlDayFilter onValueChange={onValueChange} />);
    const box = screen.getByLabelText('Created from');
    // What a date box reports, key by key, while "2025" is typed into its year.
    for (const typed of ['0002-03-15', '0020-03-15', '0202-03-15']) {
      fireEvent.change(box, { target: { value: typed } });
      expect(box).toHaveValue(typed);
      await settle();
      expect(box).toHaveValue(typed);
    }
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '2025-03-15' } });
    await settle();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2025-03-15');
    expect(box).toHaveValue('2025-03-15');
    expect(box).not.toHaveAccessibleDescription();
  });

  it('says which days it takes: for a whole year at once, for a year still typed on leaving', () => {
    const onValueChange = vi.fn();
    render(<UrlDayFilter onValueChange={onValueChange} />);
    const box = screen.getByLabelText('Created from');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '0202-12-31' } });
    expect(box).not.toHaveAccessibleDescription();
    fireEvent.blur(box);
    expect(box).toHaveAccessibleDescription('Choose a day from 2000 to 2099');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '1999-12-31' } });
    expect(box).toHaveAccessibleDescription('Choose a day from 2000 to 2099');
    expect(box).toHaveAttribute('min', '2000-01-01');
    expect(box).toHaveAttribute('max', '2099-12-31');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('sends an emptied box as no day, and shows a change made elsewhere', async () => {
    const onValueChange = vi.fn();
    render(<UrlDayFilter onValueChange={onValueChange} />);
    const box = screen.getByLabelText('Created from');
    fireEvent.change(box, { target: { value: '' } });
    await settle();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(undefined);

    fireEvent.change(box, { target: { value: '2026-02-01' } });
    await settle();
    expect(box).toHaveValue('2026-02-01');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveValue('');
  });
});
