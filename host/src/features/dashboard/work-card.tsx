import { Card, EmptyState, ErrorState, Skeleton } from '@backoffice/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

/**
 * A card of work items from one query: a skeleton while loading, the reason with Retry on failure,
 * what "nothing to do" means when empty, and otherwise one short row per item.
 */
export function WorkCard<T>({
  title,
  query,
  items,
  listLabel,
  skeletonRows = 3,
  empty,
  getKey,
  renderItem,
  footer,
}: {
  title: string;
  /** The query the items come from: its loading and failure are the card's. */
  query: UseQueryResult<unknown>;
  items: readonly T[] | undefined;
  /** The list's accessible name, which also names what is loading. */
  listLabel: string;
  skeletonRows?: number;
  empty: { title: string; description?: string };
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card title={title}>
      {query.isPending ? (
        <div aria-label={`Loading: ${listLabel}`} role="status" className={styles.listSkeleton}>
          {Array.from({ length: skeletonRows }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          message={query.error.message}
          cause={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !items || items.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <ul className={styles.list} aria-label={listLabel}>
          {items.map((item) => (
            <li key={getKey(item)} className={styles.listItem}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {footer && <p className={styles.cardFooter}>{footer}</p>}
    </Card>
  );
}
