import { useEffect, useRef } from 'react';

/**
 * The page to show instead when `page` lies past the end of a list of `total` rows (a stale or
 * hand-edited `?page=999`): the last page, or the first when nothing matches. Undefined when
 * `page` is fine.
 */
export function pageBeyondEnd(page: number, total: number, limit: number): number | undefined {
  const last = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  return page > last ? last : undefined;
}

/**
 * Moves a URL-backed list past its end back to its last page (replacing the history entry), so
 * the table never says "nothing here" under a pager that says otherwise. `loaded` is the current
 * filter's answer (not a placeholder from the previous page); the result says whether a move is
 * under way, for showing the table as loading meanwhile.
 */
export function useStayWithinPages(
  page: number,
  limit: number,
  loaded: { total: number } | undefined,
  goToPage: (page: number) => void,
): boolean {
  const target = loaded ? pageBeyondEnd(page, loaded.total, limit) : undefined;
  // goToPage is a fresh closure each render; the move depends only on the target.
  const latestGoToPage = useRef(goToPage);
  useEffect(() => {
    latestGoToPage.current = goToPage;
  });
  useEffect(() => {
    if (target !== undefined) latestGoToPage.current(target);
  }, [target]);
  return target !== undefined;
}
