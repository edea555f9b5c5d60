import { FILTER_DAY_MAX, FILTER_DAY_MIN } from '@backoffice/shared';
import { DateField } from '@backoffice/shared/ui';
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
 * Start and end date inputs. A range that makes no sense keeps what the user typed, says why
 * next to the field, and leaves the figures on the last valid range.
 */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
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
      <DateField
        label="Start date"
        min={FILTER_DAY_MIN}
        max={FILTER_DAY_MAX}
        value={draft.start}
        error={errors.start}
        onChange={(event) => update({ ...draft, start: event.target.value })}
      />
      <DateField
        label="End date"
        hint="Leave empty for up to today"
        min={FILTER_DAY_MIN}
        max={FILTER_DAY_MAX}
        value={draft.end}
        error={errors.end}
        onChange={(event) => update({ ...draft, end: event.target.value })}
      />
    </fieldset>
  );
}
