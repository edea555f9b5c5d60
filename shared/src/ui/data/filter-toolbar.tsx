import clsx from 'clsx';
import {
  Button,
  SearchInput,
  SelectField,
  Toolbar,
  type SelectOption,
} from '@backoffice/shared/ui-core';
import { DayFilterField } from './day-filter-field';
import styles from './filter-toolbar.module.css';

/** A select that filters a list by one field; its empty option ("All statuses") clears it. */
export type FilterSelect<K extends string> = {
  name: K;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
};

type DateFilter = { label: string; hint?: string };

/** What the toolbar needs of a list controller (`useListController`). */
export type FilterableList<K extends string> = {
  filterValues: Partial<Record<K, string>>;
  setFilters(patch: Partial<Record<K, string | undefined>>): void;
  searchInput: { term: string; setTerm(term: string): void; maxLength?: number };
};

export type FilterToolbarProps<K extends string> = {
  /** The group's accessible name. */
  label: string;
  list: FilterableList<K>;
  /** The debounced search box (see `useSearchParamInput`). */
  search?: { label: string; placeholder: string };
  selects?: readonly FilterSelect<K>[];
  /** The `from`/`to` day filters; `clearLabel` offers a button that drops both. */
  dates?: { from: DateFilter; to: DateFilter; error?: string; clearLabel?: string };
  /**
   * The layout of the filters, when the page needs another than one wrapping row. It aligns them by
   * their top, so that a field's message moves no neighbour.
   */
  className?: string;
  /**
   * On a phone (below 40rem), the filters two to a row, the first (the search) on a row of its
   * own, so that the list's first rows stay in the first screen.
   */
  pairsOnPhone?: boolean;
};

/**
 * The filters above a list, in one order (search, selects, days), each wired to the list's URL
 * state: a change is a history entry and the list starts again from page 1.
 */
export function FilterToolbar<K extends string>({
  label,
  list,
  search,
  selects = [],
  dates,
  className,
  pairsOnPhone = false,
}: FilterToolbarProps<K>) {
  // The day filters are always `from` and `to` (the contract's `dateRangeFields`).
  const days = list as unknown as FilterableList<'from' | 'to'>;
  const { from, to } = days.filterValues;
  return (
    <Toolbar label={label}>
      <div
        className={clsx(
          styles.fields,
          className ?? styles.filters,
          pairsOnPhone && styles.pairsOnPhone,
        )}
      >
        {search && (
          <SearchInput
            className={styles.unlabelled}
            label={search.label}
            placeholder={search.placeholder}
            value={list.searchInput.term}
            maxLength={list.searchInput.maxLength}
            onValueChange={list.searchInput.setTerm}
          />
        )}
        {selects.map((select) => (
          <SelectField
            key={select.name}
            label={select.label}
            placeholder={select.placeholder}
            options={select.options}
            value={list.filterValues[select.name] ?? ''}
            onChange={(event) =>
              list.setFilters({ [select.name]: event.target.value || undefined } as Partial<
                Record<K, string>
              >)
            }
          />
        ))}
        {dates && (
          <>
            <DayFilterField
              label={dates.from.label}
              hint={dates.from.hint}
              value={from}
              max={to}
              onValueChange={(day) => days.setFilters({ from: day })}
            />
            <DayFilterField
              label={dates.to.label}
              hint={dates.to.hint}
              value={to}
              min={from}
              error={dates.error}
              onValueChange={(day) => days.setFilters({ to: day })}
            />
            {dates.clearLabel && (from || to) && (
              <Button
                className={styles.unlabelled}
                variant="secondary"
                onClick={() => days.setFilters({ from: undefined, to: undefined })}
              >
                {dates.clearLabel}
              </Button>
            )}
          </>
        )}
      </div>
    </Toolbar>
  );
}
