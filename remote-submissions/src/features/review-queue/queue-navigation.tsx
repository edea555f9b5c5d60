import { Button } from '@backoffice/shared/ui';
import type { QueuePosition } from './find-neighbours';
import styles from './review-queue.module.css';

export function QueueNavigation({
  position,
  onOpen,
  onShowShortcuts,
  shortcutsEnabled,
}: {
  position: QueuePosition | null;
  onOpen: (direction: 'previous' | 'next') => void;
  onShowShortcuts: () => void;
  /** Off in Settings: the buttons do not announce keys that do nothing. */
  shortcutsEnabled: boolean;
}) {
  const key = (shortcut: string) => (shortcutsEnabled ? shortcut : undefined);
  return (
    <nav aria-label="Review queue" className={styles.nav}>
      <Button
        variant="secondary"
        size="sm"
        disabled={!position?.previous}
        onClick={() => onOpen('previous')}
        aria-keyshortcuts={key('k')}
      >
        Previous
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={!position?.next}
        onClick={() => onOpen('next')}
        aria-keyshortcuts={key('j')}
      >
        Next
      </Button>
      <Button variant="ghost" size="sm" onClick={onShowShortcuts} aria-keyshortcuts={key('?')}>
        Keyboard shortcuts
      </Button>
    </nav>
  );
}
