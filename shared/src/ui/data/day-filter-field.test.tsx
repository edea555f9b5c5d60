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
        hint="Empty for all time"
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
const type = (box: HTMLElement, text: string) => {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
};
const HINT = 'Like 1 Dec 2026. Empty for all time';

describe('DayFilterField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a text box showing the day as the tables do, with an example', () => {
    render(<UrlDayFilter onValueChange={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Created from' });
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveValue('10 Jan 2026');
    expect(box).toHaveAccessibleDescription(HINT);
  });

  it('keeps the text while it is typed, sends only a whole day and shows it so on leaving', async () => {
    const onValueChange = vi.fn();
    render(<UrlDayFilter onValueChange={onValueChange} />);
    const box = screen.getByLabelText('Created from');
    for (const typed of ['15 mar', '15 mar 20', '15 mar 202']) {
      type(box, typed);
      await settle();
      expect(box).toHaveValue(typed);
      expect(box).toHaveAccessibleDescription(HINT);
    }
    expect(onValueChange).not.toHaveBeenCalled();
    type(box, '15 mar 2025');
    await settle();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2025-03-15');
    expect(box).toHaveValue('15 mar 2025');
    fireEvent.blur(box);
    expect(box).toHaveValue('15 Mar 2025');

    type(box, '2026-02-01');
    await settle();
    expect(onValueChange).toHaveBeenLastCalledWith('2026-02-01');
    fireEvent.blur(box);
    expect(box).toHaveValue('1 Feb 2026');
  });

  it('says a text it cannot read once the person leaves, and keeps it', async () => {
    const onValueChange = vi.fn();
    render(<UrlDayFilter onValueChange={onValueChange} />);
    const box = screen.getByLabelText('Created from');
    type(box, '31 Feb 2026');
    expect(box).toHaveAccessibleDescription(HINT);
    fireEvent.blur(box);
    expect(box).toHaveValue('31 Feb 2026');
    expect(box).toHaveAccessibleDescription(`${HINT} Enter a day like 1 Dec 2026`);
    expect(box).toBeInvalid();
    await settle();
    expect(box).toHaveValue('31 Feb 2026');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('says at once which days it takes, for a whole day outside them', () => {
    const onValueChange = vi.fn();
    render(<UrlDayFilter onValueChange={onValueChange} />);
    const box = screen.getByLabelText('Created from');
    type(box, '31 Dec 1999');
    expect(box).toHaveAccessibleDescription(`${HINT} Choose a day from 2000 to 2099`);
    type(box, '2100-01-01');
    expect(box).toHaveAccessibleDescription(`${HINT} Choose a day from 2000 to 2099`);
    fireEvent.blur(box);
    expect(box).toHaveValue('1 Jan 2100');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('sends an emptied box as no day, and shows a change made elsewhere', async () => {
    const onValueChange = vi.fn();
    render(<UrlDayFilter onValueChange={onValueChange} />);
    const box = screen.getByLabelText('Created from');
    type(box, '');
    await settle();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(undefined);

    type(box, '1 feb 2026');
    await settle();
    expect(box).toHaveValue('1 feb 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveValue('');
  });
});
