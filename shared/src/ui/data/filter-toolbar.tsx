import { useId, useState, type ReactNode } from 'react';
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
  /** The row's other controls (the list's order, its saved views), after the filters. */
  children?: ReactNode;
};

/** How many of the filters behind the disclosure are in force (both days count as one). */
export function countFiltersInForce(
  values: Partial<Record<string, string>>,
  selectNames: readonly string[],
  withDates: boolean,
): number {
  const selects = selectNames.filter((name) => values[name]).length;
  return selects + (withDates && (values.from || values.to) ? 1 : 0);
}

/**
 * The filters above a list, one compact row so that the list starts near the top: the search, the
 * selects (their names read by assistive technology; the empty option says what they hold) and a
 * "Filters" disclosure with the days. On a phone the row is the search and that one button, which
 * shows the selects too, and the row's other controls. Each filter is wired to the list's URL
 * state: a change is a history entry and the list starts again from page 1.
 */
export function FilterToolbar<K extends string>({
  label,
  list,
  search,
  selects = [],
  dates,
  children,
}: FilterToolbarProps<K>) {
  // The day filters are always `from` and `to` (the contract's `dateRangeFields`).
  const days = list as unknown as FilterableList<'from' | 'to'>;
  const { from, to } = days.filterValues;
  const inForce = countFiltersInForce(
    list.filterValues,
    selects.map((select) => select.name),
    Boolean(dates),
  );
  // Open from the start when the URL brings a filter it holds, so what is in force shows.
  const [open, setOpen] = useState(inForce > 0);
  // A day box keeps a text it cannot read, which sets no filter: clearing the days gives new
  // boxes, so that text goes too.
  const [clearings, setClearings] = useState(0);
  const panelId = useId();
  const shown = open || Boolean(dates?.error);
  return (
    <Toolbar label={label}>
      <div className={styles.row} data-open={shown || undefined}>
        {search && (
          <SearchInput
            className={styles.search}
            label={search.label}
            placeholder={search.placeholder}
            value={list.searchInput.term}
            maxLength={list.searchInput.maxLength}
            onValueChange={list.searchInput.setTerm}
          />
        )}
        <Button
          variant="secondary"
          className={styles.toggle}
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setOpen(!shown)}
        >
          Filters{inForce > 0 ? ` (${inForce})` : ''}
        </Button>
        <div id={panelId} className={styles.more}>
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
            <div className={styles.days}>
              <DayFilterField
                key={`from-${clearings}`}
                label={dates.from.label}
                hint={dates.from.hint}
                value={from}
                onValueChange={(day) => days.setFilters({ from: day })}
              />
              <DayFilterField
                key={`to-${clearings}`}
                label={dates.to.label}
                hint={dates.to.hint}
                value={to}
                error={dates.error}
                onValueChange={(day) => days.setFilters({ to: day })}
              />
              {dates.clearLabel && (from || to) && (
                <Button
                  className={styles.clear}
                  variant="secondary"
                  onClick={() => {
                    days.setFilters({ from: undefined, to: undefined });
                    setClearings((count) => count + 1);
                  }}
                >
                  {dates.clearLabel}
                </Button>
              )}
            </div>
          )}
        </div>
        {children && <div className={styles.extra}>{children}</div>}
      </div>
    </Toolbar>
  );
}
