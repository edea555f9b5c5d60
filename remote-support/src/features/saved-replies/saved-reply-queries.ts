import {
  apiRequest,
  notifyError,
  notifyUndoableDeletion,
  supportKeys,
  type SavedReply,
  type SavedReplyInput,
} from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const savedRepliesKey = () => [...supportKeys.all, 'saved-replies'] as const;

/** The team's saved replies, fetched when the composer or the manager needs them. */
export function useSavedReplies() {
  return useQuery({
    queryKey: savedRepliesKey(),
    queryFn: ({ signal }) => apiRequest('savedReplies', { signal }),
  });
}

/** Create (no id) or edit (an id) a saved reply; the list is fetched again after. */
export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SavedReplyInput }) =>
      id
        ? apiRequest('updateSavedReply', { params: { id }, body: input })
        : apiRequest('createSavedReply', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedRepliesKey() }),
  });
}

/**
 * Deletes at once (a reversible action): the toast's Undo restores that very deletion, and a
 * refusal of either is told in a toast, in the toast container `containerId`.
 */
export function useDeleteSavedReply(containerId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedRepliesKey() });
  return useMutation({
    mutationFn: (reply: Pick<SavedReply, 'id' | 'title'>) =>
      apiRequest('deleteSavedReply', { params: { id: reply.id } }),
    onSuccess: ({ id, deletedAt }, reply) => {
      void refresh();
      notifyUndoableDeletion(
        `Saved reply “${reply.title}” deleted`,
        async () => {
          await apiRequest('restoreSavedReply', { params: { id }, body: { deletedAt } });
          await refresh();
        },
        { toastId: `undo-delete-${id}`, containerId },
      );
    },
    onError: (error, reply) =>
      notifyError(`Could not delete “${reply.title}”: ${error.message}`, { containerId }),
  });
}
