import type { Query, QueryCache } from '@tanstack/react-query';

interface Visit {
  pathname: string;
  /**
   * The query key prefixes whose data counts as the page's own (`['members']`); asked at each
   * check, since an area's prefix is known only once /remotes.json is read.
   */
  prefixes: () => readonly string[];
  /** performance.now() when the visit began. */
  start: number;
}

/**
 * "Data shown" (bench/README.md's definition, read from the QueryClient rather than the DOM): the
 * moment a page's own first data is on screen = a query of the page's key prefix holds data and
 * gained an observer (a mounted component reading it) since the visit began, plus two frames so
 * the render is painted. Derived here so no page has to mark it. Only work while a visit waits:
 * once it is reported, events cost one WeakMap write each.
 */
export function watchDataShown(
  cache: QueryCache,
  report: (pathname: string, milliseconds: number) => void,
) {
  const observedAt = new WeakMap<Query, number>();
  // A reader mounted before this watch began (the landing page renders before the shell's effects
  // run) counts as mounted now, which is after any visit that began earlier.
  const watchedFrom = performance.now();
  let visit: Visit | undefined;
  let frame = 0;

  const shows = (query: Query, waiting: Visit) =>
    waiting.prefixes().includes(String(query.queryKey[0])) &&
    query.state.status === 'success' &&
    query.getObserversCount() > 0 &&
    (observedAt.get(query) ?? watchedFrom) >= waiting.start;

  const check = () => {
    const waiting = visit;
    if (!waiting || frame) return;
    if (!cache.getAll().some((query) => shows(query, waiting))) return;
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (visit !== waiting) return;
        visit = undefined;
        report(waiting.pathname, performance.now() - waiting.start);
      });
    });
  };

  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'observerAdded') observedAt.set(event.query, performance.now());
    if (visit) check();
  });

  return {
    /** A new page; one without prefixes of its own (settings) never reports. */
    visit(next: Visit) {
      cancelAnimationFrame(frame);
      frame = 0;
      visit = next;
      check();
    },
    stop() {
      cancelAnimationFrame(frame);
      visit = undefined;
      unsubscribe();
    },
  };
}
