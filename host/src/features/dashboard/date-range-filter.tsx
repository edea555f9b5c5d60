import { DayFilterField } from '@backoffice/shared/ui';
import { parseISO } from 'date-fns';
import { useState } from 'react';
import { validateDateRange } from './date-range';
import styles from './dashboard.module.css';

interface DateRangeFilterProps {
  from: string;
  to: string | undefined;
  onChange: (range: { startDate: Date; endDate: Date | null }) => void;
}

/**
 * Start and end days, typed as people write them ("1 Dec 2026"). A range that makes no sense
 * keeps what the user typed, says why next to the field, and leaves the figures on the last valid
 * range.
 */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  // The days the boxes name (`YYYY-MM-DD`, '' for an emptied box); each box keeps its own text.
  const [draft, setDraft] = useState({ start: from, end: to ?? '' });
  const errors = validateDateRange(draft.start, draft.end);

  const update = (next: { start: string; end: string }) => {
    setDraft(next);
    const nextErrors = validateDateRange(next.start, next.end);
    if (!nextErrors.start && !nextErrors.end) {
      onChange({ startDate: parseISO(next.start), endDate: next.end ? parseISO(next.end) : null });
    }
  };

  return (
    <fieldset className={styles.range}>
      <legend className={styles.rangeLegend}>Date range</legend>
      <DayFilterField
        label="Start date"
        value={draft.start || undefined}
        error={errors.start}
        onValueChange={(day) => update({ ...draft, start: day ?? '' })}
      />
      <DayFilterField
        label="End date"
        hint="Leave empty for up to today"
        value={draft.end || undefined}
        error={errors.end}
        onValueChange={(day) => update({ ...draft, end: day ?? '' })}
      />
    </fieldset>
  );
}
