import { useEffect, useRef } from 'react';

export type ReviewShortcut = { key: string; description: string; run: () => void };

/** A row's checkbox takes no text: the keys go on working after one is ticked on the list. */
const KEYLESS_INPUTS = new Set(['checkbox', 'radio']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    (target instanceof HTMLInputElement && !KEYLESS_INPUTS.has(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Single-key shortcuts on the page. They are ignored while typing in a field, with a modifier
 * held, or while `enabled` is false (a dialog is open and owns the keyboard).
 */
export function useReviewShortcuts(shortcuts: readonly ReviewShortcut[], enabled: boolean) {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const shortcut = latest.current.find((candidate) => candidate.key === event.key);
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
