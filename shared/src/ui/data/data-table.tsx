import {
  getCoreRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type ColumnDefTemplate,
  type Header,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from '@backoffice/shared/router';
import { EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@backoffice/shared/ui-core';
import styles from './data-table.module.css';
import { nextSort, sortToSorting } from './sort';
import { useScrollsSideways } from './use-scrolls-sideways';
import { useStagedRowCount } from './use-staged-rows';

export type { ColumnDef } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The type parameters must match react-table's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * Keeps the cell on one line: money, dates, phones and codes must never break inside
     * ("$2,960,30 / 0.00"); a table wider than the screen scrolls inside itself instead.
     */
    nowrap?: boolean;
    /**
     * What names the cell's value on a phone, where each row is a card of "label value" lines
     * (below 640 px). Defaults to the column's header when that is text; `''` shows the value alone.
     */
    cardLabel?: string;
    /** Left off a phone's compact card (DataTable's `compactCards`): the desktop row has it. */
    offCompactCard?: boolean;
  }
}

export type DataTableProps<T> = {
  /** The table's accessible name (its caption, hidden visually). */
  label: string;
  /**
   * Column ids are the API's sort field names: a column sorts when its id is one of `sortFields`
   * and `onSortChange` is given.
   */
  // react-table's own docs type column arrays with `any` values: each column's cell value differs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  /** `field` or `-field`; the server sorts. */
  sort?: string;
  onSortChange?: (sort: string | undefined) => void;
  /** The list's sortable fields, as its contract declares them (`defineList`). */
  sortFields?: readonly string[];
  loading?: boolean;
  /**
   * The rows are the previous filter's or page's, kept while the new ones load: dimmed, marked
   * busy, and their checkboxes off, so nothing is picked (and bulk-changed) from a list that is
   * going away. Before, nothing showed that they were not the new filter's rows.
   */
  stale?: boolean;
  skeletonRows?: number;
  error?: string | null;
  /** The failure behind `error`: an api answer's request id is shown as "Reference: …". */
  errorCause?: unknown;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /**
   * Makes rows links: the first column's content becomes a real link (for keyboard and screen
   * reader users) and a click anywhere on the row opens it.
   */
  getRowHref?: (row: T) => string;
  /**
   * A linked row is about to be opened (pointed at, pressed or focused): the moment to prefetch
   * its page's code and data, so they are on their way before the click.
   */
  onRowIntent?: (row: T) => void;
  /** A checkbox per row and one for the page, for bulk actions. */
  selection?: TableSelection<T>;
  /**
   * On a phone each card is its title line and then its values running on as short lines, without
   * their labels (a work list, whose values say what they are: a status, an amount, a day),
   * instead of one labelled line per column.
   */
  compactCards?: boolean;
};

export type TableSelection<T> = {
  isSelected: (id: string) => boolean;
  allOnPage: boolean;
  /** `range`: shift was held, so the rows from the last one clicked follow. */
  toggle: (id: string, range: boolean) => void;
  togglePage: () => void;
  /** What the row's checkbox is called ("Select FR-10001"). */
  rowLabel: (row: T) => string;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<T>({
  label,
  columns,
  data,
  getRowId,
  sort,
  onSortChange,
  sortFields,
  loading = false,
  stale = false,
  skeletonRows = 5,
  error,
  errorCause,
  onRetry,
  emptyTitle = 'Nothing to show',
  emptyDescription,
  emptyAction,
  getRowHref,
  onRowIntent,
  selection,
  compactCards = false,
}: DataTableProps<T>) {
  const table = useReactTable<T>({
    // react-table wants a mutable array type; it never mutates the data.
    data: data as T[],
    columns: selection ? [selectColumn(selection, stale), ...columns] : columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    // The server sorts; the state only tells each header its direction.
    manualSorting: true,
    state: { sorting: sortToSorting(sort) },
  });
  const columnCount = table.getVisibleLeafColumns().length;
  const wrapper = useScrollsSideways<HTMLDivElement>();
  const rowsShown = useStagedRowCount(loading || error ? 0 : data.length);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={index} aria-hidden="true">
        {table.getVisibleLeafColumns().map((column) => (
          <td key={column.id}>
            <Skeleton />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <div className={styles.stateContent}>
            <ErrorState
              title="Could not load the list"
              message={error}
              cause={errorCause}
              onRetry={onRetry}
            />
          </div>
        </td>
      </tr>
    );
  } else if (data.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <div className={styles.stateContent}>
            <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
          </div>
        </td>
      </tr>
    );
  } else {
    body = table
      .getRowModel()
      .rows.slice(0, rowsShown)
      .map((row) =>
        getRowHref ? (
          <LinkedRow
            key={row.id}
            row={row}
            href={getRowHref(row.original)}
            onIntent={onRowIntent}
          />
        ) : (
          <tr key={row.id}>
            {row
              .getVisibleCells()
              .map((cell, index) =>
                renderCell(cell, compactCards && index === firstDataCellIndex(row)),
              )}
          </tr>
        ),
      );
  }

  return (
    <div
      ref={wrapper.ref}
      className={wrapper.scrolls ? styles.wrapper : `${styles.wrapper} ${styles.fits}`}
      {...(wrapper.scrolls && {
        tabIndex: 0,
        role: 'region',
        'aria-label': `${label}, scrolls sideways`,
      })}
    >
      <table
        className={compactCards ? `${styles.table} ${styles.compact}` : styles.table}
        aria-busy={loading || stale || undefined}
      >
        <caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  sortable={Boolean(onSortChange && sortFields?.includes(header.column.id))}
                  keepOnCards={header.column.id === SELECT_COLUMN}
                  onSort={() => onSortChange?.(nextSort(sort, header.column.id))}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={stale ? styles.stale : undefined}>{body}</tbody>
      </table>
    </div>
  );
}

/**
 * On a phone the header row keeps only what acts on the list (the sort buttons and the page's
 * checkbox), as a row of controls above the cards; the other headers name each card's lines.
 */
function HeaderCell<T>({
  header,
  sortable,
  keepOnCards,
  onSort,
}: {
  header: Header<T, unknown>;
  sortable: boolean;
  keepOnCards: boolean;
  onSort: () => void;
}) {
  if (header.isPlaceholder) return <th scope="col" />;
  const content = renderTemplate(header.column.columnDef.header, header.getContext());
  if (!sortable) {
    return (
      <th scope="col" className={keepOnCards ? styles.cardControl : undefined}>
        {content}
      </th>
    );
  }
  const direction = header.column.getIsSorted();
  return (
    <th
      scope="col"
      className={styles.cardControl}
      aria-sort={direction ? ariaSort[direction] : 'none'}
    >
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {content}
        <span aria-hidden="true" className={styles.sortIcon}>
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * A column's header or cell. react-table's `flexRender` would mount a function as a component, and
 * the pages rebuild their columns (and the select column) on every render, from their state: each
 * render was a new component type, so React remounted every cell. A ticked checkbox or a row's
 * Edit button lost focus, and a dialog opened from a row found no button to return focus to. The
 * templates are plain render functions (the hooks lint rule keeps hooks out of them), so they
 * are called instead, and React keeps the elements they return.
 */
function renderTemplate<P extends object>(
  template: ColumnDefTemplate<P> | undefined,
  props: P,
): ReactNode {
  return typeof template === 'function' ? (template(props) as ReactNode) : template;
}

const cellClass = <T,>(cell: Cell<T, unknown>, title = false) =>
  [
    cell.column.columnDef.meta?.nowrap && styles.nowrap,
    cell.column.columnDef.meta?.offCompactCard && styles.offCompactCard,
    title && styles.cardTitle,
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/** Where the row's own first cell is: after the checkbox, when the table has one. */
const firstDataCellIndex = <T,>(row: Row<T>) =>
  row.getVisibleCells()[0]?.column.id === SELECT_COLUMN ? 1 : 0;

/** The line's label on a phone's card (see `ColumnMeta.cardLabel`); none for an empty one. */
function cardLabelOf<T>(column: Cell<T, unknown>['column']): string | undefined {
  const { meta, header } = column.columnDef;
  const label = meta?.cardLabel ?? (typeof header === 'string' ? header : undefined);
  return label || undefined;
}

/** A cell; `title` makes it the card's title on a phone. */
function renderCell<T>(cell: Cell<T, unknown>, title = false) {
  return (
    <td key={cell.id} className={cellClass(cell, title)} data-label={cardLabelOf(cell.column)}>
      {renderTemplate(cell.column.columnDef.cell, cell.getContext())}
    </td>
  );
}

const interactiveSelector = 'a, button, input, select, textarea, label, [role="button"]';

function LinkedRow<T>({
  row,
  href,
  onIntent,
}: {
  row: Row<T>;
  href: string;
  onIntent: ((row: T) => void) | undefined;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // Clicks on the row's own controls (and on the link itself) keep their behaviour.
    if ((event.target as Element).closest(interactiveSelector)) return;
    void navigate(href);
  };
  const [selectCell, ...cells] = row.getVisibleCells();
  const [firstCell, ...otherCells] =
    selectCell?.column.id === SELECT_COLUMN ? cells : row.getVisibleCells();
  return (
    <tr
      className={styles.linkedRow}
      onClick={onClick}
      {...(onIntent && {
        onPointerEnter: () => onIntent(row.original),
        onPointerDown: () => onIntent(row.original),
        onFocus: () => onIntent(row.original),
      })}
    >
      {selectCell?.column.id === SELECT_COLUMN && renderCell(selectCell)}
      {/* The card's title on a phone: the link needs no label. */}
      {firstCell && (
        <td className={cellClass(firstCell, true)}>
          <Link to={href} className={styles.rowLink}>
            {renderTemplate(firstCell.column.columnDef.cell, firstCell.getContext())}
          </Link>
        </td>
      )}
      {otherCells.map((cell) => renderCell(cell))}
    </tr>
  );
}

const SELECT_COLUMN = 'select';

/** The checkbox column; shift on a row's checkbox extends the pick from the last row clicked. */
function selectColumn<T>(selection: TableSelection<T>, stale: boolean): ColumnDef<T> {
  return {
    id: SELECT_COLUMN,
    header: () => (
      <input
        type="checkbox"
        aria-label="Select all on this page"
        checked={selection.allOnPage}
        disabled={stale}
        onChange={selection.togglePage}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select ${selection.rowLabel(row.original)}`}
        checked={selection.isSelected(row.id)}
        disabled={stale}
        onChange={(event) =>
          selection.toggle(row.id, (event.nativeEvent as globalThis.MouseEvent).shiftKey === true)
        }
      />
    ),
  };
}
