import { useState } from 'react';

/**
 * The rows a person has picked for a bulk action, by id. Picks survive paging (a selection may
 * span pages) but not a new filter or sort, so an action never touches rows no longer listed:
 * `resetKey` names the filter and sort in force.
 */
export function useListSelection(pageIds: readonly string[], resetKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  let ids = selected;
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    ids = new Set();
    setSelected(ids);
  }
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => ids.has(id));
  return {
    ids: [...ids],
    isSelected: (id: string) => ids.has(id),
    /** Every row of the page is picked (and the page has rows). */
    allOnPage,
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    /** Picks every row of the page, or drops them all when they already are. */
    togglePage: () =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of pageIds) {
          if (allOnPage) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}
