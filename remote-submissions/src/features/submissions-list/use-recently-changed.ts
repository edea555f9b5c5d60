import type { FundingRequestSummary } from '@backoffice/shared';
import { useEffect, useRef, useState } from 'react';
import { CHANGED_MARK_MS } from '../../funding/live';

/**
 * The rows whose `updatedAt` moved since the list last showed them (a change by anyone, seen by
 * the live refetch), each marked for CHANGED_MARK_MS. Rows first seen are not marked.
 */
export function useRecentlyChanged(rows: readonly FundingRequestSummary[]) {
  const previous = useRef(new Map<string, string>());
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const moved = rows
      .filter((row) => {
        const before = previous.current.get(row.id);
        return before !== undefined && before !== row.updatedAt;
      })
      .map((row) => row.id);
    for (const row of rows) previous.current.set(row.id, row.updatedAt);
    if (moved.length === 0) return;
    setChanged((current) => new Set([...current, ...moved]));
    // Not cleared on the next rows: every mark ends on its own time.
    setTimeout(
      () => setChanged((current) => new Set([...current].filter((id) => !moved.includes(id)))),
      CHANGED_MARK_MS,
    );
  }, [rows]);
  return (id: string) => changed.has(id);
}
