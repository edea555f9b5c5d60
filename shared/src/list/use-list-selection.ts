import { useState } from 'react';

/**
 * The rows a person has picked for a bulk action, kept by id with the row itself (so an export of
 * the selection needs no second fetch). Picks survive paging (a selection may span pages) but not
 * a new filter or sort, so an action never touches rows no longer listed: `resetKey` names the
 * filter and sort in force. Shift-click picks the range from the last row clicked on this page
 *; `add` takes many at once ("all N matching").
 */
export function useListSelection<T>(
  pageRows: readonly T[],
  getRowId: (row: T) => string,
  resetKey: string,
) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map());
  const [anchor, setAnchor] = useState<string>();
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  let rows = selected;
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    rows = new Map();
    setSelected(rows);
    setAnchor(undefined);
  }
  const pageIds = pageRows.map(getRowId);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => rows.has(id));

  /** The rows of the page from the anchor to `id`, both included; just `id` without an anchor. */
  const rangeTo = (id: string, range: boolean): readonly T[] => {
    const end = pageIds.indexOf(id);
    const start = range && anchor ? pageIds.indexOf(anchor) : -1;
    if (start === -1) return pageRows.slice(end, end + 1);
    return pageRows.slice(Math.min(start, end), Math.max(start, end) + 1);
  };

  return {
    ids: [...rows.keys()],
    rows: [...rows.values()],
    count: rows.size,
    isSelected: (id: string) => rows.has(id),
    /** Every row of the page is picked (and the page has rows). */
    allOnPage,
    /** Picks or drops a row; with `range`, every row from the last one clicked takes its new state. */
    toggle: (id: string, range = false) => {
      const picking = !rows.has(id);
      const affected = rangeTo(id, range);
      setAnchor(id);
      setSelected((current) => {
        const next = new Map(current);
        for (const row of affected) {
          if (picking) next.set(getRowId(row), row);
          else next.delete(getRowId(row));
        }
        return next;
      });
    },
    /** Picks every row of the page, or drops them all when they already are. */
    togglePage: () =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of pageRows) {
          if (allOnPage) next.delete(getRowId(row));
          else next.set(getRowId(row), row);
        }
        return next;
      }),
    /** Adds rows beyond the page (every row matching the filter). */
    add: (more: readonly T[]) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of more) next.set(getRowId(row), row);
        return next;
      }),
    /** Keeps only these ids picked (the ones a bulk action skipped). */
    keepOnly: (ids: readonly string[]) =>
      setSelected((current) => {
        const keep = new Set(ids);
        return new Map([...current].filter(([id]) => keep.has(id)));
      }),
    clear: () => setSelected(new Map()),
  };
}

export type ListSelection<T> = ReturnType<typeof useListSelection<T>>;
