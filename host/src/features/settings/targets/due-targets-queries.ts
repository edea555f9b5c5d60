import { apiRequest, type DueTargets } from '@backoffice/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const dueTargetsKeys = {
  all: ['settings', 'targets'] as const,
};

/** The reply and review targets in force (the defaults until an owner saves some). */
export const dueTargetsQuery = () =>
  queryOptions({
    queryKey: dueTargetsKeys.all,
    queryFn: ({ signal }) => apiRequest('dueTargets', { signal }),
  });

export function useSaveDueTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DueTargets) => apiRequest('updateDueTargets', { body }),
    onSuccess: (saved) => queryClient.setQueryData(dueTargetsKeys.all, saved),
  });
}
