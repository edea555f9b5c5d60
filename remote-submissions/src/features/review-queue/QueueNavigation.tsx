import { Button } from '@backoffice/shared/ui';
import type { QueuePosition } from './findNeighbours';
import styles from './ReviewQueue.module.css';

export function QueueNavigation({
  position,
  onOpen,
  onShowShortcuts,
}: {
  position: QueuePosition | null;
  onOpen: (direction: 'previous' | 'next') => void;
  onShowShortcuts: () => void;
}) {
  return (
    <nav aria-label="Review queue" className={styles.nav}>
      <Button
        variant="secondary"
        size="sm"
        disabled={!position?.previous}
        onClick={() => onOpen('previous')}
        aria-keyshortcuts="k"
      >
        Previous
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={!position?.next}
        onClick={() => onOpen('next')}
        aria-keyshortcuts="j"
      >
        Next
      </Button>
      <Button variant="ghost" size="sm" onClick={onShowShortcuts} aria-keyshortcuts="?">
        Keyboard shortcuts
      </Button>
    </nav>
  );
}
