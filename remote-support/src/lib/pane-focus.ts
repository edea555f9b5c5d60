/**
 * True when the keyboard focus went nowhere: to the page itself, or to an element no longer shown.
 * On a phone the room list and the conversation replace each other, so the link or button just
 * used disappears; the pane that appears takes the focus instead (keyboard and screen readers).
 */
export function focusWasLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  // jsdom and older browsers have no checkVisibility: an element still there counts as shown.
  return active instanceof HTMLElement && active.checkVisibility?.() === false;
}
