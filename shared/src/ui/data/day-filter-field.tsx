import { FILTER_DAY_OUTSIDE, isFilterDay } from '../../contract';
import { DAY_INPUT_EXAMPLE, formatDayInput, parseDayText } from '../../format';
import { TextField } from '@backoffice/shared/ui-core';
import { useState } from 'react';
import type { TextFieldProps } from '../form/text-field';

export type DayFilterFieldProps = Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'hint'
> & {
  /** Said after the example ("Like 1 Dec 2026. Empty for all time"). */
  hint?: string;
  /** The day in effect (`YYYY-MM-DD`, from the URL or the form), or undefined for an open end. */
  value: string | undefined;
  /** A whole day the filters take (FILTER_DAY_MIN to FILTER_DAY_MAX), or undefined once emptied. */
  onValueChange: (day: string | undefined) => void;
};

/** Said under a day box whose text names no day, once the person leaves it. */
const DAY_UNREADABLE = `Enter a day like ${DAY_INPUT_EXAMPLE}`;

/**
 * A day filter's box: a text box that shows the day as the tables do ("1 Dec 2026") and reads
 * what people type ("1 dec 2026", "2026-12-01"), never the browser's date box, which Chromium
 * shows in its locale's order (mm/dd/yyyy). The URL and the api keep the day as `YYYY-MM-DD`.
 *
 * It keeps what the person types and changes the filter only with a day the api takes, or an
 * emptied box; a text it cannot read is said once the person leaves the box, and kept. The box is
 * never set back under the person's keys: only a day changed elsewhere (Back, "Clear filters")
 * replaces the text, not the echo of this box's own day coming back through the URL.
 */
export function DayFilterField({
  value,
  onValueChange,
  error,
  hint,
  onBlur,
  ...field
}: DayFilterFieldProps) {
  const [draft, setDraft] = useState(() => formatDayInput(value));
  const [inEffect, setInEffect] = useState(value);
  const [requested, setRequested] = useState(value);
  const [typing, setTyping] = useState(false);
  if (value !== inEffect) {
    setInEffect(value);
    if (value !== requested) {
      setRequested(value);
      setDraft(formatDayInput(value));
    }
  }
  const typed = draft.trim();
  const day = typed === '' ? undefined : parseDayText(typed);
  // "1 Dec 20" names no day yet while it is typed: that is said only once the person leaves.
  const unreadable = typed !== '' && day === undefined && !typing;
  const outside = day !== undefined && !isFilterDay(day);
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      {...field}
      value={draft}
      hint={hint ? `Like ${DAY_INPUT_EXAMPLE}. ${hint}` : `Like ${DAY_INPUT_EXAMPLE}`}
      error={unreadable ? DAY_UNREADABLE : outside ? FILTER_DAY_OUTSIDE : error}
      onBlur={(event) => {
        setTyping(false);
        // What was read is shown the people's way ("2026-12-01" becomes "1 Dec 2026").
        if (day !== undefined) setDraft(formatDayInput(day));
        onBlur?.(event);
      }}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        setTyping(true);
        const next = text.trim() === '' ? undefined : parseDayText(text);
        if (text.trim() !== '' && (next === undefined || !isFilterDay(next))) return;
        setRequested(next);
        if (next !== value) onValueChange(next);
      }}
    />
  );
}
