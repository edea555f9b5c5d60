import { selectReviewShortcutsEnabled, useReviewShortcutsSetting } from '@backoffice/shared';
import { useRef, useState } from 'react';
import { useReviewShortcuts, type ReviewShortcut } from './use-review-shortcuts';

/**
 * The requests' links in the list, in their order: one per row (a row's own link to its page),
 * whatever shape the rows take (a table, or cards on a phone).
 */
function requestLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  if (!list) return [];
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href*="/ticket-details/"]')];
  return links.filter(
    (link, index) => links.findIndex((other) => other.href === link.href) === index,
  );
}

/**
 * Keyboard review on the list, with the keys a request's page has: `j`/`k` move the selection
 * (focus on a row's link, so Enter opens it as any link), `?` lists them. Off with the setting.
 */
export function useListKeyboard() {
  const listRef = useRef<HTMLDivElement>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const enabled = useReviewShortcutsSetting(selectReviewShortcutsEnabled);

  const move = (step: 1 | -1) => {
    const links = requestLinks(listRef.current);
    if (links.length === 0) return;
    // Focus anywhere in a row (its link, its checkbox) is that row's selection.
    const current = links.findIndex((link) =>
      (link.closest('tr, li') ?? link).contains(document.activeElement),
    );
    const next = current === -1 ? (step === 1 ? 0 : links.length - 1) : current + step;
    // Focusing scrolls the row into view.
    links[Math.min(Math.max(next, 0), links.length - 1)]?.focus();
  };
  const shortcuts: ReviewShortcut[] = [
    { key: 'j', description: 'Select the next request', run: () => move(1) },
    { key: 'k', description: 'Select the previous request', run: () => move(-1) },
    { key: '?', description: 'Show these shortcuts', run: () => setShortcutsOpen(true) },
  ];
  useReviewShortcuts(shortcuts, enabled && !shortcutsOpen);

  return {
    listRef,
    enabled,
    shortcutsOpen,
    setShortcutsOpen,
    /** What the shortcuts dialog lists: the keys above and Enter, which the link itself handles. */
    listed: [
      ...shortcuts.slice(0, 2),
      { key: 'Enter', description: 'Open the selected request' },
      ...shortcuts.slice(2),
    ],
  };
}
