import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedView, SavedViewInput, SavedViewList } from '../contract';
import { apiRequest } from '../http/api-request';
import { notifyError, notifyUndoableDeletion } from '../toast';

/** Saved views live under their own key, apart from the lists they open. */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  list: (list: SavedViewList) => [...savedViewKeys.all, list] as const,
};

/** A list's saved views: the person's own and the team's shared ones, by name. */
export const savedViewsQuery = (list: SavedViewList) =>
  queryOptions({
    queryKey: savedViewKeys.list(list),
    queryFn: ({ signal }) => apiRequest('savedViews', { query: { list }, signal }),
  });

export function useCreateSavedView(list: SavedViewList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SavedViewInput, 'list'>) =>
      apiRequest('createSavedView', { body: { ...input, list } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.list(list) }),
  });
}

/**
 * Deletes at once (a reversible action): the toast's Undo restores that very deletion, and a
 * refusal of either is told in a toast.
 */
export function useDeleteSavedView(list: SavedViewList) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewKeys.list(list) });
  return useMutation({
    mutationFn: (view: Pick<SavedView, 'id' | 'name'>) =>
      apiRequest('deleteSavedView', { params: { id: view.id } }),
    onSuccess: ({ id, deletedAt }, view) => {
      void refresh();
      notifyUndoableDeletion(
        `View “${view.name}” deleted`,
        async () => {
          await apiRequest('restoreSavedView', { params: { id }, body: { deletedAt } });
          await refresh();
        },
        { toastId: `undo-delete-${id}` },
      );
    },
    onError: (error, view) => notifyError(`Could not delete “${view.name}”: ${error.message}`),
  });
}

/**
 * The part of a list's URL search a view keeps: every parameter but the page, in a fixed order,
 * so the same filters always give the same string (and the open view can be recognised).
 */
export function savedViewQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  return params.toString();
}
