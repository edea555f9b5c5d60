import { FILTER_DAY_MAX, FILTER_DAY_MIN, FILTER_DAY_OUTSIDE, isFilterDay } from '../../contract';
import { DateField } from '@backoffice/shared/ui-core';
import { useState } from 'react';
import type { DateFieldProps } from '../form/text-field';

export type DayFilterFieldProps = Omit<DateFieldProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** The day in effect (from the URL or the form), or undefined for an open end. */
  value: string | undefined;
  /** A whole day the filters take (FILTER_DAY_MIN to FILTER_DAY_MAX), or undefined once emptied. */
  onValueChange: (day: string | undefined) => void;
};

/**
 * A day filter's box. It keeps what the person types and changes the filter only with a day the
 * api takes, or an emptied box. Typing "2025" into a date box passes through the years 0002, 0020
 * and 0202: none is sent. And the box is never set back under the person's keys: a value that came
 * back through the URL a render later reset the box's typing, so a year could not be typed at all.
 */
export function DayFilterField({
  value,
  onValueChange,
  error,
  min = FILTER_DAY_MIN,
  max = FILTER_DAY_MAX,
  onFocus,
  onBlur,
  ...field
}: DayFilterFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [inEffect, setInEffect] = useState(value);
  const [requested, setRequested] = useState(value);
  const [typing, setTyping] = useState(false);
  if (value !== inEffect) {
    setInEffect(value);
    // Back, "Clear filters" or another control changed it; the echo of this box's own day did not.
    if (value !== requested) {
      setRequested(value);
      setDraft(value ?? '');
    }
  }
  const outside = draft !== '' && !isFilterDay(draft);
  // While a year is typed it passes through 0002, 0020 and 0202: those are said once the person
  // leaves the box; a whole year outside (1999, 2100) is said at once.
  const saysOutside = outside && (!typing || draft >= '1000');
  return (
    <DateField
      {...field}
      value={draft}
      min={min}
      max={max}
      error={saysOutside ? FILTER_DAY_OUTSIDE : error}
      onFocus={(event) => {
        setTyping(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setTyping(false);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        if (typed !== '' && !isFilterDay(typed)) return;
        const day = typed || undefined;
        setRequested(day);
        if (day !== value) onValueChange(day);
      }}
    />
  );
}
