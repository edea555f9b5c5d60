import type { FundingRequest } from '@backoffice/shared';
import { useAuthStore } from '@backoffice/shared/session';
import { useState } from 'react';

/**
 * Who changed the request since this page showed it, when it was not the person looking at it:
 * the newest history entry's actor once the version moves on under them. Cleared when
 * they dismiss it or make a change themselves.
 */
export function useChangedBy(request: Pick<FundingRequest, 'version' | 'history'>) {
  const me = useAuthStore((state) => state.user?.name);
  const [seenVersion, setSeenVersion] = useState(request.version);
  const [changedBy, setChangedBy] = useState<string>();
  if (request.version !== seenVersion) {
    setSeenVersion(request.version);
    const actor = request.history.at(-1)?.actor;
    setChangedBy(actor && actor !== me ? actor : undefined);
  }
  return { changedBy, dismiss: () => setChangedBy(undefined) };
}
