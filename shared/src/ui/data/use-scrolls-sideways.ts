import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element is narrower than its content, kept up to date as either changes size. A
 * table that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1; axe's
 * scrollable-region-focusable); one that fits must not add a tab stop.
 */
export function useScrollsSideways<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first report comes after the browser's own layout, before paint: reading the
    // widths here would force an extra layout of the whole page on every table's mount.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}
