import { Dialog } from '@backoffice/shared/ui';
import type { ReviewShortcut } from './use-review-shortcuts';
import styles from './review-queue.module.css';

export function ShortcutsDialog({
  open,
  onOpenChange,
  shortcuts,
  enabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What each key does; a key the page leaves to the browser (Enter on a link) is listed too. */
  shortcuts: readonly Pick<ReviewShortcut, 'key' | 'description'>[];
  enabled: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts">
      <dl className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.key} className={styles.shortcut}>
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>
        {enabled
          ? 'Shortcuts are ignored while you type in a field. They can be turned off in Settings.'
          : 'These shortcuts are turned off in Settings; the buttons on the page do the same.'}
      </p>
    </Dialog>
  );
}
