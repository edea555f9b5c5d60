import { useId } from 'react';
import { Button } from '../button/button';
import styles from './navigation.module.css';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;

export type PaginationProps = {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Without it the page size select is not shown. */
  onLimitChange?: (limit: number) => void;
  pageSizes?: readonly number[];
  label?: string;
};

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

export function Pagination({
  page,
  limit,
  total,
  onPageChange,
  onLimitChange,
  pageSizes = DEFAULT_PAGE_SIZES,
  label = 'Pagination',
}: PaginationProps) {
  const sizeId = useId();
  const pages = pageCount(total, limit);
  const current = Math.min(Math.max(page, 1), pages);
  const first = total === 0 ? 0 : (current - 1) * limit + 1;
  const last = Math.min(current * limit, total);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <span className={styles.muted}>
        {total === 0 ? 'No results' : `Showing ${first}–${last} of ${total}`}
      </span>
      {onLimitChange && (
        <span className={styles.pageSize}>
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
      <span className={styles.pageControls}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(current - 1)}
          disabled={current <= 1}
        >
          Previous
        </Button>
        <span aria-live="polite">
          Page {current} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(current + 1)}
          disabled={current >= pages}
        >
          Next
        </Button>
      </span>
    </nav>
  );
}
