import { apiRequest, type UpdateSupportRouting } from '@backoffice/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const supportRoutingKeys = {
  all: ['settings', 'support-routing'] as const,
};

/** Routing by capacity: on or off, the default capacity and each agent's own. */
export const supportRoutingQuery = () =>
  queryOptions({
    queryKey: supportRoutingKeys.all,
    queryFn: ({ signal }) => apiRequest('supportRouting', { signal }),
  });

export function useSaveSupportRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSupportRouting) => apiRequest('updateSupportRouting', { body }),
    onSuccess: (saved) => queryClient.setQueryData(supportRoutingKeys.all, saved),
  });
}
