import { Button, SearchIcon } from '@backoffice/shared/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './command-palette.module.css';

// Its own chunk (with cmdk), fetched the first time the palette opens.
const CommandPalette = lazy(() => import('./command-palette'));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl+K, or ⌘K on a Mac; Shift or Alt with it is left to the browser and other shortcuts. */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k';

/**
 * The header's Search button and the Ctrl+K / ⌘K shortcut, from any signed-in page. The palette
 * itself loads on the first opening and then stays mounted (closed), so it opens at once after.
 */
export function PaletteButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = (next: boolean) => {
    if (next) setLoaded(true);
    setOpen(next);
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((current) => !current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={styles.trigger}
        aria-label={`Search (${shortcut})`}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => show(true)}
      >
        <SearchIcon size={14} />
        <span>Search</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {shortcut}
        </kbd>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={show} />
        </Suspense>
      )}
    </>
  );
}
