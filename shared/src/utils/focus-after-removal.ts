const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea';

/**
 * Where focus goes when the list item whose `control` the person used is about to disappear: the
 * same control of the next item (else of the previous one, else that item's first control), and
 * `fallback` when the list empties. Left alone, focus would fall to the page's start and a
 * keyboard or screen-reader user would lose their place.
 */
export function focusAfterRemoval(control: HTMLElement, fallback: HTMLElement | null): void {
  const item = control.closest('li');
  const controls = (element: Element) => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const index = item ? controls(item).indexOf(control) : -1;
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const target = neighbour ? (controls(neighbour)[index] ?? controls(neighbour)[0]) : undefined;
  (target ?? fallback)?.focus();
}
