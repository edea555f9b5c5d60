import { confirmLeavePage } from '@backoffice/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@backoffice/shared/router';
import { ticketHref } from '../../lib/list-params';
import type { QueueEntry } from './find-neighbours';

/**
 * Opens a neighbour, keeping the list's filters and moving the page along with it. With a note
 * typed and not yet sent or saved, the admin is asked first (the review keys use this too).
 */
export function useQueueNavigation() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (entry: QueueEntry | undefined) => {
      if (!entry || !confirmLeavePage()) return;
      const listSearch = new URLSearchParams(search);
      if (entry.page > 1) listSearch.set('page', String(entry.page));
      else listSearch.delete('page');
      void navigate(ticketHref(entry.id, listSearch.toString()));
    },
    [navigate, search],
  );
}
