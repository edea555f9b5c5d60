import { startTransition, useEffect, useState } from 'react';

/**
 * Rows a table renders in the first pass that shows its data. A list page's header, filters and
 * summary fill most of a laptop's first screen (the first funding request sits at about 750 px),
 * so this is more than any common screen shows of the table at once.
 */
export const FIRST_PASS_ROWS = 8;

/**
 * How many of `rowCount` rows to render: the first time the table has rows, only FIRST_PASS_ROWS,
 * then all of them in a transition right after. The rows on screen appear without waiting for
 * the render and layout of those below them (about 40% of a signed-in page's first layout,
 * bench/history.md run U); later changes of the rows (a page, a filter) render them all at once.
 */
export function useStagedRowCount(rowCount: number): number {
  const [firstPass, setFirstPass] = useState(true);
  const hasRows = rowCount > 0;
  useEffect(() => {
    if (firstPass && hasRows) startTransition(() => setFirstPass(false));
  }, [firstPass, hasRows]);
  return firstPass ? Math.min(rowCount, FIRST_PASS_ROWS) : rowCount;
}
