import { Button } from '@backoffice/shared/ui';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import styles from './staff.module.css';

export interface RowAction {
  /** What the item says ("Disable"). */
  label: string;
  /** Its accessible name, which says whom it acts on ("Disable Riley Reviewer"). */
  name: string;
  run: () => void;
}

/**
 * A row's actions behind one button (the WAI-ARIA menu button): the button opens a menu whose
 * items the arrow keys, Home and End move through; Escape, Tab or a click outside closes it and
 * choosing an item gives the focus back to the button first, so the dialog the item opens returns
 * it there. The menu is placed under the button in the window (and follows it on a scroll), so a
 * table that scrolls sideways does not cut it.
 */
export function RowActionsMenu({
  label,
  actions,
}: {
  label: string;
  actions: readonly RowAction[];
}) {
  const [place, setPlace] = useState<CSSProperties>();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const open = place !== undefined;

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setPlace(undefined);
    if (refocus) button.current?.focus();
  };
  /** Under the button, right-aligned with it, wherever the button is in the window now. */
  const placeUnderButton = () => {
    const box = button.current?.getBoundingClientRect();
    if (box) setPlace({ top: box.bottom + 4, right: window.innerWidth - box.right });
  };
  const show = (focus: 'first' | 'last') => {
    placeUnderButton();
    // Once the menu is in the page.
    requestAnimationFrame(() =>
      (focus === 'first' ? items()[0] : items().at(-1))?.focus({ preventScroll: true }),
    );
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // A scroll or a resize moves the button: the menu follows it.
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', placeUnderButton);
    window.addEventListener('scroll', placeUnderButton, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', placeUnderButton);
      window.removeEventListener('scroll', placeUnderButton, true);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key] ?? 0]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          show(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        Actions <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          style={place}
          onKeyDown={onMenuKey}
        >
          {actions.map((action) => (
            <li
              key={action.name}
              role="menuitem"
              tabIndex={-1}
              aria-label={action.name}
              className={styles.menuItem}
              onClick={() => {
                close(true);
                action.run();
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                close(true);
                action.run();
              }}
            >
              {action.label}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
