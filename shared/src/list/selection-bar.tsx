import type { Page } from '@backoffice/shared/contract';
import { Button } from '@backoffice/shared/ui-core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toYmd } from '../hooks/use-date-range';
import { notifyError, notifySuccess } from '../toast';
import { collectAllPages, downloadCsv, type CsvRow } from './csv';
import type { ListSelection } from './use-list-selection';
import styles from './selection-bar.module.css';

export type SelectionBarProps<T> = {
  selection: ListSelection<T>;
  /** Every row the filter matches (all pages). */
  total: number | undefined;
  /** One page of the list's current filter: "Select all N matching" walks every page. */
  fetchPage: (page: number, limit: number) => Promise<Page<T>>;
  /** The export's file name before the date ("members" → members-selected-2026-11-23.csv). */
  fileName: string;
  /** One CSV row per selected row: the same columns as the list's full export. */
  toCsvRow: (row: T) => CsvRow;
  /** The list's own bulk actions, between the count and Export selected. */
  children?: ReactNode;
};

/**
 * What to do with a list's selected rows, the same on every list: the count, "Select
 * all N matching" once the whole page is picked, the list's own actions, Export selected (a CSV
 * of exactly the picked rows, from the rows kept with the selection) and Clear selection.
 */
export function SelectionBar<T>({
  selection,
  total,
  fetchPage,
  fileName,
  toCsvRow,
  children,
}: SelectionBarProps<T>) {
  const selectMatching = useMutation({
    mutationFn: () => collectAllPages(fetchPage),
    onSuccess: (rows) => selection.add(rows),
    onError: (error) => notifyError(`Could not select every match: ${error.message}`),
  });
  const exportSelected = useMutation({
    mutationFn: (rows: readonly T[]) =>
      downloadCsv(`${fileName}-selected-${toYmd(new Date())}.csv`, rows.map(toCsvRow)),
    onSuccess: (_, rows) => notifySuccess(`Exported ${rows.length} selected`),
    onError: (error) => notifyError(`Export failed: ${error.message}`),
  });

  const count = selection.count;
  if (count === 0) return null;
  return (
    <section aria-label="Bulk actions" className={styles.bar}>
      <p className={styles.count} aria-live="polite">
        {count} selected
      </p>
      {selection.allOnPage && total !== undefined && total > count && (
        <Button
          variant="secondary"
          loading={selectMatching.isPending}
          onClick={() => selectMatching.mutate()}
        >
          Select all {total} matching
        </Button>
      )}
      {children}
      <Button
        variant="secondary"
        loading={exportSelected.isPending}
        onClick={() => exportSelected.mutate(selection.rows)}
      >
        Export selected
      </Button>
      <Button variant="secondary" onClick={selection.clear}>
        Clear selection
      </Button>
    </section>
  );
}
