import { selectReviewShortcutsEnabled, useReviewShortcutsSetting } from '@backoffice/shared';
import { useFundingListParams } from '../../lib/use-funding-list-params';
import { useQueueNavigation } from './use-queue-navigation';
import { useQueueNeighbours } from './use-queue-neighbours';
import type { ReviewShortcut } from './use-review-shortcuts';

/**
 * A request's place in the list it was opened from, and the keys that walk it (`j`, `k`). The
 * page's preview (the list's row, shown while the request loads) walks with them too, so keys
 * pressed before the request answers are not lost.
 */
export function useQueueWalk(ticketId: string) {
  const { params } = useFundingListParams();
  const { position } = useQueueNeighbours(ticketId, params);
  const openNeighbour = useQueueNavigation();
  const shortcutsEnabled = useReviewShortcutsSetting(selectReviewShortcutsEnabled);
  const walkKeys: ReviewShortcut[] = [
    { key: 'j', description: 'Next request in the list', run: () => openNeighbour(position?.next) },
    {
      key: 'k',
      description: 'Previous request in the list',
      run: () => openNeighbour(position?.previous),
    },
  ];
  return { params, position, openNeighbour, shortcutsEnabled, walkKeys };
}
