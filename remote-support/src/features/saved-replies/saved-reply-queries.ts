import { apiRequest, supportKeys, type SavedReplyInput } from '@backoffice/shared';
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

export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('deleteSavedReply', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedRepliesKey() }),
  });
}
