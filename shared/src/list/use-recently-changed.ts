import { useEffect, useRef, useState } from 'react';
import { CHANGED_MARK_MS } from './live';

/**
 * The rows whose `fingerprint` moved since the list last showed them (a change by anyone, seen by
 * the live refetch), each marked for CHANGED_MARK_MS. Rows first seen are not marked. The
 * fingerprint is what an admin may change (`updatedAt`, or the editable fields of a record that
 * has none), so activity nobody edited does not mark a row.
 */
export function useRecentlyChanged<T>(
  rows: readonly T[],
  getRowId: (row: T) => string,
  fingerprint: (row: T) => string,
) {
  const previous = useRef(new Map<string, string>());
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // A mark's end must not reach a list that is gone (a state update after unmount).
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  useEffect(() => {
    const moved: string[] = [];
    for (const row of rows) {
      const id = getRowId(row);
      const now = fingerprint(row);
      const before = previous.current.get(id);
      if (before !== undefined && before !== now) moved.push(id);
      previous.current.set(id, now);
    }
    if (moved.length === 0) return;
    setChanged((current) => new Set([...current, ...moved]));
    // Not cleared on the next rows: every mark ends on its own time.
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setChanged((current) => new Set([...current].filter((id) => !moved.includes(id))));
    }, CHANGED_MARK_MS);
    timers.current.add(timer);
    // The callers' functions are inline; only new rows are a reason to compare.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);
  return (id: string) => changed.has(id);
}
